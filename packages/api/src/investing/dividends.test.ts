import { describe, expect, it } from 'vitest';
import { NO_MONEY_FIELDS } from '../../test/moneyFields';
import fc from 'fast-check';
import { computeHoldings } from './computeHoldings';
import { applyTrade, EMPTY_POSITION } from './position';
import { valueSeries } from './valueSeries';
import { timeWeightedReturn } from './timeWeightedReturn';
import { moneyWeightedReturn, seriesCashFlows } from './moneyWeightedReturn';
import { validateTransaction, dividendLimitMessages, transactionMessages, sellLimitMessages } from './validateTransaction';
import { firstShortSell } from './shortSell';
import { planTransactionImport } from './planTransactionImport';
import type { PortfolioTransaction } from './portfolioTransaction';
import { closesArb, DAYS, dateAfter, historyWithDividendsArb, near } from '../../test/portfolioArbitraries';
import { tx } from '../../test/tx';

const now = new Date('2026-06-01T12:00:00Z');
const closes = { KO: [{ date: '2026-01-05', close: 60 }, { date: '2026-01-06', close: 60 }, { date: '2026-01-07', close: 60 }] };

describe('dividends in the portfolio math', () => {
  it('adds shares x cash per share to income and leaves the shares and their cost alone', () => {
    const held = applyTrade(EMPTY_POSITION, 'buy', 10, 60).position;
    expect(applyTrade(held, 'dividend', 10, 0.5)).toEqual({ position: { ...held, income: 5 }, traded: 10 });
    expect(applyTrade(held, 'dividend', 25, 0.5)).toEqual({ position: { ...held, income: 5 }, traded: 10 });
    expect(applyTrade(EMPTY_POSITION, 'dividend', 10, 0.5)).toEqual({ position: EMPTY_POSITION, traded: 0 });
  });

  it('counts a dividend as money the portfolio returned on its date: in the returns, not in the value', () => {
    const series = valueSeries([tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 60, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.6, executed_at: '2026-01-07T12:00:00Z' })], closes, '2026-01-04', '2026-01-07');
    expect(series.map((p) => [p.value, p.outflow])).toEqual([[0, 0], [600, 0], [600, 0], [600, 6]]);
    // Flat price, $6 paid on $600: the time-weighted return is 1 %.
    expect(timeWeightedReturn(series)).toBeCloseTo(0.01, 12);
    const flows = seriesCashFlows(series)!;
    expect(flows.flows).toEqual([{ date: '2026-01-05', amount: 600 }, { date: '2026-01-07', amount: -6 }]);
    expect(moneyWeightedReturn(flows.flows, flows.endValue)).toBeGreaterThan(0);
  });

  it("never values a holding at a dividend's cash per share", () => {
    // No close before Jan 5: the holding is valued at its buy's price, not at the dividend's 0.6.
    const series = valueSeries([tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 58, executed_at: '2026-01-02T15:00:00Z' }), tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.6, executed_at: '2026-01-03T12:00:00Z' })], closes, '2026-01-03', '2026-01-04');
    expect(series.map((p) => p.value)).toEqual([580, 580]);
  });

  it('holds the income per holding', () => {
    const [ko] = computeHoldings([tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 60, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-02-01T12:00:00Z' }), tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-05-01T12:00:00Z' })]);
    expect(ko).toMatchObject({ symbol: 'KO', quantity: 10, costBasis: 600, realisedGain: 0, income: 10 });
  });

  describe('properties', () => {
    it('total return = what came out (sales and dividends) + what is left - what went in', () => {
      fc.assert(fc.property(historyWithDividendsArb, (history) => {
        const quotes = ['AAA', 'BBB', 'CCC'].map((symbol) => ({ symbol, price: 50, change: 0, as_of: '2026-06-01T00:00:00Z' }));
        const holdings = computeHoldings(history, quotes);
        const held = new Map<string, number>();
        let moneyIn = 0, moneyOut = 0;
        for (const t of [...history].sort((a, b) => Date.parse(a.executed_at) - Date.parse(b.executed_at))) {
          const q = held.get(t.symbol) ?? 0;
          if (t.type === 'buy') {
            held.set(t.symbol, q + t.quantity);
            moneyIn += t.quantity * t.price;
          } else if (t.type === 'sell') {
            const traded = Math.min(q, t.quantity);
            held.set(t.symbol, q - traded <= 1e-9 ? 0 : q - traded);
            moneyOut += traded * t.price;
          } else moneyOut += Math.min(q, t.quantity) * t.price;
        }
        const value = holdings.reduce((s, h) => s + (h.value ?? 0), 0);
        const gains = holdings.reduce((s, h) => s + h.realisedGain + (h.unrealisedGain ?? 0) + h.income, 0);
        return Math.abs(gains - (moneyOut + value - moneyIn)) < 1e-6 * Math.max(1, moneyIn);
      }), { numRuns: 1000 });
    });

    it('a dividend changes no value of the series, only its outflows, and never lowers the time-weighted return', () => {
      fc.assert(fc.property(historyWithDividendsArb, closesArb, (history, c) => {
        const without = history.filter((t) => t.type !== 'dividend');
        const a = valueSeries(without, c, dateAfter(-1), dateAfter(DAYS - 1));
        const b = valueSeries(history, c, dateAfter(-1), dateAfter(DAYS - 1));
        if (!a.every((p, i) => near(p.value, b[i]!.value) && near(p.inflow, b[i]!.inflow) && b[i]!.outflow >= p.outflow - 1e-9)) return false;
        const [ra, rb] = [timeWeightedReturn(a), timeWeightedReturn(b)];
        return ra === null || rb === null || rb >= ra - 1e-9;
      }), { numRuns: 500 });
    });
  });
});

