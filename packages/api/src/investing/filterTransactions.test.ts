import { describe, expect, it } from 'vitest';
import { filterTransactions, transactionListQuery, transactionSymbols } from './filterTransactions';

const list = Array.from({ length: 7 }, (_, i) => ({ id: String(i), symbol: i % 2 ? 'msft' : 'AAPL', type: i % 3 ? ('buy' as const) : ('sell' as const) }));

describe('filterTransactions', () => {
  it('filters by symbol in any case and by type, keeping the order', () => {
    expect(filterTransactions(list, { symbol: 'Msft' }).items.map((t) => t.id)).toEqual(['1', '3', '5']);
    expect(filterTransactions(list, { type: 'sell' }).items.map((t) => t.id)).toEqual(['0', '3', '6']);
    expect(filterTransactions(list, { symbol: 'aapl', type: 'buy' }).items.map((t) => t.id)).toEqual(['2', '4']);
    expect(filterTransactions(list, { symbol: '', type: 'all' }).total).toBe(7);
  });

  it('pages, clamping the page to the pages there are', () => {
    expect(filterTransactions(list, {}, 2, 3)).toMatchObject({ page: 2, pageCount: 3, total: 7, items: [{ id: '3' }, { id: '4' }, { id: '5' }] });
    expect(filterTransactions(list, {}, 9, 3)).toMatchObject({ page: 3, items: [{ id: '6' }] });
    expect(filterTransactions(list, {}, 0, 3).page).toBe(1);
    expect(filterTransactions([], { symbol: 'X' })).toMatchObject({ page: 1, pageCount: 1, total: 0, items: [] });
  });

  it('lists each symbol once, sorted', () => {
    expect(transactionSymbols(list)).toEqual(['AAPL', 'MSFT']);
  });
});

describe('transactionListQuery', () => {
  it('sends the symbol in upper case and the type unless all; nothing for no filter', () => {
    expect(transactionListQuery({ symbol: ' brk.b ', type: 'sell' })).toEqual({ symbol: 'BRK.B', type: 'sell' });
    expect(transactionListQuery({ symbol: '', type: 'all' })).toEqual({});
    expect(transactionListQuery()).toEqual({});
  });
});
