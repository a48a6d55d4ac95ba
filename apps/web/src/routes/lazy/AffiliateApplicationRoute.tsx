// Lazy route module for /affiliate-application.
import { AffiliateApplicationPage } from '../../features/affiliate/AffiliateApplicationPage';

export function AffiliateApplicationRoute() {
  return <AffiliateApplicationPage />;
}
