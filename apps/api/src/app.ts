import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import { bodyLimit } from 'hono/body-limit';
import type { HealthResponse } from '@pt/api';
import type { AppDeps, AppEnv, Clock, Config, Mailer } from './context';
import type { Db } from './db';
import { HttpError } from './lib/http';
import { databaseInputError } from './lib/databaseInputError';
import { urlInputGuard } from './lib/urlInputGuard';
import { logSafe } from './lib/logSafe';
import { makeRateLimiter } from './lib/rateLimit';
import { clientKey } from './lib/clientIp';
import { makeAuth } from './session';
import { allowedOrigins } from './lib/origins';
export { allowedOrigins };
import { registerAuthRoutes } from './routes/auth';
import { registerDevRoutes } from './routes/dev';
import { registerDevClockRoutes } from './routes/devClock';
import { registerAffiliateRoutes } from './routes/affiliate';
import { registerAdminRoutes } from './routes/admin';
import { registerSubscriptionRoutes } from './routes/subscription';
import { registerPaymentRoutes } from './routes/payments';
import { registerInvestingRoutes } from './routes/investing';
import { registerFriendRoutes } from './routes/friends';
import { registerNotificationRoutes } from './routes/notifications';
import { registerAssistantRoutes } from './routes/assistant';
import { localAssistant } from './assistant/localAssistant';
import { openAiCompatibleAssistant } from './assistant/openAiCompatibleAssistant';
import { registerSharingRoutes } from './routes/sharing';
import { registerAlertRoutes } from './routes/alerts';
import { registerApiTokenRoutes } from './routes/apiTokens';
import { registerAccountRoutes } from './routes/account';
import { makeCheckAlerts, type CheckAlerts } from './alerts/checkAlerts';
import { makeOutboxWorker, type OutboxWorker } from './mail/outboxWorker';
import { makeFeatureGate } from './plans/requireFeature';
import { registerStockRoutes } from './routes/stocks';
import { registerInstrumentRoutes } from './routes/instruments';
import { registerMarketHealthRoutes } from './routes/marketHealth';
import { createRegistry } from './marketData/registry';
import { configureProviders } from './marketData/configureProviders';
import { createMarketService, type MarketService } from './marketData/marketService';
import type { MarketDataProvider } from './marketData/provider';
import { registerTransactionRoutes } from './routes/transactions';
import { registerMoneyRoutes } from './routes/money';
import { registerPerformanceRoutes } from './routes/performance';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerOverviewRoutes } from './routes/overview';
import { createPortfolioCache } from './investing/portfolioCache';
import { createClosesCache } from './investing/closesCache';
import { marketFx, type FxSource } from './investing/fxRates';
import { makeBilling } from './payments/billing';
import { chooseProvider, type CardProvider } from './payments/provider';
import { lazyStripe } from './payments/stripeClient';
import { makeStripeBilling } from './payments/stripeBilling';
import { pingDatabase } from './db/queries/health';
import { recordProviderFailure, recordProviderSuccess } from './db/queries/marketData';

export const BODY_LIMIT_BYTES = 100 * 1024;
export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppInput {
  db: Db; mailer: Mailer; clock: Clock; config: Config; log?: (line: string) => void; cardProvider?: CardProvider;
  /** Tests only: daily exchange rates instead of the market data's (product §10.22). */
  fx?: FxSource;
  /** Memory the per-instance cache of computed portfolios may hold (default 64 MB; `PORTFOLIO_CACHE_MB` in main.ts). */
  portfolioCacheBytes?: number;
  /** Tests only: market-data providers instead of those the config names (product §13.1). */
  marketProviders?: MarketDataProvider[];
  /** Tests only: false keeps requests from starting background syncs (the test drives them). */
  marketBackgroundSync?: boolean;
}

/** The HTTP app; see createServer for what else a server process runs. */
export function createApp(input: AppInput): Hono<AppEnv> {
  return createServer(input).app;
}

/**
 * The HTTP app and the work a server process does besides answering requests: `checkAlerts(now)`
 * checks the price alerts (main.ts runs it on a timer, tests call it with their clock's time);
 * `outbox` sends the queued e-mail (main.ts starts its timer; tests drain it after each request).
 * cardProvider: tests only (e.g. a slow one that widens race windows); unset = the local provider,
 * or the real one with STRIPE_SECRET_KEY.
 */