describe('dividends in the transaction rules', () => {
  const history = [tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 60, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'KO', type: 'sell', quantity: 4, price: 61, executed_at: '2026-03-02T15:00:00Z' })];
  const check = (input: Record<string, unknown>, transactions = history) => validateTransaction(input, { now, transactions });

  it('accepts a dividend on at most the shares held on its date', () => {
    expect(check({ symbol: 'ko', type: 'dividend', quantity: 10, price: '0.485', executed_at: '2026-02-01' })).toEqual({
      ok: true, value: { symbol: 'KO', type: 'dividend', quantity: 10, price: 0.485, executed_at: '2026-02-01T00:00:00.000Z', ...NO_MONEY_FIELDS },
    });
    expect(check({ symbol: 'KO', type: 'dividend', quantity: 6, price: 0.5, executed_at: '2026-04-01' }).ok).toBe(true);
  });

  it('refuses one on more shares than were held then, on none, or with no cash', () => {
    expect(check({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-04-01' })).toEqual({
      ok: false, fieldErrors: { quantity: dividendLimitMessages.heldLess(6, 'KO', 'Apr 01, 2026') },
    });
    expect(check({ symbol: 'KO', type: 'dividend', quantity: 1, price: 0.5, executed_at: '2026-01-02' })).toEqual({
      ok: false, fieldErrors: { quantity: dividendLimitMessages.heldNone('KO', 'Jan 02, 2026') },
    });
    expect(check({ symbol: 'KO', type: 'dividend', quantity: 1, price: 0, executed_at: '2026-02-01' })).toEqual({
      ok: false, fieldErrors: { price: transactionMessages.dividendNotPositive },
    });
    expect(check({ symbol: 'KO', type: 'interest', quantity: 1, price: 1 })).toMatchObject({ ok: false, fieldErrors: { amount: transactionMessages.amountRequired } });
    expect(check({ symbol: 'KO', type: 'coupon', quantity: 1, price: 1 })).toMatchObject({ ok: false, fieldErrors: { type: transactionMessages.typeInvalid } });
  });

  it('finds a dividend an edit or deletion would leave on more shares than were held', () => {
    const dividend = tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-02-01T12:00:00Z' });
    expect(firstShortSell([...history, dividend])).toBeNull();
    expect(firstShortSell([dividend])).toMatchObject({ transaction: dividend, held: 0, message: 'The dividend on 10 KO on Feb 01, 2026 would be paid on more than the 0 held then' });
  });

  it('imports dividend rows against the holding, and refuses a sale that would uncover a recorded one', () => {
    const rows = (list: PortfolioTransaction[]) => list.map((t) => ({ input: t }));
    const ok = planTransactionImport(rows([tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-02-01T12:00:00Z' }), tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 60, executed_at: '2026-01-05T15:00:00Z' })]), { now, existing: [] });
    expect(ok).toMatchObject({ errorCount: 0, newCount: 2 });
    const over = planTransactionImport(rows([tx({ symbol: 'KO', type: 'dividend', quantity: 11, price: 0.5, executed_at: '2026-02-01T12:00:00Z' })]), { now, existing: [tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 60, executed_at: '2026-01-05T15:00:00Z' })] });
    expect(over.errors).toEqual([{ index: 0, field: 'quantity', error: dividendLimitMessages.heldLess(10, 'KO', 'Feb 01, 2026') }]);
    const uncovering = planTransactionImport(rows([tx({ symbol: 'KO', type: 'sell', quantity: 5, price: 60, executed_at: '2026-01-20T15:00:00Z' })]), {
      now, existing: [tx({ symbol: 'KO', type: 'buy', quantity: 10, price: 60, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'KO', type: 'dividend', quantity: 10, price: 0.5, executed_at: '2026-02-01T12:00:00Z' })],
    });
    expect(uncovering.errors).toEqual([{ index: 0, field: 'quantity', error: sellLimitMessages.laterDividendNeeds(0, 'KO', 'Jan 20, 2026') }]);
  });
});
