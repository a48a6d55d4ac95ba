// Lazy route module for /shared/:token: a shared portfolio's public page (signed in or not, never prerendered).
import { PublicPortfolioPage } from '../../features/sharing/PublicPortfolioPage';

export function PublicPortfolioRoute() {
  return <PublicPortfolioPage />;
}
