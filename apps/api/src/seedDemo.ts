// pnpm --filter @pt/api-server seed:demo
// Creates a demo approved affiliate with links, coupons, clicks, milestones, a commission ledger with
// payouts (seedDemoLedger.ts) and a portfolio with holdings; and the demo investor of
// seedDemoInvestor.ts (idempotent).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from './config';
import { systemClock } from './context';
import { openDb, type Db } from './db';
import { hashPassword } from './lib/crypto';
import { marketData } from './investing/stocks';
import { activateAffiliate } from './affiliate/profiles';
import { seedBase } from './seed';
import { DEMO_INVESTOR, DEMO_INVESTOR_PORTFOLIO, seedDemoInvestor } from './seedDemoInvestor';
import { seedDemoLedger } from './seedDemoLedger';

export const DEMO_AFFILIATE = { email: 'affiliate@portfoliotracker.local', password: 'affiliate-password-123', full_name: 'Demo Affiliate' };

/** The demo member's portfolio: five holdings (the Free plan's limit) bought over three years, and one sale. */
export const DEMO_PORTFOLIO = {
  name: 'Long-term',
  description: 'Demo portfolio: index funds and large caps, bought over three years.',
  transactions: [
    { symbol: 'SPY', type: 'buy', quantity: 10, date: '2022-01-03' },
    { symbol: 'AAPL', type: 'buy', quantity: 15, date: '2022-03-01' },
    { symbol: 'MSFT', type: 'buy', quantity: 8, date: '2022-06-01' },
    { symbol: 'NVDA', type: 'buy', quantity: 20, date: '2023-02-01' },
    { symbol: 'KO', type: 'buy', quantity: 30, date: '2023-09-05' },
    { symbol: 'AAPL', type: 'sell', quantity: 5, date: '2024-05-01' },
    { symbol: 'SPY', type: 'buy', quantity: 5, date: '2024-11-01' },
  ],
} as const;

/** Adds the demo portfolio once, each trade at the sample market data's close of its day. */
async function seedDemoPortfolio(db: Db, userId: string): Promise<void> {
  const existing = await db.query('SELECT 1 FROM portfolios WHERE user_id = $1 AND name = $2', [userId, DEMO_PORTFOLIO.name]);
  if (existing.length > 0) return;
  await db.transaction(async (tx) => {
    const portfolio = (await tx.query<{ id: string }>(
      'INSERT INTO portfolios (user_id, name, description) VALUES ($1, $2, $3) RETURNING id',
      [userId, DEMO_PORTFOLIO.name, DEMO_PORTFOLIO.description],
    ))[0];
    for (const t of DEMO_PORTFOLIO.transactions) {
      const close = marketData.history(t.symbol, t.date, t.date)?.[0]?.close;
      if (close === undefined) throw new Error(`no sample close for ${t.symbol} on ${t.date}`);
      await tx.query(
        'INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [userId, portfolio?.id, t.symbol, t.type, t.quantity, close, `${t.date}T20:00:00.000Z`],
      );
    }
  });
}

export async function seedDemo(db: Db): Promise<{ userId: string; affiliateId: string }> {
  const now = new Date();
  let user = (await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [DEMO_AFFILIATE.email]))[0];
  if (!user) {
    user = (await db.query<{ id: string }>(
      `INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ($1, $2, $3, true) RETURNING id`,
      [DEMO_AFFILIATE.email, DEMO_AFFILIATE.full_name, await hashPassword(DEMO_AFFILIATE.password)],
    ))[0];
  }
  if (!user) throw new Error('could not create the demo user');
  const userId = user.id;
  await db.query(
    `INSERT INTO affiliate_applications (user_id, full_name, email, phone, website, location, audience_size, marketing_channels,
       experience_description, motivation, status, reviewer_notes, reviewed_at)
     VALUES ($1, $2, $3, '+1 555 0100', 'https://example.com', 'New York, USA', '10k_50k', '["youtube","blog"]'::jsonb,
       'Five years of personal finance videos and a weekly newsletter about long-term investing.',
       'I use the app myself and my audience keeps asking which tracker I use.', 'approved', 'Demo account', $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, DEMO_AFFILIATE.full_name, DEMO_AFFILIATE.email, now],
  );
  const affiliateId = await db.transaction((tx) => activateAffiliate(tx, userId));
  const hasLinks = (await db.query('SELECT 1 FROM affiliate_links WHERE affiliate_id = $1 LIMIT 1', [affiliateId])).length > 0;
  if (!hasLinks) {
    const links = [
      { name: 'YouTube description', commission: 30, discount: 10, clicks: 37 },
      { name: 'Newsletter', commission: 25, discount: 15, clicks: 12 },
      { name: 'Old blog post', commission: 30, discount: 0, clicks: 4, inactive: true },
    ];
    for (const l of links) {
      const row = (await db.query<{ id: string }>(
        'INSERT INTO affiliate_links (affiliate_id, name, commission_rate, discount_rate, clicks, is_active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [affiliateId, l.name, l.commission, l.discount, l.clicks, !l.inactive],
      ))[0];
      for (let i = 0; i < l.clicks; i++) {
        await db.query('INSERT INTO clicks (link_id, visitor_hash, created_at) VALUES ($1, $2, $3)', [row?.id, `demo-${i}`, new Date(now.getTime() - i * 3_600_000)]);
      }
    }
    for (const c of [
      { code: 'DEMO10', commission: 30, discount: 10, uses: 5 },
      { code: 'WELCOME20', commission: 20, discount: 20, uses: 2 },
    ]) {
      await db.query('INSERT INTO coupons (affiliate_id, code, commission_rate, discount_rate, uses) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [affiliateId, c.code, c.commission, c.discount, c.uses]);
    }
    const totalClicks = links.reduce((s, l) => s + l.clicks, 0);
    await db.query('UPDATE affiliate_profiles SET total_clicks = $2, points = $3 WHERE id = $1', [affiliateId, totalClicks, Math.floor(totalClicks / 10)]);
  }
  await seedDemoLedger(db, affiliateId, now);
  await seedDemoPortfolio(db, userId);
  return { userId, affiliateId };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || fileURLToPath(new URL('../.data/pglite', import.meta.url));
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
  await seedBase({ db, mailer: { deliver: () => undefined }, clock: systemClock, config: configFromEnv() });
  const r = await seedDemo(db);
  await seedDemoInvestor(db);
  await db.close();
  console.log(`Demo affiliate ready, with the portfolio '${DEMO_PORTFOLIO.name}': ${DEMO_AFFILIATE.email} / ${DEMO_AFFILIATE.password} (affiliate id ${r.affiliateId})`);
  console.log(`Demo investor ready, on Premium with the portfolio '${DEMO_INVESTOR_PORTFOLIO}': ${DEMO_INVESTOR.email} / ${DEMO_INVESTOR.password}`);
}
