// Lazy route module for /affiliates (issue 9).
import { AffiliatesPage } from '../../features/affiliate/AffiliatesPage';

export function AffiliatesRoute() {
  return <AffiliatesPage />;
}
