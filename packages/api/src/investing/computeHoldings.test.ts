import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeHoldings, withQuotes, type Holding } from './computeHoldings';
import { near, priceArb, quantityArb, SYMBOLS, transactionsArb } from '../../test/portfolioArbitraries';
import { tx } from '../../test/tx';

const quote = (symbol: string, price: number, change: number, as_of = '2026-06-01T11:45:00Z') => ({ symbol, name: `${symbol} Inc.`, price, change, as_of, delayed_minutes: 15 });
const quotesArb = fc.tuple(...SYMBOLS.map(() => fc.tuple(priceArb, fc.integer({ min: -500, max: 500 }).map((c) => c / 100))))
  .map((xs) => xs.map(([price, change], i) => quote(SYMBOLS[i]!, price + Math.abs(change), change)));
const position = (h: Holding | undefined) => h && { quantity: h.quantity, costBasis: h.costBasis, realisedGain: h.realisedGain, invested: h.invested };
const samePositions = (a: Holding[], b: Holding[]) =>
  a.length === b.length && a.every((h, i) => {
    const o = b[i]!;
    return h.symbol === o.symbol && near(h.quantity, o.quantity) && near(h.costBasis, o.costBasis) && near(h.realisedGain, o.realisedGain) && near(h.invested, o.invested);
  });

