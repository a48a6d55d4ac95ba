import { describe, expect, it } from 'vitest';
import { firstShortSell } from './shortSell';
import { tx } from '../../test/tx';

describe('firstShortSell', () => {
  it('is null while every sell is covered on its date', () => {
    expect(firstShortSell([tx({ id: 's', symbol: 'AAPL', type: 'sell', quantity: 10, price: 10, executed_at: '2026-02-01T00:00:00Z' }), tx({ id: 'b', symbol: 'AAPL', type: 'buy', quantity: 10, price: 10, executed_at: '2026-01-01T00:00:00Z' })])).toBeNull();
    expect(firstShortSell([])).toBeNull();
  });

  it('names the first sell left short once a buy is removed, made smaller or moved after it', () => {
    const sell = tx({ id: 's', symbol: 'AAPL', type: 'sell', quantity: 6, price: 10, executed_at: '2026-02-02T15:00:00Z' });
    const short = firstShortSell([sell, tx({ id: 'b', symbol: 'AAPL', type: 'buy', quantity: 4, price: 10, executed_at: '2026-01-01T00:00:00Z' }), tx({ id: 'm', symbol: 'MSFT', type: 'buy', quantity: 100, price: 10, executed_at: '2026-01-01T00:00:00Z' })]);
    expect(short).toMatchObject({ transaction: { id: 's' }, symbol: 'AAPL', held: 4, message: 'The sale of 6 AAPL on Feb 02, 2026 would sell more than the 4 held then' });
    expect(firstShortSell([sell, tx({ id: 'b', symbol: 'AAPL', type: 'buy', quantity: 10, price: 10, executed_at: '2026-03-01T00:00:00Z' })])?.transaction.id).toBe('s');
  });
});
