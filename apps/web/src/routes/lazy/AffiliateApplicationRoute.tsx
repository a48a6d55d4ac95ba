// Lazy route module for /AffiliateApplication: replaced by the real page in issue 9.
import { PlaceholderPage } from '../PlaceholderPage';

export function AffiliateApplicationRoute() {
  return <PlaceholderPage title="Affiliate application" issue={9} />;
}
