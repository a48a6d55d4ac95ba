import { describe, expect, it } from 'vitest';
import { transactionView } from './transactionView';
import { wireTx } from '../../test/tx';

const day = (iso: string) => iso.slice(0, 10);
const AT = '2026-03-03T15:30:00.000Z';

describe('transactionView', () => {
  it('writes a trade in its price currency, pence as pence and the cash in pounds', () => {
    const v = transactionView(wireTx({ symbol: 'VOD.L', type: 'buy', quantity: 100, price: 72.5, currency: 'GBp', fee: 5, executed_at: AT }), day);
    expect(v).toMatchObject({ label: 'Buy', quantity: '100', price: '72.5p', amount: '£72.50', costs: 'Fee £5.00' });
    expect(v.summary).toBe('Buy 100 VOD.L at 72.5p on 2026-03-03');
  });

  it('writes a deposit as its amount in its currency, with no shares or price', () => {
    const v = transactionView(wireTx({ type: 'deposit', amount: 5000, currency: 'EUR', executed_at: AT }), day);
    expect(v).toMatchObject({ label: 'Deposit', quantity: '', price: '', amount: '€5,000.00', costs: '' });
    expect(v.summary).toBe('Deposit of €5,000.00 on 2026-03-03');
  });

  it('writes a dividend with its withholding tax and a split as its ratio', () => {
    const d = transactionView(wireTx({ symbol: 'VWRL', type: 'dividend', quantity: 10, price: 0.5, currency: 'USD', tax: 0.75, executed_at: AT }), day);
    expect(d).toMatchObject({ amount: '$5.00', costs: 'Tax $0.75' });
    expect(d.summary).toBe('Dividend of $0.50 a share on 10 VWRL on 2026-03-03');
    const s = transactionView(wireTx({ symbol: 'NVDA', type: 'split', split_ratio: 4, executed_at: AT }), day);
    expect(s).toMatchObject({ label: 'Split', price: '4:1', amount: '' });
  });
});
