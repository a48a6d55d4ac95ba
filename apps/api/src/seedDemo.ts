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
import {
  affiliateHasLinks, findPortfolioIdByName, findUserIdByEmail, insertApprovedDemoApplication, insertDemoClick, insertDemoCoupon, insertDemoLink,
  insertPortfolio, insertTrade, insertVerifiedUser, setAffiliateClicksAndPoints,
} from './db/queries/seeds';
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
  if (await findPortfolioIdByName(db, userId, DEMO_PORTFOLIO.name)) return;
  await db.transaction(async (tx) => {
    const portfolioId = await insertPortfolio(tx, { userId, name: DEMO_PORTFOLIO.name, description: DEMO_PORTFOLIO.description });
    for (const t of DEMO_PORTFOLIO.transactions) {
      const close = marketData.history(t.symbol, t.date, t.date)?.[0]?.close;
      if (close === undefined) throw new Error(`no sample close for ${t.symbol} on ${t.date}`);
      await insertTrade(tx, {
        userId, portfolioId: portfolioId ?? undefined, symbol: t.symbol, type: t.type, quantity: t.quantity, price: close, executedAt: `${t.date}T20:00:00.000Z`,
      });
    }
  });
}

export async function seedDemo(db: Db): Promise<{ userId: string; affiliateId: string }> {
  const now = new Date();
  const userId = (await findUserIdByEmail(db, DEMO_AFFILIATE.email))
    ?? (await insertVerifiedUser(db, { email: DEMO_AFFILIATE.email, fullName: DEMO_AFFILIATE.full_name, passwordHash: await hashPassword(DEMO_AFFILIATE.password) }));
  if (!userId) throw new Error('could not create the demo user');
  await insertApprovedDemoApplication(db, { userId, fullName: DEMO_AFFILIATE.full_name, email: DEMO_AFFILIATE.email, now });
  const affiliateId = await db.transaction((tx) => activateAffiliate(tx, userId));
  if (!(await affiliateHasLinks(db, affiliateId))) {
    const links = [
      { name: 'YouTube description', commission: 30, discount: 10, clicks: 37 },
      { name: 'Newsletter', commission: 25, discount: 15, clicks: 12 },
      { name: 'Old blog post', commission: 30, discount: 0, clicks: 4, inactive: true },
    ];
    for (const l of links) {
      const linkId = await insertDemoLink(db, { affiliateId, name: l.name, commission: l.commission, discount: l.discount, clicks: l.clicks, active: !l.inactive });
      for (let i = 0; i < l.clicks; i++) {
        await insertDemoClick(db, linkId, `demo-${i}`, new Date(now.getTime() - i * 3_600_000));
      }
    }
    for (const c of [
      { code: 'DEMO10', commission: 30, discount: 10, uses: 5 },
      { code: 'WELCOME20', commission: 20, discount: 20, uses: 2 },
    ]) {
      await insertDemoCoupon(db, { affiliateId, ...c });
    }
    const totalClicks = links.reduce((s, l) => s + l.clicks, 0);
    await setAffiliateClicksAndPoints(db, affiliateId, totalClicks, Math.floor(totalClicks / 10));
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
