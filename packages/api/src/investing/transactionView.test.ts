import { describe, expect, it } from 'vitest';
import { transactionView } from './transactionView';
import type { Transaction } from './types';

const day = (iso: string) => iso.slice(0, 10);
const tx = (over: Partial<Transaction>): Transaction => ({
  id: 't', portfolio_id: 'p', symbol: '', type: 'buy', quantity: 0, price: 0, executed_at: '2026-03-03T15:30:00.000Z', created_at: '2026-03-03T15:30:00.000Z',
  currency: 'USD', amount: 0, fee: 0, tax: 0, split_ratio: null, transfer_portfolio_id: null, transfer_id: null, ...over,
});

describe('transactionView', () => {
  it('writes a trade in its price currency, pence as pence and the cash in pounds', () => {
    const v = transactionView(tx({ symbol: 'VOD.L', type: 'buy', quantity: 100, price: 72.5, currency: 'GBp', fee: 5 }), day);
    expect(v).toMatchObject({ label: 'Buy', quantity: '100', price: '72.5p', amount: '£72.50', costs: 'Fee £5.00' });
    expect(v.summary).toBe('Buy 100 VOD.L at 72.5p on 2026-03-03');
  });

  it('writes a deposit as its amount in its currency, with no shares or price', () => {
    const v = transactionView(tx({ type: 'deposit', amount: 5000, currency: 'EUR' }), day);
    expect(v).toMatchObject({ label: 'Deposit', quantity: '', price: '', amount: '€5,000.00', costs: '' });
    expect(v.summary).toBe('Deposit of €5,000.00 on 2026-03-03');
  });

  it('writes a dividend with its withholding tax and a split as its ratio', () => {
    const d = transactionView(tx({ symbol: 'VWRL', type: 'dividend', quantity: 10, price: 0.5, currency: 'USD', tax: 0.75 }), day);
    expect(d).toMatchObject({ amount: '$5.00', costs: 'Tax $0.75' });
    expect(d.summary).toBe('Dividend of $0.50 a share on 10 VWRL on 2026-03-03');
    const s = transactionView(tx({ symbol: 'NVDA', type: 'split', split_ratio: 4 }), day);
    expect(s).toMatchObject({ label: 'Split', price: '4:1', amount: '' });
  });
});
