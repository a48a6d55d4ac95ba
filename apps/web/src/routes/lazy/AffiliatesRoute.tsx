// Lazy route module for /affiliates (issue 9).
import { AffiliatesPage } from '../../features/affiliate/AffiliatesPage';
import { WithToasts } from '../../features/affiliate/featureToasts';

export function AffiliatesRoute() {
  return <WithToasts><AffiliatesPage /></WithToasts>;
}