export function createServer(input: AppInput): { app: Hono<AppEnv>; checkAlerts: CheckAlerts; outbox: OutboxWorker; market: MarketService } {
  const { marketProviders, marketBackgroundSync, ...rest } = input;
  const deps: AppDeps = { ...rest, log: input.log ?? ((l) => console.log(l)) };
  const log = deps.log ?? console.log;
  const market = makeMarket(deps, marketProviders ?? configureProviders(deps.config, deps.clock), log, marketBackgroundSync);
  const app = new Hono<AppEnv>({ strict: false });
  // Personal API tokens need the plan's API access on every use; `gate` is made once billing exists, before any request.
  const auth = makeAuth(deps, { requireAccess: (user) => gate.requireFeature(user, 'api_access') });
  const origins = allowedOrigins(deps.config.appUrl);
  const authLimiter = makeRateLimiter(deps.db, { name: 'auth', limit: deps.config.authRateLimit });

  // Request log: method, path (no query string), status, duration. Never headers or bodies.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    log(`${c.req.method} ${logSafe(c.req.path)} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`);
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use(
    '*',
    cors({
      origin: (origin) => (origins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After'],
      credentials: false,
      maxAge: 600,
    }),
  );
  const limitTo = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => c.json({ error: `Request body too large (limit ${maxSize / 1024} KB)` }, 413) });
  const defaultLimit = limitTo(BODY_LIMIT_BYTES);
  // The card provider's events embed whole objects (an invoice with its lines) and may exceed the default;
  // so does an import of up to MAX_IMPORT_ROWS transactions (about 110 bytes a row).
  const webhookLimit = limitTo(WEBHOOK_BODY_LIMIT_BYTES);
  const largeBodyPaths = ['/api/stripe/webhook', '/api/transaction/import'];
  app.use('*', (c, next) => (largeBodyPaths.includes(c.req.path) ? webhookLimit : defaultLimit)(c, next));
  app.use('/api/auth/*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const retry = await authLimiter.hit(clientKey(c, deps.config), deps.clock.now());
    if (retry !== null) {
      c.header('Retry-After', String(retry));
      return c.json({ error: 'Too many requests. Please try again later.' }, 429);
    }
    return next();
  });
  // Query strings and path ids; JSON bodies get the same rule in readBody.
  app.use('*', urlInputGuard);

  app.get('/health', async (c) => {
    await pingDatabase(deps.db);
    const res: HealthResponse = { status: 'ok', database: deps.db.kind === 'pglite' ? 'pglite' : 'postgres', time: deps.clock.now().toISOString() };
    return c.json(res);
  });

  registerAuthRoutes(app, deps, auth);
  registerDevRoutes(app, deps);
  registerDevClockRoutes(app, deps);
  registerAffiliateRoutes(app, deps, auth);
  registerAdminRoutes(app, deps, auth);
  const { stripeSecretKey, stripeApiBase } = deps.config;
  const stripeClient = stripeSecretKey ? lazyStripe({ secretKey: stripeSecretKey, apiBase: stripeApiBase }) : null;
  const billing = makeBilling(deps, input.cardProvider ?? chooseProvider(stripeClient, () => deps.clock.now()));
  // Real-provider mode: customers, cards, intents, subscriptions, invoices, checkout and webhooks go to the provider.
  const real = stripeClient ? makeStripeBilling(deps, billing, stripeClient) : null;
  registerSubscriptionRoutes(app, deps, auth, billing, real);
  registerPaymentRoutes(app, deps, auth, billing, real);
  registerAccountRoutes(app, deps, auth, real);
  registerStockRoutes(app, deps, market);
  registerInstrumentRoutes(app, deps, auth, market);
  registerMarketHealthRoutes(app, deps, auth, market);
  registerInvestingRoutes(app, deps, auth);
  // Daily exchange rates: every amount is converted to a portfolio's base currency with them (product §10.22).
  const fx: FxSource = input.fx ?? marketFx(market);
  registerTransactionRoutes(app, deps, auth, billing, market, fx);
  registerFriendRoutes(app, deps, auth);
  const gate = makeFeatureGate(deps, billing);
  // The performance chart, the analytics and the assistant read one per-day cache of closes.
  const closes = createClosesCache(market);
  const checkAlerts = makeCheckAlerts(deps, gate, market);
  registerNotificationRoutes(app, deps, auth);
  // The chart assistant: a model when one is configured (ASSISTANT_MODEL_BASE_URL), else the embedded local summary.
  const assistant = deps.config.assistantModel ? openAiCompatibleAssistant(deps.config.assistantModel) : localAssistant;
  registerAssistantRoutes(app, deps, auth, gate, assistant, market, closes, fx);
  // What the server computes from a portfolio's transactions, kept per instance with the portfolio's data version.
  const portfolios = createPortfolioCache({ maxBytes: input.portfolioCacheBytes });
  registerSharingRoutes(app, deps, auth, gate, market, portfolios, fx);
  registerAlertRoutes(app, deps, auth, gate, checkAlerts, market);
  registerApiTokenRoutes(app, deps, auth, gate);
  registerPerformanceRoutes(app, deps, auth, gate, market, closes, portfolios, fx);
  registerAnalyticsRoutes(app, deps, auth, gate, market, closes, portfolios, fx);
  registerOverviewRoutes(app, deps, auth, market, portfolios);
  registerMoneyRoutes(app, deps, auth, market, closes, fx);

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json({ ...err.details, error: err.message }, err.status);
    }
    const refused = databaseInputError(err);
    if (refused) {
      log(`[warn] ${c.req.method} ${logSafe(c.req.path)}: the database refused a request value (${refused.message}); the route should check it`);
      return c.json({ error: refused.message }, refused.status);
    }
    log(`[error] ${c.req.method} ${logSafe(c.req.path)}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return { app, checkAlerts, outbox: makeOutboxWorker(deps), market };
}

/**
 * The market data of this process: the providers behind the registry's guards, each provider's
 * outcomes kept in `market_provider_status` (at most every 30 s per provider and outcome) so the
 * data-health page sees what every instance saw.
 */
function makeMarket(deps: AppDeps, providers: MarketDataProvider[], log: (line: string) => void, backgroundSync?: boolean): MarketService {
  const written = new Map<string, { ok: boolean; at: number }>();
  const registry = createRegistry(providers, {
    now: () => deps.clock.now().getTime(),
    onOutcome: (provider, outcome) => {
      const at = deps.clock.now().getTime();
      const last = written.get(provider);
      if (last && last.ok === outcome.ok && Math.abs(at - last.at) < 30_000) return;
      written.set(provider, { ok: outcome.ok, at });
      const when = new Date(at).toISOString();
      (outcome.ok ? recordProviderSuccess(deps.db, provider, when) : recordProviderFailure(deps.db, provider, when, outcome.error.kind)).catch(() => undefined);
    },
  });
  return createMarketService({
    db: deps.db, registry, clock: deps.clock, log,
    ...(deps.config.quoteTtlSeconds ? { quoteTtlSeconds: deps.config.quoteTtlSeconds } : {}),
    ...(backgroundSync === false ? { backgroundSync: false } : {}),
  });
}
