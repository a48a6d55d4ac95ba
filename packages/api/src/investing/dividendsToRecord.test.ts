import { describe, expect, it } from 'vitest';
import { dividendsToRecord } from './dividendsToRecord';
import { validateTransaction } from './validateTransaction';
import { tx } from '../../test/tx';

const history = [
  tx({ symbol: 'KO', type: 'buy', quantity: 100, price: 60, executed_at: '2026-01-05T15:00:00Z' }),
  tx({ symbol: 'KO', type: 'sell', quantity: 40, price: 62, executed_at: '2026-03-13T15:00:00Z' }), // on an ex-date: the shares were held before it
  tx({ symbol: 'JNJ', type: 'buy', quantity: 10, price: 150, executed_at: '2026-02-01T15:00:00Z' }),
  tx({ symbol: 'JNJ', type: 'dividend', quantity: 10, price: 1.24, executed_at: '2026-02-20T12:00:00Z' }),
];
const listed = [
  { symbol: 'ko', dividends: [{ date: '2025-12-12', amount: 0.485 }, { date: '2026-03-13', amount: 0.51 }, { date: '2026-06-12', amount: 0.51 }] },
  { symbol: 'JNJ', dividends: [{ date: '2026-02-20', amount: 1.24 }, { date: '2026-05-20', amount: 1.24 }] },
  { symbol: 'SPY', dividends: [{ date: '2026-03-20', amount: 1.7 }] },
];

describe('dividendsToRecord', () => {
  it('lists the dividends the holdings were paid and the portfolio has not recorded, on the shares held before the ex-date', () => {
    expect(dividendsToRecord(history, listed)).toEqual([
      { symbol: 'KO', type: 'dividend', quantity: 100, price: 0.51, executed_at: '2026-03-13' },
      { symbol: 'JNJ', type: 'dividend', quantity: 10, price: 1.24, executed_at: '2026-05-20' },
      { symbol: 'KO', type: 'dividend', quantity: 60, price: 0.51, executed_at: '2026-06-12' },
    ]);
  });

  it('gives transactions the rules accept on their date', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    const all = [...history];
    for (const d of dividendsToRecord(history, listed)) {
      expect(validateTransaction(d, { now, transactions: all }).ok).toBe(true);
      all.push(d);
    }
    expect(dividendsToRecord(all, listed)).toEqual([]);
  });
});
