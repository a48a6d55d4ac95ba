// Charles Schwab's transaction history export (product §10.24): "Date","Action","Symbol",
// "Description","Quantity","Price","Fees & Comm","Amount"; dates 03/15/2024 (or '03/15/2024 as of
// 03/14/2024': the first is the trade's), money '$1,234.56' and '-$1,234.56', all in US dollars.
import { abs, brokerMessages, cellReader, numbers, parseBrokerDate, type BrokerPreset, type BrokerRow } from './brokerRows';

const BUY = new Set(['buy', 'reinvest shares', 'buy to open']);
const SELL = new Set(['sell', 'sell to close', 'sell short']);
const DIVIDEND = new Set([
  'qualified dividend', 'cash dividend', 'non-qualified div', 'reinvest dividend', 'special dividend', 'pr yr div reinvest', 'pr yr cash div',
  'qual div reinvest', 'long term cap gain', 'short term cap gain', 'cash in lieu',
]);
const TAX = new Set(['nra tax adj', 'foreign tax paid', 'nra withholding', 'pr yr nra tax']);
const INTEREST = new Set(['bank interest', 'credit interest', 'bond interest', 'schwab1 int']);
const CASH = new Set(['moneylink transfer', 'moneylink deposit', 'wire funds', 'wire received', 'wire sent', 'funds received', 'journal', 'internal transfer']);
const FEE = new Set(['service fee', 'adr mgmt fee', 'wire fee', 'misc cash entry', 'margin interest', 'foreign fee']);

export const schwab: BrokerPreset = {
  id: 'schwab',
  name: 'Charles Schwab',
  isHeader: (keys) => keys.includes('action') && keys.includes('feescomm') && keys.includes('amount') && keys.includes('date'),
  read(header, rows) {
    const cell = cellReader(header);
    return rows.map((row): BrokerRow => {
      const action = cell(row, 'action');
      const dateText = cell(row, 'date');
      if (!action && !dateText) return null;
      // The export ends with a totals line ('Transactions Total') in some versions.
      if (/total/i.test(dateText)) return null;
      const date = parseBrokerDate(dateText, 'mdy');
      const symbol = cell(row, 'symbol').toUpperCase();
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText: action, symbol };
      const read = numbers({ quantity: [cell(row, 'quantity'), 'Quantity'], price: [cell(row, 'price'), 'Price'], fee: [cell(row, 'feescomm'), 'Fees & Comm'], amount: [cell(row, 'amount'), 'Amount'] });
      if ('error' in read) return { error: read.error, date, typeText: action, symbol };
      const { quantity, price, fee, amount } = read.values;
      const kind = action.toLowerCase();
      const currency = 'USD';
      if (BUY.has(kind)) return { activity: { type: 'buy', date, symbol, quantity: abs(quantity), price, fee: abs(fee), currency } };
      if (SELL.has(kind)) return { activity: { type: 'sell', date, symbol, quantity: abs(quantity), price, fee: abs(fee), currency } };
      if (DIVIDEND.has(kind)) {
        if (amount !== undefined && amount < 0) return { error: brokerMessages.dividendReversal, date, typeText: action, symbol };
        return { activity: { type: 'dividend', date, symbol, amount, currency } };
      }
      if (TAX.has(kind)) {
        if (amount !== undefined && amount > 0) return { error: brokerMessages.taxRefund, date, typeText: action, symbol };
        return { activity: { type: 'tax', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      }
      if (INTEREST.has(kind)) return { activity: { type: 'interest', date, amount, currency } };
      if (FEE.has(kind)) return { activity: { type: 'fee', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      if (CASH.has(kind)) return { activity: { type: (amount ?? 0) < 0 ? 'withdrawal' : 'deposit', date, amount: abs(amount), currency } };
      if (kind === 'stock split') return { activity: { type: 'split', date, symbol, addedShares: quantity } };
      return { error: brokerMessages.unknownActivity('Schwab', action), date, typeText: action, symbol };
    });
  },
};
