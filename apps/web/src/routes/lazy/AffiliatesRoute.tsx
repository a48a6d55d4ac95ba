// Lazy route module for /Affiliates: replaced by the real page in issue 9.
import { PlaceholderPage } from '../PlaceholderPage';

export function AffiliatesRoute() {
  return <PlaceholderPage title="Affiliate program" issue={9} />;
}
