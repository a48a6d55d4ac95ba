// Lazy route module for /affiliate-application (issue 9).
import { AffiliateApplicationPage } from '../../features/affiliate/AffiliateApplicationPage';
import { WithToasts } from '../../features/affiliate/featureToasts';

export function AffiliateApplicationRoute() {
  return <WithToasts><AffiliateApplicationPage /></WithToasts>;
}
