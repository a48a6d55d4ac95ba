// A member with a large portfolio, for the benchmarks of /app's data (issue 27): by default 5,000
// transactions over 20 US symbols and five years, each at the sample's close of its day, on Premium.
//   pnpm --filter @pt/api-server exec tsx scripts/seedLargePortfolio.ts
//   (DATABASE_URL or DATA_DIR as seed:demo; SEED_TRANSACTIONS=N; MEASURE=1 then prints the JSON bytes
//   /app reads for the holdings: the whole transaction list before, the overview after)
// Idempotent: run again, it changes nothing. Sign in as large@portfoliotracker.local / large-password-123.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../src/config';
import { devDefaults, systemClock } from '../src/context';
import { openDb, type Db } from '../src/db';
import { withUserLock } from '../src/db/userLock';
import { hashPassword } from '../src/lib/crypto';
import { makeBilling } from '../src/payments/billing';
import { localProvider } from '../src/payments/provider';
import { marketData } from '../src/investing/stocks';
import { seedBase } from '../src/seed';
import { createServer } from '../src/app';

export const LARGE_MEMBER = { email: 'large@portfoliotracker.local', password: 'large-password-123', full_name: 'Large Portfolio' };
export const LARGE_PORTFOLIO = 'Five thousand trades';
const SYMBOLS = ['AAPL', 'MSFT', 'NVDA', 'GOOGL', 'AMZN', 'META', 'JNJ', 'KO', 'PG', 'JPM', 'V', 'MA', 'XOM', 'CVX', 'PEP', 'WMT', 'HD', 'DIS', 'VOO', 'QQQ'];
const DAY_MS = 86_400_000;

/** mulberry32: the same trades on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The member (verified, Premium yearly with the local test card) and one portfolio of `count` trades
 * on the weekdays of the five years before `now`: mostly buys, every fifth a sale of up to half of what
 * is held then (never more), so every sale is covered.
 */
export async function seedLargePortfolio(db: Db, count = 5000, now: Date = new Date()): Promise<{ userId: string; portfolioId: string }> {
  let user = (await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [LARGE_MEMBER.email]))[0];
  user ??= (await db.query<{ id: string }>(
    'INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ($1, $2, $3, true) RETURNING id',
    [LARGE_MEMBER.email, LARGE_MEMBER.full_name, await hashPassword(LARGE_MEMBER.password)],
  ))[0];
  if (!user) throw new Error('could not create the large member');
  const userId = user.id;
  const clock = { now: () => now };
  const billing = makeBilling({ db, mailer: { deliver: () => undefined }, clock, config: devDefaults(), log: () => undefined }, localProvider(clock.now));
  return withUserLock(db, userId, async (tx) => {
    if (!(await billing.current(userId, tx))) await billing.start(tx, 'premium', 'yearly', 'pm_card_visa');
    const existing = (await tx.query<{ id: string }>('SELECT id FROM portfolios WHERE user_id = $1 AND name = $2', [userId, LARGE_PORTFOLIO]))[0];
    if (existing) return { userId, portfolioId: existing.id };
    const portfolio = (await tx.query<{ id: string }>(
      'INSERT INTO portfolios (user_id, name, description, currency, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
      [userId, LARGE_PORTFOLIO, `${count} trades over five years (the benchmark seed).`, 'USD', new Date(now.getTime() - 5 * 365 * DAY_MS)],
    ))[0]!;
    const rand = random(27);
    const held = new Map<string, number>();
    const start = now.getTime() - 5 * 365 * DAY_MS;
    const rows: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      let at = new Date(start + Math.floor((i / count) * 5 * 365) * DAY_MS);
      while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at = new Date(at.getTime() - DAY_MS);
      at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 14, 30) + i * 1000);
      const symbol = SYMBOLS[Math.floor(rand() * SYMBOLS.length)]!;
      const day = at.toISOString().slice(0, 10);
      const close = marketData.history(symbol, day, day)?.[0]?.close ?? marketData.history(symbol, '1990-01-01', day)?.at(-1)?.close;
      if (close === undefined) continue;
      const have = held.get(symbol) ?? 0;
      const sell = i % 5 === 4 && have >= 2;
      const quantity = sell ? Math.floor(have / 2) : 1 + Math.floor(rand() * 10);
      held.set(symbol, have + (sell ? -quantity : quantity));
      rows.push([symbol, sell ? 'sell' : 'buy', quantity, close, at]);
    }
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const params: unknown[] = [userId, portfolio.id];
      const values = batch.map((r) => {
        const at = params.length;
        params.push(...r);
        return `($1, $2, $${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 5})`;
      });
      await tx.query(`INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at, created_at) VALUES ${values.join(', ')}`, params);
    }
    return { userId, portfolioId: portfolio.id };
  });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || fileURLToPath(new URL('../.data/pglite', import.meta.url));
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  const config = configFromEnv();
  await seedBase({ db, mailer: { deliver: () => undefined }, clock: systemClock, config });
  const { portfolioId } = await seedLargePortfolio(db, Number(process.env.SEED_TRANSACTIONS ?? 5000));
  const n = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM transactions WHERE portfolio_id = $1', [portfolioId]))[0]?.n;
  console.log(`Large portfolio ready: ${LARGE_MEMBER.email} / ${LARGE_MEMBER.password}, '${LARGE_PORTFOLIO}' (${portfolioId}), ${n} transactions`);
  if (process.env.MEASURE) {
    const { app, market } = createServer({ db, mailer: { deliver: () => undefined }, clock: systemClock, config, log: () => undefined });
    const signIn = await app.request('/api/auth/signin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: LARGE_MEMBER.email, password: LARGE_MEMBER.password }) });
    const token = ((await signIn.json()) as { token: string }).token;
    const bytes = async (path: string) => (await (await app.request(path, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()).byteLength;
    console.log(`before: GET /api/transaction/?portfolio_id= ${(await bytes(`/api/transaction/?portfolio_id=${portfolioId}`)).toLocaleString('en-US')} bytes`);
    console.log(`after:  GET /api/portfolio/{id}/overview ${(await bytes(`/api/portfolio/${portfolioId}/overview`)).toLocaleString('en-US')} bytes`);
    console.log(`        GET /api/transaction/?portfolio_id=&limit=25 (the transactions page) ${(await bytes(`/api/transaction/?portfolio_id=${portfolioId}&limit=25`)).toLocaleString('en-US')} bytes`);
    await market.settle();
  }
  await db.close();
}
