import type { Hono } from 'hono';
import type { InstrumentHealth, MarketDataHealth, ProviderHealthView } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { isoOrNull, num } from '../lib/time';
import type { MarketService } from '../marketData/marketService';
import { listHeldSymbols, listProviderStatus } from '../db/queries/marketData';
import { listLatestUsdRates } from '../db/queries/fxRates';

/**
 * `GET /api/admin/market-data/health` (admins; product §13.6): each provider's circuit, last
 * success and failure (this instance's, and the latest any instance stored), rate-limit use; the
 * held instruments whose price is stale or missing, weighted by the money in them (most first, in
 * US dollars where a rate is stored); the latest FX rates. `POST /dev/market-data/outage {on}`
 * (not in production) makes the sample provider fail, to see all of this without a network.
 */
export function registerMarketHealthRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, market: MarketService): void {
  const { db, clock } = deps;

  app.get('/api/admin/market-data/health', async (c) => {
    await auth.requireAdmin(c);
    const now = clock.now();
    const stored = new Map((await listProviderStatus(db)).map((r) => [r.provider, r]));
    const later = (a: string | null, b: unknown): string | null => {
      const other = isoOrNull(b);
      return a === null ? other : other === null ? a : a > other ? a : other;
    };
    const providers: ProviderHealthView[] = market.registry.health().map((h) => {
      const s = stored.get(h.id);
      return {
        id: h.id, name: h.name, embedded: h.embedded, circuit: h.circuit, consecutive_failures: h.consecutiveFailures, open_until: h.openUntil,
        last_success_at: later(h.lastSuccessAt, s?.last_success_at), last_failure_at: later(h.lastFailureAt, s?.last_failure_at),
        last_error: h.lastError ?? s?.last_error ?? null,
        rate_limit: { used: h.rateLimit.used, limit: h.rateLimit.limit, per_seconds: h.rateLimit.perSeconds },
      };
    });
    const held = await listHeldSymbols(db);
    const fxRows = await listLatestUsdRates(db);
    const perUsd = new Map(fxRows.map((r) => [r.quote, num(r.rate)]));
    const batch = await market.quotes(held.map((h) => h.symbol), now);
    const instruments: InstrumentHealth[] = [];
    for (const h of held) {
      const q = batch.quotes.get(h.symbol);
      const unpriced = batch.unpriced.find((u) => u.symbol === h.symbol);
      if (q && !q.stale) continue;
      if (!q && !unpriced) continue;
      const i = await market.describe(h.symbol);
      if (!i) continue;
      const value = q ? num(h.quantity) * q.price : num(h.cost);
      const rate = i.currency === 'USD' ? 1 : perUsd.get(i.currency);
      instruments.push({
        symbol: i.symbol, name: i.name, currency: i.currency, exchange: i.exchange, provider: market.providerName(i.provider),
        state: q ? 'stale' : 'unpriced', reason: q?.stale_message ?? unpriced?.reason ?? '', as_of: q?.as_of ?? null,
        holders: num(h.holders), value: Math.round(value * 100) / 100, value_usd: rate ? Math.round((value / rate) * 100) / 100 : null,
      });
    }
    instruments.sort((a, b) => (b.value_usd ?? -1) - (a.value_usd ?? -1) || b.value - a.value || (a.symbol < b.symbol ? -1 : 1));
    const res: MarketDataHealth = {
      checked_at: now.toISOString(),
      providers,
      instruments,
      fx: fxRows.map((r) => ({ currency: r.quote, rate: num(r.rate), date: String(r.date instanceof Date ? r.date.toISOString() : r.date).slice(0, 10), source: market.providerName(r.source) })),
    };
    return c.json(res);
  });

  app.post('/dev/market-data/outage', async (c) => {
    if (deps.config.nodeEnv === 'production' || !market.sample) return c.json({ error: 'Not found' }, 404);
    const body = (await c.req.json().catch(() => ({}))) as { on?: unknown };
    market.sample.setOutage(body.on === true);
    return c.json({ outage: market.sample.outage });
  });

  app.post('/dev/market-data/sync', async (c) => {
    if (deps.config.nodeEnv === 'production') return c.json({ error: 'Not found' }, 404);
    return c.json(await market.syncHeld());
  });
}
