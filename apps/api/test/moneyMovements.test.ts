import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioMoneyView, PortfolioReturns, Transaction } from '@pt/api';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { createSampleFx } from '../src/investing/fxRates';
import { sampleMarketData } from '../src/investing/sampleMarketData';

// Every money movement and the base currency through the API (product §10.21-§10.23): a EUR portfolio
// pays for a US share from its euros, keeps the dividend's dollars net of tax, counts a split, refuses a
// withdrawal beyond its cash, moves money to another portfolio, and explains its return to the cent.
let t: TestApp;
let m: Awaited<ReturnType<TestApp['member']>>;
let eur: string;
let other: string;

const fx = createSampleFx();
/** EUR per US dollar on a day, from the same sample rates the server reads. */
const eurPerUsd = async (day: string) => (await fx.perUsd('EUR', day, day)).at(-1)!.rate;
const close = (symbol: string, day: string) => sampleMarketData.history(symbol, day, day)![0]!.close;
const cents = (x: number) => Math.round(x * 100);

beforeAll(async () => {
  t = await makeTestApp();
  m = await t.member('money@example.com');
  eur = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Euro', currency: 'eur' } })).body.id);
  other = String((await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'Savings', currency: 'EUR' } })).body.id);
});
afterAll(async () => t.close());

const post = (body: Json, portfolio = eur) => t.req<Json>('POST', '/api/transaction', { token: m.token, body: { portfolio_id: portfolio, ...body } });

