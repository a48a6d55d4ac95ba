// The overview's first reads, started while the workspace's code is still starting (product §10.28).
import { selectPortfolio, type ApiClient } from '@pt/api';
import { PORTFOLIO_PARAM } from '@pt/react';

/**
 * Asks for the member's portfolios and the shown portfolio's overview as soon as the page knows it
 * is the overview, instead of after its first render (2-3 s later on a slow phone). The page's own
 * reads then take these answers (the SDK's `prefetch`). The portfolio is the one in the address,
 * else the first of the list, as the page chooses it (`selectPortfolio`). Signed out: nothing.
 */
export function startOverviewReads(client: Pick<ApiClient, 'session' | 'portfolio'>, search: string): void {
  if (client.session.getSnapshot().status !== 'signedIn') return;
  const ignore = () => undefined;
  const overview = (id: string) => { client.portfolio.overview(id, { prefetch: true }).catch(ignore); };
  const requested = new URLSearchParams(search).get(PORTFOLIO_PARAM);
  const list = client.portfolio.list({ prefetch: true });
  if (requested) overview(requested);
  else list.then((portfolios) => { const shown = selectPortfolio(portfolios, null); if (shown) overview(shown.id); }, ignore);
}
