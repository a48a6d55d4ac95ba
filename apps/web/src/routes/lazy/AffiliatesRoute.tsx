// Lazy route module for /affiliates.
import { AffiliatesPage } from '../../features/affiliate/AffiliatesPage';

export function AffiliatesRoute() {
  return <AffiliatesPage />;
}
