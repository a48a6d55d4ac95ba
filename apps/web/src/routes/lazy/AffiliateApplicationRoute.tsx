// Lazy route module for /affiliate-application (issue 9).
import { AffiliateApplicationPage } from '../../features/affiliate/AffiliateApplicationPage';

export function AffiliateApplicationRoute() {
  return <AffiliateApplicationPage />;
}
