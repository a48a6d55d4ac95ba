import { describe, expect, it } from 'vitest';
import { NO_MONEY_FIELDS } from '../../test/moneyFields';
import fc from 'fast-check';
import { validateTransaction, transactionMessages as m } from './validateTransaction';
import { computeHoldings } from './computeHoldings';
import type { PortfolioTransaction } from './portfolioTransaction';
import { transactionsArb } from '../../test/portfolioArbitraries';
import { tx } from '../../test/tx';

const now = new Date('2026-06-01T12:00:00Z');
const history = [tx({ symbol: 'AAPL', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'AAPL', type: 'sell', quantity: 4, price: 100, executed_at: '2026-03-02T15:00:00Z' }), tx({ symbol: 'MSFT', type: 'buy', quantity: 100, price: 100, executed_at: '2026-01-05T15:00:00Z' })];
const valid = { symbol: ' aapl ', type: 'sell', quantity: '2.5', price: '101.25', executed_at: '2026-02-02T15:00:00Z' };
const errorsOf = (input: Record<string, unknown>, transactions = history) => {
  const r = validateTransaction(input, { now, transactions });
  return r.ok ? {} : r.fieldErrors;
};

describe('validateTransaction', () => {
  it('gives the checked transaction, numbers parsed and the symbol in upper case', () => {
    expect(validateTransaction(valid, { now, transactions: history })).toEqual({
      ok: true, value: { symbol: 'AAPL', type: 'sell', quantity: 2.5, price: 101.25, executed_at: '2026-02-02T15:00:00.000Z', ...NO_MONEY_FIELDS },
    });
    expect(validateTransaction({ symbol: 'BRK.B', type: 'buy', quantity: 1, price: 0 }, { now })).toEqual({
      ok: true, value: { symbol: 'BRK.B', type: 'buy', quantity: 1, price: 0, executed_at: now.toISOString(), ...NO_MONEY_FIELDS },
    });
  });

  it('names each invalid field in plain English', () => {
    expect(errorsOf({})).toEqual({ symbol: m.symbolRequired, type: m.typeInvalid, quantity: m.quantityRequired, price: m.priceRequired });
    expect(errorsOf({ symbol: 'APPLE INC', type: 'hold', quantity: 'ten', price: '$5', executed_at: 'soon' })).toEqual({
      symbol: m.symbolInvalid, type: m.typeInvalid, quantity: m.quantityNotNumber, price: m.priceNotNumber, executed_at: m.dateInvalid,
    });
    expect(errorsOf({ ...valid, type: 'buy', quantity: 0, price: -0.01 })).toEqual({ quantity: m.quantityNotPositive, price: m.priceNegative });
    expect(errorsOf({ ...valid, type: 'buy', quantity: -1, price: 2e9 })).toEqual({ quantity: m.quantityNotPositive, price: m.priceTooLarge });
    expect(errorsOf({ ...valid, type: 'buy', quantity: Number.POSITIVE_INFINITY })).toEqual({ quantity: m.quantityNotNumber });
  });

  it('refuses a future date, allowing a minute of clock difference', () => {
    expect(errorsOf({ ...valid, type: 'buy', executed_at: '2026-06-01T12:01:00Z' })).toEqual({});
    expect(errorsOf({ ...valid, type: 'buy', executed_at: '2026-06-01T12:01:01Z' })).toEqual({ executed_at: m.dateInFuture });
    expect(errorsOf({ ...valid, type: 'buy', executed_at: '2026-06-02' })).toEqual({ executed_at: m.dateInFuture });
    expect(errorsOf({ ...valid, type: 'buy', executed_at: '2026-06-01' })).toEqual({});
  });

  it('refuses a sell larger than the holding on its date', () => {
    expect(errorsOf({ ...valid, quantity: 11 })).toEqual({ quantity: 'You held 10 AAPL on Feb 02, 2026: you cannot sell more than that' });
    expect(errorsOf({ ...valid, quantity: 1, executed_at: '2026-01-02T15:00:00Z' })).toEqual({ quantity: 'You held no AAPL on Jan 02, 2026' });
    expect(errorsOf({ ...valid, quantity: 6 })).toEqual({});
    expect(errorsOf({ ...valid, quantity: 6, executed_at: '2026-05-01T15:00:00Z' })).toEqual({});
    expect(errorsOf({ ...valid, quantity: 6.5, executed_at: '2026-05-01T15:00:00Z' })).toEqual({ quantity: 'You held 6 AAPL on May 01, 2026: you cannot sell more than that' });
  });

  it('keeps enough for later sells when a sell goes into the past', () => {
    expect(errorsOf({ ...valid, quantity: 7 })).toEqual({ quantity: 'Only 6 AAPL can be sold on Feb 02, 2026: later sales need the rest' });
  });

  it('allows selling exactly what fractional buys add up to', () => {
    const fractions = [tx({ symbol: 'AAPL', type: 'buy', quantity: 0.1, price: 100, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'AAPL', type: 'buy', quantity: 0.2, price: 100, executed_at: '2026-01-06T15:00:00Z' })];
    expect(errorsOf({ ...valid, quantity: 0.3 }, fractions)).toEqual({});
    expect(errorsOf({ ...valid, quantity: 0.3000001 }, fractions).quantity).toContain('You held 0.3 AAPL');
  });

  it('accepts every sell that leaves no point of the history short, and refuses one a share larger', () => {
    fc.assert(fc.property(transactionsArb, fc.integer({ min: 0, max: 39 }), (txs, day) => {
      // Only histories the server would have accepted: replaying never sells more than held.
      const accepted: PortfolioTransaction[] = [];
      for (const t of [...txs].sort((a, b) => Date.parse(a.executed_at) - Date.parse(b.executed_at))) {
        if (validateTransaction(t, { now, transactions: accepted }).ok) accepted.push(t);
      }
      const at = new Date(Date.parse('2026-01-01T23:59:00Z') + day * 86_400_000).toISOString();
      const upTo = computeHoldings(accepted.filter((t) => t.executed_at <= at)).find((h) => h.symbol === 'AAA')?.quantity ?? 0;
      const later = accepted.filter((t) => t.symbol === 'AAA' && t.executed_at > at);
      let held = upTo, fewest = upTo;
      for (const t of later) fewest = Math.min(fewest, (held += t.type === 'buy' ? t.quantity : -t.quantity));
      const sell = (quantity: number) => validateTransaction({ symbol: 'AAA', type: 'sell', quantity, price: 1, executed_at: at }, { now, transactions: accepted }).ok;
      return (fewest <= 1e-9 || sell(fewest)) && !sell(fewest + 1);
    }), { numRuns: 500 });
  });
});
