// The portfolio workspace's demo member (screenshots, a Lighthouse run of /app), created by `seed:demo`.
import type { Db } from './db';
import { devDefaults } from './context';
import { withUserLock } from './db/userLock';
import { hashPassword } from './lib/crypto';
import { makeBilling } from './payments/billing';
import { localProvider } from './payments/provider';
import { marketData } from './investing/stocks';
import { findPortfolioIdByName, findUserIdByEmail, insertPortfolioAt, insertTradeInCurrency, insertVerifiedUser } from './db/queries/seeds';

/** On Premium, so its 8 holdings are within the plan (Free holds 5). */
export const DEMO_INVESTOR = { email: 'investor@portfoliotracker.local', password: 'investor-password-123', full_name: 'Demo Investor' };
export const DEMO_INVESTOR_PORTFOLIO = 'Core holdings';

const DAY_MS = 86_400_000;

/** The demo trades, days before `now`: eight holdings bought over two years, monthly additions, two partial sales. */
interface DemoTrade { daysAgo: number; symbol: string; type: 'buy' | 'sell'; quantity: number }

function demoTrades(): DemoTrade[] {
  const first: [string, number][] = [['VOO', 12], ['AAPL', 25], ['MSFT', 10], ['NVDA', 40], ['GOOGL', 20], ['JNJ', 15], ['KO', 40], ['AMZN', 12]];
  const trades = first.map(([symbol, quantity], i): DemoTrade => ({ daysAgo: 728 - i * 6, symbol, type: 'buy', quantity }));
  const monthly = ['VOO', 'AAPL', 'MSFT', 'VOO', 'GOOGL', 'AMZN'];
  for (let month = 1; month < 24; month++) {
    const symbol = monthly[month % monthly.length]!;
    trades.push({ daysAgo: 728 - month * 30, symbol, type: 'buy', quantity: symbol === 'VOO' ? 2 : 3 });
  }
  trades.push({ daysAgo: 300, symbol: 'NVDA', type: 'sell', quantity: 15 }, { daysAgo: 120, symbol: 'KO', type: 'sell', quantity: 10 });
  return trades;
}

/**
 * A verified member on Premium (yearly, paid with the local provider's test Visa, so renewals keep it
 * active) with one portfolio of 8 holdings and 33 trades over the two years up to `now`, each on a
 * weekday at 15:30 UTC at that day's sample close. Run again, it changes nothing.
 */
export async function seedDemoInvestor(db: Db, now: Date = new Date()): Promise<{ userId: string; portfolioId: string }> {
  const userId = (await findUserIdByEmail(db, DEMO_INVESTOR.email))
    ?? (await insertVerifiedUser(db, { email: DEMO_INVESTOR.email, fullName: DEMO_INVESTOR.full_name, passwordHash: await hashPassword(DEMO_INVESTOR.password) }));
  if (!userId) throw new Error('could not create the demo investor');
  const clock = { now: () => now };
  const billing = makeBilling({ db, mailer: { deliver: () => undefined }, clock, config: devDefaults(), log: () => undefined }, localProvider(clock.now));
  return withUserLock(db, userId, async (tx) => {
    if (!(await billing.current(userId, tx))) await billing.start(tx, 'premium', 'yearly', 'pm_card_visa');
    const existing = await findPortfolioIdByName(tx, userId, DEMO_INVESTOR_PORTFOLIO);
    if (existing) return { userId, portfolioId: existing };
    const portfolioId = await insertPortfolioAt(tx, {
      userId, name: DEMO_INVESTOR_PORTFOLIO, description: 'Index funds and large caps, topped up monthly.', currency: 'USD', createdAt: new Date(now.getTime() - 730 * DAY_MS),
    });
    for (const trade of demoTrades()) {
      let at = new Date(now.getTime() - trade.daysAgo * DAY_MS);
      while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at = new Date(at.getTime() - DAY_MS);
      at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 15, 30));
      const day = at.toISOString().slice(0, 10);
      const close = marketData.history(trade.symbol, day, day)?.[0]?.close;
      if (close === undefined) throw new Error(`no sample close for ${trade.symbol} on ${day}`);
      await insertTradeInCurrency(tx, {
        userId, portfolioId, symbol: trade.symbol, type: trade.type, quantity: trade.quantity, price: close, at, currency: marketData.instrument(trade.symbol)?.currency ?? 'USD',
      });
    }
    return { userId, portfolioId };
  });
}
