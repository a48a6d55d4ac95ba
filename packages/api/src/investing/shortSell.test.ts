import { describe, expect, it } from 'vitest';
import { firstShortSell } from './shortSell';

const tx = (id: string, type: 'buy' | 'sell', quantity: number, executed_at: string, symbol = 'AAPL') => ({ id, symbol, type, quantity, price: 10, executed_at });

describe('firstShortSell', () => {
  it('is null while every sell is covered on its date', () => {
    expect(firstShortSell([tx('s', 'sell', 10, '2026-02-01T00:00:00Z'), tx('b', 'buy', 10, '2026-01-01T00:00:00Z')])).toBeNull();
    expect(firstShortSell([])).toBeNull();
  });

  it('names the first sell left short once a buy is removed, made smaller or moved after it', () => {
    const sell = tx('s', 'sell', 6, '2026-02-02T15:00:00Z');
    const short = firstShortSell([sell, tx('b', 'buy', 4, '2026-01-01T00:00:00Z'), tx('m', 'buy', 100, '2026-01-01T00:00:00Z', 'MSFT')]);
    expect(short).toMatchObject({ transaction: { id: 's' }, symbol: 'AAPL', held: 4, message: 'The sale of 6 AAPL on Feb 02, 2026 would sell more than the 4 held then' });
    expect(firstShortSell([sell, tx('b', 'buy', 10, '2026-03-01T00:00:00Z')])?.transaction.id).toBe('s');
  });
});
