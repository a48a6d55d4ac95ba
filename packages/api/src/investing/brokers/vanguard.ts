// Vanguard's transaction download (product §10.24): the holdings table first, then "Account
// Number","Trade Date","Settlement Date","Transaction Type","Transaction Description",
// "Investment Name","Symbol","Shares","Share Price","Principal Amount","Commissions and Fees",
// "Net Amount","Accrued Interest","Account Type"; dates 03/15/2024 or 2024-03-15, US dollars.
import { abs, brokerMessages, cellReader, isTextLine, numbers, parseBrokerDate, type BrokerPreset, type BrokerRow } from './brokerRows';

const SETTLEMENT_FUNDS = new Set(['VMFXX', 'VMMXX', 'VUSXX']);

export const vanguard: BrokerPreset = {
  id: 'vanguard',
  name: 'Vanguard',
  isHeader: (keys) => keys.includes('tradedate') && keys.includes('transactiontype') && keys.includes('netamount') && keys.includes('investmentname'),
  read(header, rows) {
    const cell = cellReader(header);
    return rows.map((row): BrokerRow => {
      if (isTextLine(row)) return null;
      const kindText = cell(row, 'transactiontype');
      const dateText = cell(row, 'tradedate');
      const date = parseBrokerDate(dateText, 'mdy');
      const symbol = cell(row, 'symbol').toUpperCase();
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText: kindText, symbol };
      const read = numbers({
        quantity: [cell(row, 'shares'), 'Shares'], price: [cell(row, 'shareprice'), 'Share Price'],
        fee: [cell(row, 'commissionsandfees', 'commissionfees'), 'Commissions and Fees'], amount: [cell(row, 'netamount'), 'Net Amount'],
      });
      if ('error' in read) return { error: read.error, date, typeText: kindText, symbol };
      const { quantity, price, fee, amount } = read.values;
      const currency = 'USD';
      const kind = kindText.toLowerCase();
      if (kind === 'buy' || kind === 'reinvestment') return { activity: { type: 'buy', date, symbol, quantity: abs(quantity), price, fee: abs(fee), currency } };
      if (kind === 'sell') return { activity: { type: 'sell', date, symbol, quantity: abs(quantity), price, fee: abs(fee), currency } };
      if (kind === 'dividend' || kind.startsWith('capital gain')) {
        // The settlement fund's dividend is interest on the cash.
        if (SETTLEMENT_FUNDS.has(symbol)) return { activity: { type: 'interest', date, amount, currency } };
        if (amount !== undefined && amount < 0) return { error: brokerMessages.dividendReversal, date, typeText: kindText, symbol };
        return { activity: { type: 'dividend', date, symbol, amount, currency } };
      }
      if (kind === 'withholding' || kind === 'foreign tax' || kind === 'tax withholding') return { activity: { type: 'tax', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      if (kind === 'interest') return { activity: { type: 'interest', date, amount, currency } };
      if (kind === 'fee' || kind === 'account service fee') return { activity: { type: 'fee', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      if (kind === 'funds received' || kind === 'contribution') return { activity: { type: 'deposit', date, amount: abs(amount), currency } };
      if (kind === 'withdrawal' || kind === 'distribution') return { activity: { type: 'withdrawal', date, amount: abs(amount), currency } };
      if (kind === 'stock split') return { activity: { type: 'split', date, symbol, addedShares: quantity } };
      if (kind === 'sweep in' || kind === 'sweep out') return { error: brokerMessages.sweep, date, typeText: kindText, symbol };
      if (kind.startsWith('transfer') || kind.startsWith('conversion')) return { error: brokerMessages.transfer, date, typeText: kindText, symbol };
      return { error: brokerMessages.unknownActivity('Vanguard', kindText), date, typeText: kindText, symbol };
    });
  },
};