describe('computeHoldings', () => {
  it('averages the cost of buys; a sell realises against the average and leaves it unchanged', () => {
    const [h] = computeHoldings([
      tx({ symbol: 'AAPL', type: 'sell', quantity: 5, price: 130, executed_at: '2026-03-01T15:00:00Z' }), // listed first, executed last
      tx({ symbol: 'AAPL', type: 'buy', quantity: 10, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'buy', quantity: 10, price: 120, executed_at: '2026-02-02T15:00:00Z' }),
    ], [quote('AAPL', 140, 2)]);
    expect(h).toEqual({
      symbol: 'AAPL', quantity: 15, averageCost: 110, costBasis: 1650, realisedGain: 100, invested: 2200, income: 0,
      name: 'AAPL Inc.', price: 140, value: 2100, dayChange: 30, dayChangeRatio: 2 / 138,
      unrealisedGain: 450, unrealisedGainRatio: 450 / 1650, weight: 1, asOf: '2026-06-01T11:45:00Z', delayedMinutes: 15,
      currency: 'USD', provider: null, exchange: null, stale: false, staleMessage: null,
    });
  });

  it('carries the quote’s currency, source and staleness; weighs only the holdings in the portfolio’s currency (product §13.7)', () => {
    const holdings = computeHoldings([
      tx({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'VWRL.L', type: 'buy', quantity: 1, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
    ], [
      { ...quote('AAPL', 200, 1), currency: 'USD', provider: 'Sample data', exchange: 'XNAS', stale: true, stale_message: 'Sample data did not answer' },
      { ...quote('VWRL.L', 110, 1), currency: 'GBP', provider: 'Sample data', exchange: 'XLON' },
    ]);
    expect(holdings.map((h) => [h.symbol, h.currency, h.weight, h.stale, h.staleMessage, h.provider])).toEqual([
      ['AAPL', 'USD', 1, true, 'Sample data did not answer', 'Sample data'],
      ['VWRL.L', 'GBP', null, false, null, 'Sample data'],
    ]);
  });

  it('keeps closed positions for their realised gain, weighs by value, and leaves market fields null without a quote', () => {
    const holdings = computeHoldings([
      tx({ symbol: 'ko', type: 'buy', quantity: 2, price: 50, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'KO', type: 'sell', quantity: 2, price: 60, executed_at: '2026-01-06T15:00:00Z' }),
      tx({ symbol: 'MSFT', type: 'buy', quantity: 1, price: 300, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'SPY', type: 'buy', quantity: 3, price: 100, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'ZZZ', type: 'buy', quantity: 4, price: 10, executed_at: '2026-01-05T15:00:00Z' }),
    ], [quote('MSFT', 300, 0), quote('SPY', 100, -1), quote('KO', 70, 1)]);
    expect(holdings.map((h) => h.symbol)).toEqual(['KO', 'MSFT', 'SPY', 'ZZZ']);
    expect(holdings[0]).toMatchObject({ quantity: 0, averageCost: null, costBasis: 0, realisedGain: 20, value: 0, weight: 0, unrealisedGainRatio: null });
    expect(holdings[1]!.weight).toBe(0.5);
    expect(holdings[2]).toMatchObject({ weight: 0.5, dayChange: -3, dayChangeRatio: -1 / 101 });
    expect(holdings[3]).toMatchObject({ quantity: 4, averageCost: 10, price: null, value: null, dayChange: null, unrealisedGain: null, weight: null, name: null });
  });

  it('caps a sell at the quantity held, and ignores zero quantities and unparsable dates', () => {
    const [h] = computeHoldings([
      tx({ symbol: 'AAPL', type: 'buy', quantity: 3, price: 10, executed_at: '2026-01-05T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'sell', quantity: 5, price: 12, executed_at: '2026-01-06T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'buy', quantity: 0, price: 99, executed_at: '2026-01-07T15:00:00Z' }),
      tx({ symbol: 'AAPL', type: 'buy', quantity: 9, price: 99, executed_at: 'not a date' }),
    ]);
    expect(h).toMatchObject({ quantity: 0, costBasis: 0, realisedGain: 6, invested: 30 });
  });

  it('orders transactions at the same time by created_at', () => {
    const at = '2026-01-05T15:00:00Z';
    const [h] = computeHoldings([
      tx({ symbol: 'AAPL', type: 'sell', quantity: 1, price: 20, executed_at: at, created_at: '2026-01-05T15:00:02Z' }),
      tx({ symbol: 'AAPL', type: 'buy', quantity: 1, price: 10, executed_at: at, created_at: '2026-01-05T15:00:01Z' }),
    ]);
    expect(h).toMatchObject({ quantity: 0, realisedGain: 10 });
  });

  describe('properties', () => {
    it('a buy then an equal sell leaves nothing but the realised gain, and touches no other symbol', () => {
      fc.assert(fc.property(transactionsArb, quantityArb, priceArb, priceArb, (all, q, buyPrice, sellPrice) => {
        const others = all.filter((t) => t.symbol !== 'AAA');
        const later = '2026-03-01T12:00:00.000Z';
        const after = computeHoldings([...others, tx({ symbol: 'AAA', type: 'buy', quantity: q, price: buyPrice, executed_at: later }), tx({ symbol: 'AAA', type: 'sell', quantity: q, price: sellPrice, executed_at: later })]);
        const aaa = after.find((h) => h.symbol === 'AAA')!;
        return aaa.quantity === 0 && aaa.costBasis === 0 && aaa.averageCost === null && near(aaa.realisedGain, q * (sellPrice - buyPrice))
          && samePositions(after.filter((h) => h.symbol !== 'AAA'), computeHoldings(others));
      }), { numRuns: 1000 });
    });

    it('splitting a buy in two changes nothing', () => {
      fc.assert(fc.property(transactionsArb, fc.nat(), fc.integer({ min: 1, max: 99 }), (history, pick, percent) => {
        const buys = history.flatMap((t, i) => (t.type === 'buy' ? [i] : []));
        if (!buys.length) return true;
        const i = buys[pick % buys.length]!;
        const whole = history[i]!;
        const first = whole.quantity * (percent / 100);
        const split = [...history.slice(0, i), { ...whole, quantity: first }, { ...whole, quantity: whole.quantity - first }, ...history.slice(i + 1)];
        return samePositions(computeHoldings(history), computeHoldings(split));
      }), { numRuns: 1000 });
    });

    it('adding a zero transaction changes nothing', () => {
      fc.assert(fc.property(transactionsArb, fc.nat(), fc.constantFrom('buy' as const, 'sell' as const), priceArb, (history, at, type, price) => {
        const zero = { ...(history[at % Math.max(1, history.length)] ?? tx({ symbol: 'AAPL', type: 'buy', quantity: 0, price: 1, executed_at: '2026-01-02T00:00:00Z' })), type, price, quantity: 0 };
        return samePositions(computeHoldings(history), computeHoldings([...history.slice(0, at % (history.length + 1)), zero, ...history.slice(at % (history.length + 1))]));
      }), { numRuns: 1000 });
    });

    it('realised + unrealised gain = what came out + what is left - what went in', () => {
      fc.assert(fc.property(transactionsArb, quotesArb, (history, quotes) => {
        const holdings = computeHoldings(history, quotes);
        // Replay the flows with the same cap on sells, independently of the average-cost bookkeeping.
        const held = new Map<string, number>();
        let moneyIn = 0, moneyOut = 0;
        for (const t of [...history].sort((a, b) => Date.parse(a.executed_at) - Date.parse(b.executed_at))) {
          const q = held.get(t.symbol) ?? 0;
          const traded = t.type === 'buy' ? t.quantity : Math.min(q, t.quantity);
          held.set(t.symbol, t.type === 'buy' ? q + traded : q - traded <= 1e-9 ? 0 : q - traded);
          if (t.type === 'buy') moneyIn += traded * t.price;
          else moneyOut += traded * t.price;
        }
        const value = holdings.reduce((s, h) => s + (h.value ?? 0), 0);
        const gains = holdings.reduce((s, h) => s + h.realisedGain + (h.unrealisedGain ?? 0), 0);
        return near(gains, moneyOut + value - moneyIn, 1e-9) || Math.abs(gains - (moneyOut + value - moneyIn)) < 1e-6;
      }), { numRuns: 1000 });
    });

    it('never holds a negative quantity, and a partial sell keeps the average cost', () => {
      fc.assert(fc.property(transactionsArb, quantityArb, priceArb, (history, fraction, price) => {
        const holdings = computeHoldings(history);
        if (holdings.some((h) => h.quantity < 0 || h.costBasis < -1e-9)) return false;
        const open = holdings.find((h) => h.quantity > 0);
        if (!open) return true;
        const q = open.quantity * (Math.min(fraction, 999) / 1000);
        const [after] = computeHoldings([...history, tx({ symbol: open.symbol, type: 'sell', quantity: q, price, executed_at: '2026-03-01T12:00:00Z' })]).filter((h) => h.symbol === open.symbol);
        return near(after!.averageCost!, open.averageCost!, 1e-9) && near(after!.realisedGain - open.realisedGain, q * (price - open.averageCost!), 1e-9);
      }), { numRuns: 1000 });
    });

    it('holdings computed without quotes and valued later equal holdings computed at the quotes', () => {
      fc.assert(fc.property(transactionsArb, quotesArb, (history, quotes) => {
        expect(withQuotes(computeHoldings(history), quotes)).toEqual(computeHoldings(history, quotes));
      }), { numRuns: 500 });
    });

    it('the weights of the quoted holdings sum to 1', () => {
      fc.assert(fc.property(transactionsArb, quotesArb, (history, quotes) => {
        const holdings = computeHoldings(history, quotes);
        if (!holdings.some((h) => (h.value ?? 0) > 0)) return holdings.every((h) => h.weight === null);
        return near(holdings.reduce((s, h) => s + (h.weight ?? 0), 0), 1, 1e-12);
      }), { numRuns: 1000 });
    });
  });

  it('keeps position fields equal to a plain replay for a simple history', () => {
    const h = computeHoldings([tx({ symbol: 'AAPL', type: 'buy', quantity: 0.1, price: 10, executed_at: '2026-01-05T15:00:00Z' }), tx({ symbol: 'AAPL', type: 'buy', quantity: 0.2, price: 10, executed_at: '2026-01-05T16:00:00Z' }), tx({ symbol: 'AAPL', type: 'sell', quantity: 0.3, price: 11, executed_at: '2026-01-06T15:00:00Z' })])[0];
    // 0.1 + 0.2 is 0.30000000000000004: the sell of 0.3 still closes the position.
    expect(position(h)).toEqual({ quantity: 0, costBasis: 0, realisedGain: expect.closeTo(0.3, 12), invested: expect.closeTo(3, 12) });
  });
});
