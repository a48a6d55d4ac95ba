import { afterAll, beforeAll, expect, it } from 'vitest';
import { computeHoldings, portfolioMoney } from '@pt/api';
import { migrate, type Db } from '../src/db';
import { databaseBefore } from './migratedBefore';
import { toTransaction, type TransactionRow } from '../src/investing/portfolioRows';

// Migration 013 keeps every transaction recorded before it meaning the same: buys, sells and dividends priced
// in US dollars (what the market data priced them in), with no fee, tax, amount, split or transfer; the
// holdings the money model computes from them are the ones the old math did.
let db: Db;
let close = async (): Promise<void> => undefined;

beforeAll(async () => {
  ({ db, close } = await databaseBefore('013'));
});
afterAll(async () => close());

it('existing buys, sells and dividends become US dollar transactions with nothing else, and value the same', async () => {
  const [user] = await db.query<{ id: string }>(`INSERT INTO users (email, full_name, password_hash) VALUES ('old@example.com', 'O', 'x') RETURNING id`);
  const [p] = await db.query<{ id: string }>(`INSERT INTO portfolios (user_id, name, currency) VALUES ($1, 'Old', 'USD') RETURNING id`, [user!.id]);
  await db.query(
    `INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at) VALUES
       ($1, $2, 'AAPL', 'buy', 10, 150.25, '2025-01-02T15:00:00Z'), ($1, $2, 'AAPL', 'sell', 4, 170, '2025-03-02T15:00:00Z'),
       ($1, $2, 'AAPL', 'dividend', 6, 0.25, '2025-04-02T15:00:00Z'), ($1, $2, 'MSFT', 'buy', 2.5, 400, '2025-05-02T15:00:00Z')`,
    [user!.id, p!.id],
  );
  expect(await migrate(db)).toContain('013_money_movements.sql');
  const rows = await db.query<TransactionRow>('SELECT * FROM transactions ORDER BY executed_at');
  const txs = rows.map(toTransaction);
  expect(txs.map((x) => [x.type, x.currency, x.amount, x.fee, x.tax, x.split_ratio, x.transfer_portfolio_id, x.transfer_id])).toEqual([
    ['buy', 'USD', 0, 0, 0, null, null, null], ['sell', 'USD', 0, 0, 0, null, null, null], ['dividend', 'USD', 0, 0, 0, null, null, null], ['buy', 'USD', 0, 0, 0, null, null, null],
  ]);
  // The same holdings, cost and realised gain in the money model as in the old math, to the cent.
  const quotes = [{ symbol: 'AAPL', price: 180, change: 1, as_of: '2025-06-02T20:00:00Z' }, { symbol: 'MSFT', price: 410, change: -2, as_of: '2025-06-02T20:00:00Z' }];
  const old = computeHoldings(txs, quotes);
  const money = portfolioMoney(txs, { baseCurrency: 'USD', quotes });
  expect(money.holdings.map((h) => [h.symbol, h.quantity, h.cost, h.value, h.realised_gain, h.income])).toEqual(
    old.map((h) => [h.symbol, h.quantity, Math.round(h.costBasis * 100), Math.round(h.value! * 100), Math.round(h.realisedGain * 100), Math.round(h.income * 100)]),
  );
  // A check that stays: a buy still needs shares.
  await expect(db.query(`INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at) VALUES ($1, $2, 'X', 'buy', 0, 1, now())`, [user!.id, p!.id])).rejects.toThrow();
});
