// Interactive Brokers' Flex query CSV (product §10.24): one file of sections, each with its own
// header row starting "ClientAccountID": Trades (CurrencyPrimary, AssetClass, Symbol, TradeDate,
// Quantity, TradePrice, IBCommission, Buy/Sell), Cash Transactions (Date/Time, Amount, Type:
// 'Deposits/Withdrawals', 'Dividends', 'Withholding Tax', 'Broker Interest Received', 'Other
// Fees') and Corporate Actions (Type 'FS'/'RS', Description '... SPLIT 4 FOR 1 ...'). Dates
// 20240315 or 2024-03-15 ('20240315;093012' with a time), numbers with a dot, negatives with '-'.
import { parseSplitRatio } from '../transactionKinds';
import { abs, brokerMessages, cellReader, headerKey, isTextLine, numbers, parseBrokerDate, type BrokerPreset, type BrokerRow } from './brokerRows';

const isIbkrHeader = (keys: readonly string[]): boolean => keys.includes('clientaccountid') && keys.includes('currencyprimary');

export const ibkr: BrokerPreset = {
  id: 'ibkr',
  name: 'Interactive Brokers',
  isHeader: isIbkrHeader,
  read(firstHeader, rows) {
    let cell = cellReader(firstHeader);
    let keys = firstHeader.map(headerKey);
    return rows.map((row): BrokerRow => {
      if (isTextLine(row)) return null;
      // A section's header: the rows below it have its columns.
      if (isIbkrHeader(row.map(headerKey))) {
        cell = cellReader(row);
        keys = row.map(headerKey);
        return null;
      }
      const trades = keys.includes('tradeprice');
      const kindText = trades ? cell(row, 'buysell') : cell(row, 'type');
      const dateText = cell(row, 'tradedate', 'datetime', 'date', 'reportdate', 'settledate');
      const date = parseBrokerDate(dateText, 'ymd');
      const symbol = cell(row, 'symbol').toUpperCase();
      const currency = cell(row, 'currencyprimary', 'currency').toUpperCase() || undefined;
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText: kindText, symbol };
      const read = numbers({
        quantity: [cell(row, 'quantity'), 'Quantity'], price: [cell(row, 'tradeprice'), 'TradePrice'],
        fee: [cell(row, 'ibcommission'), 'IBCommission'], tax: [cell(row, 'taxes'), 'Taxes'], amount: [cell(row, 'amount'), 'Amount'],
      });
      if ('error' in read) return { error: read.error, date, typeText: kindText, symbol };
      const { quantity, price, fee, tax, amount } = read.values;
      if (trades) {
        if (cell(row, 'assetclass').toUpperCase() === 'CASH') return { error: brokerMessages.currencyConversion, date, typeText: kindText, symbol };
        const side = kindText.toUpperCase();
        const type = side.startsWith('BUY') ? 'buy' : side.startsWith('SELL') ? 'sell' : null;
        if (!type) return { error: brokerMessages.unknownActivity('Interactive Brokers', kindText), date, typeText: kindText, symbol };
        return { activity: { type, date, symbol, quantity: abs(quantity), price, fee: abs(fee), tax: abs(tax), currency } };
      }
      const description = cell(row, 'description');
      const kind = kindText.toLowerCase();
      if (kind === 'fs' || kind === 'rs' || (kind === 'sd' && /split/i.test(description))) {
        const m = /SPLIT\s+(\d+(?:\.\d+)?)\s+FOR\s+(\d+(?:\.\d+)?)/i.exec(description);
        const ratio = m ? parseSplitRatio(`${m[1]}:${m[2]}`) : null;
        if (ratio) return { activity: { type: 'split', date, symbol, splitRatio: ratio } };
        return { activity: { type: 'split', date, symbol, addedShares: quantity } };
      }
      if (kind === 'dividends' || kind === 'payment in lieu of dividends') {
        if (amount !== undefined && amount < 0) return { error: brokerMessages.dividendReversal, date, typeText: kindText, symbol };
        return { activity: { type: 'dividend', date, symbol, amount, currency } };
      }
      if (kind === 'withholding tax' || kind === '871(m) withholding') {
        if (amount !== undefined && amount > 0) return { error: brokerMessages.taxRefund, date, typeText: kindText, symbol };
        return { activity: { type: 'tax', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      }
      if (kind === 'deposits/withdrawals' || kind === 'deposits & withdrawals') {
        return { activity: { type: (amount ?? 0) < 0 ? 'withdrawal' : 'deposit', date, amount: abs(amount), currency } };
      }
      if (kind === 'broker interest received' || kind === 'bond interest received' || kind === 'credit interest') return { activity: { type: 'interest', date, amount, currency } };
      if (kind === 'other fees' || kind === 'broker interest paid' || kind === 'commission adjustments' || kind === 'advisor fees') {
        if (amount !== undefined && amount > 0) return { error: brokerMessages.unknownActivity('Interactive Brokers', `${kindText} (a refund)`), date, typeText: kindText, symbol };
        return { activity: { type: 'fee', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      }
      return { error: brokerMessages.unknownActivity('Interactive Brokers', kindText || description), date, typeText: kindText, symbol };
    });
  },
};
