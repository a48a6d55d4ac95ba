import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch } from '../../test/fakeFetch';
import { featureLockFromError } from '../subscription/planEntitlement';

describe('analytics and dividends calls', () => {
  it('send the reference server paths with the query values given, URL-encoded, leaving out empty ones', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, {}));
    const { client } = makeClient(fetch);
    await client.portfolio.performance('p/1', { range: '1Y', benchmark: 'BRK.B' });
    await client.portfolio.performance('p/1', { range: '1M', benchmark: '' });
    await client.portfolio.analytics('p/1');
    await client.portfolio.analytics('p/1', { range: 'YTD', benchmark: 'A&B' });
    await client.portfolio.risk('p/1');
    await client.stock.dividends('KO');
    await client.stock.dividends('K/O', { from: '2025-01-01', to: '2025-12-31' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/portfolio/p%2F1/performance?range=1Y&benchmark=BRK.B',
      'GET /api/portfolio/p%2F1/performance?range=1M',
      'GET /api/portfolio/p%2F1/analytics',
      'GET /api/portfolio/p%2F1/analytics?range=YTD&benchmark=A%26B',
      'GET /api/portfolio/p%2F1/risk',
      'GET /api/stock/KO/dividends',
      'GET /api/stock/K%2FO/dividends?from=2025-01-01&to=2025-12-31',
    ]);
  });

  it("reject a locked feature with the server's feature_locked body, which featureLockFromError reads", async () => {
    const body = { error: 'Advanced analytics is part of the Premium plan. Upgrade to use it.', code: 'feature_locked', feature: 'advanced_analytics', upgrade_plan: 'premium' };
    const { fetch } = scriptedFetch(() => json(403, body));
    const { client } = makeClient(fetch);
    const error = await client.portfolio.analytics('p1').catch((e: unknown) => e);
    expect(featureLockFromError(error)).toEqual({
      feature: 'advanced_analytics', upgradePlan: 'premium', message: body.error, upgradePath: '/payment-demo?plan=premium#plan-premium',
    });
  });
});
