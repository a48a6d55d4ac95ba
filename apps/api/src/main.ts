import { serve } from '@hono/node-server';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { createServer } from './app';
import { startAlertTimer } from './alerts/alertTimer';
import { startMarketSyncTimer } from './marketData/marketSyncTimer';
import { assertSafeToListen, configFromEnv } from './config';
import { systemClock } from './context';
import { devClock } from './lib/devClock';
import { openDb } from './db';
import { logMailer } from './mail/outbox';
import { smtpMailer } from './mail/smtpMailer';
import { seedBase } from './seed';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

async function main(): Promise<void> {
  const config = configFromEnv();
  const port = Number(process.env.PORT ?? 5000);
  const host = process.env.HOST?.trim() || '127.0.0.1';
  assertSafeToListen(host, config);
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  // Real mail through the SMTP relay when SMTP_URL is set (required in production, see config.ts); else the development log.
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom ?? 'Portfolio Tracker <no-reply@portfoliotracker.local>') : logMailer();
  // Outside production the clock can be moved forward (POST /dev/clock), for end-to-end runs.
  const clock = config.nodeEnv === 'production' ? systemClock : devClock();
  const deps = { db, mailer, clock, config };
  await seedBase(deps);
  // The per-instance cache of computed portfolios (product §10.16): PORTFOLIO_CACHE_MB, default 64.
  const cacheMb = Number(process.env.PORTFOLIO_CACHE_MB ?? '');
  const { app, checkAlerts, outbox, market } = createServer({ ...deps, ...(cacheMb > 0 ? { portfolioCacheBytes: cacheMb * 1024 * 1024 } : {}) });
  const alertTimer = startAlertTimer(checkAlerts, { clock: systemClock, log: (line) => console.log(line) });
  // Sends queued e-mail every 2 s (every instance; they never take the same mail).
  const outboxTimer = outbox.start(Number(process.env.MAIL_POLL_MS ?? 2000) || 2000);
  // Held instruments of network providers and the FX rates, every minute (product §13.2).
  const marketTimer = startMarketSyncTimer(market, { log: (line) => console.log(line) });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    console.log(`API listening on http://${host}:${info.port} (database: ${databaseUrl ? 'postgres' : `pglite at ${dataDir}`}; mail: ${config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : 'development log and /dev/mailbox'})`);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    alertTimer.stop();
    outboxTimer.stop();
    marketTimer.stop();
    server.close(() => {
      db.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error('Failed to start the API:', err instanceof Error ? err.message : err);
  process.exit(1);
});