describe('a portfolio kept in euros', () => {
  it('takes its base currency at creation, changeable, from the currencies with exchange rates', async () => {
    expect((await t.req<Json>('GET', '/api/portfolio', { token: m.token })).body).toEqual(expect.arrayContaining([expect.objectContaining({ id: eur, currency: 'EUR' })]));
    const bad = await t.req<Json>('POST', '/api/portfolio', { token: m.token, body: { name: 'X', currency: 'XYZ' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'The base currency must be one of USD, EUR, GBP, CAD, CHF, JPY', field: 'currency' });
  });

  it('records every type, each in its currency, and pays a dollar purchase from the euros', async () => {
    const deposit = await post({ type: 'deposit', amount: 10_000, executed_at: '2026-05-04' });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ type: 'deposit', symbol: '', currency: 'EUR', amount: 10_000, quantity: 0, price: 0, fee: 0, tax: 0 });
    const buy = await post({ type: 'buy', symbol: 'aapl', quantity: 10, price: 200, fee: 1, executed_at: '2026-05-05' });
    expect(buy.body).toMatchObject({ symbol: 'AAPL', currency: 'USD', fee: 1 });
    expect((await post({ type: 'buy', symbol: 'AAPL', quantity: 1, price: 200, currency: 'EUR' })).body)
      .toEqual({ error: 'AAPL is priced in USD: its transactions are recorded in it', field: 'currency' });
    expect((await post({ type: 'dividend', symbol: 'AAPL', quantity: 10, price: 0.25, tax: 0.38, executed_at: '2026-05-11' })).status).toBe(201);
    expect((await post({ type: 'split', symbol: 'AAPL', split_ratio: '4:1', executed_at: '2026-05-12' })).body).toMatchObject({ type: 'split', split_ratio: 4 });
    expect((await post({ type: 'fee', amount: 5, executed_at: '2026-05-13' })).body).toMatchObject({ type: 'fee', currency: 'EUR', amount: 5 });
    expect((await post({ type: 'interest', amount: 1.2, tax: 0.3, executed_at: '2026-05-14' })).status).toBe(201);
  });

  it('counts a split in what can be sold', async () => {
    expect((await post({ type: 'sell', symbol: 'AAPL', quantity: 41, price: 50, executed_at: '2026-05-15' })).body.field).toBe('quantity');
    expect((await post({ type: 'sell', symbol: 'AAPL', quantity: 4, price: 50, executed_at: '2026-05-15' })).status).toBe(201);
  });

  it('refuses a withdrawal beyond the cash of its currency on its date', async () => {
    const r = await post({ type: 'withdrawal', amount: 9000, executed_at: '2026-05-20' });
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('amount');
    expect(String(r.body.error)).toMatch(/^You had €[\d,]+\.\d\d in EUR cash on May 20, 2026: you cannot take out more than that$/);
    expect((await post({ type: 'withdrawal', amount: 100, executed_at: '2026-05-20' })).status).toBe(201);
  });

  it('shows holdings in dollars and euros, and cash per currency, from the same rates as the market data', async () => {
    const view = (await t.req<PortfolioMoneyView>('GET', `/api/portfolio/${eur}/money`, { token: m.token })).body;
    expect(view.base_currency).toBe('EUR');
    const aapl = view.holdings.find((h) => h.symbol === 'AAPL')!;
    expect(aapl).toMatchObject({ currency: 'USD', quantity: 36, cost_local: cents(200 * 10 * 36 / 40) });
    expect(aapl.value).toBe(Math.round(aapl.value_local * aapl.rate));
    // Paid: $2,001.00 at the rate of May 5, taken from the euros; then a 5 euro fee, interest net of tax, 100 euros out.
    const paidEur = Math.round(200_100 * await eurPerUsd('2026-05-05'));
    const eurCash = view.cash.find((c) => c.currency === 'EUR')!;
    expect(eurCash.balance).toBe(1_000_000 - paidEur - 500 + 120 - 30 - 10_000);
    // Dollars: the dividend of $2.50 less $0.38 withheld, and the sale of 4 at $50.
    expect(view.cash.find((c) => c.currency === 'USD')!.balance).toBe(250 - 38 + 20_000);
    const s = view.summary;
    expect(s.total_value).toBe(s.holdings_value + s.cash_value);
    expect(s.total_return).toBe(s.price_effect + s.income - s.fees - s.taxes + s.currency_effect);
    expect(s).toMatchObject({ paid_in: 1_000_000, taken_out: 10_000, fees: Math.round(100 * await eurPerUsd('2026-05-05')) + 500 });
  });

  it('moves money to another portfolio of the member as one transfer, and deletes both sides together', async () => {
    const foreign = await t.member('stranger@example.com');
    const theirs = String((await t.req<Json>('POST', '/api/portfolio', { token: foreign.token, body: { name: 'Theirs' } })).body.id);
    expect((await post({ type: 'transfer_out', amount: 50, transfer_portfolio_id: theirs })).body).toEqual({ error: 'Choose one of your other portfolios', field: 'transfer_portfolio_id' });
    expect((await post({ type: 'transfer_out', amount: 50, transfer_portfolio_id: eur })).body.field).toBe('transfer_portfolio_id');
    const out = await post({ type: 'transfer_out', amount: 50, transfer_portfolio_id: other, executed_at: '2026-05-21' });
    expect(out.status).toBe(201);
    expect(out.body).toMatchObject({ type: 'transfer_out', portfolio_id: eur, transfer_portfolio_id: other, amount: 50, currency: 'EUR' });
    const inOther = (await t.req<Transaction[]>('GET', `/api/transaction/?portfolio_id=${other}`, { token: m.token })).body;
    expect(inOther).toEqual([expect.objectContaining({ type: 'transfer_in', transfer_portfolio_id: eur, amount: 50, transfer_id: out.body.transfer_id })]);
    // The other side's money can leave again, but not more than arrived.
    expect((await post({ type: 'withdrawal', amount: 50.01, executed_at: '2026-05-22' }, other)).body.field).toBe('amount');
    expect((await t.req('DELETE', `/api/transaction/${inOther[0]!.id}`, { token: m.token })).status).toBe(200);
    expect((await t.req<Transaction[]>('GET', `/api/transaction/?portfolio_id=${other}`, { token: m.token })).body).toEqual([]);
    const left = (await t.req<Transaction[]>('GET', `/api/transaction/?portfolio_id=${eur}`, { token: m.token })).body;
    expect(left.some((x) => x.id === out.body.id)).toBe(false);
  });

  it('explains the return of a range to the cent, each line with the transactions and prices behind it', async () => {
    const r = await t.req<PortfolioReturns>('GET', `/api/portfolio/${eur}/returns?range=3m`, { token: m.token });
    expect(r.status).toBe(200);
    const { breakdown, comparison } = r.body;
    const amount = (key: string) => breakdown.lines.find((l) => l.key === key)!.amount;
    const moved = breakdown.lines.reduce((sum, l) => sum + l.sign * l.amount, 0);
    expect(breakdown.starting_value + moved).toBe(breakdown.ending_value);
    expect(amount('deposits')).toBe(1_000_000);
    expect(amount('withdrawals')).toBe(10_000);
    expect(amount('interest')).toBe(120);
    expect(breakdown.lines.find((l) => l.key === 'dividends')!.entries).toEqual([
      expect.objectContaining({ date: '2026-05-11', symbol: 'AAPL', quantity: 10, price: 0.25, amount: 250, currency: 'USD', base_amount: Math.round(250 * await eurPerUsd('2026-05-11')) }),
    ]);
    const unrealised = breakdown.lines.find((l) => l.key === 'unrealised_gains')!.entries[0]!;
    expect(unrealised).toMatchObject({ symbol: 'AAPL', quantity: 36, price: close('AAPL', unrealised.price_date!), price_currency: 'USD' });
    expect(comparison.sentence.length).toBeGreaterThan(20);
    expect((await t.req<Json>('GET', `/api/portfolio/${eur}/returns?range=2Y`, { token: m.token })).body.field).toBe('range');
  });

  it('imports cash movements and splits from a file, and refuses transfers there', async () => {
    const rows = [
      { type: 'deposit', amount: 25, currency: 'USD', executed_at: '2026-05-25' },
      { type: 'split', symbol: 'AAPL', split_ratio: '1:2', executed_at: '2026-05-26' },
    ];
    const ok = await t.req<Json>('POST', '/api/transaction/import', { token: m.token, body: { portfolio_id: other, transactions: rows } });
    expect(ok.body).toEqual({ imported: 2, duplicates: 0 });
    const bad = await t.req<Json>('POST', '/api/transaction/import', { token: m.token, body: { portfolio_id: other, transactions: [{ type: 'transfer_in', amount: 5, transfer_portfolio_id: eur }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.rows).toEqual([{ index: 0, field: 'type', error: 'A transfer between portfolios is recorded one at a time, not imported' }]);
  });
});
