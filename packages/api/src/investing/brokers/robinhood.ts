// Robinhood's account activity report (product §10.24): "Activity Date","Process Date","Settle
// Date","Instrument","Description","Trans Code","Quantity","Price","Amount"; dates 3/15/2024,
// money '$1,234.56' with parentheses for negatives, US dollars. The report ends with a disclaimer line.
import { abs, brokerMessages, cellReader, isTextLine, numbers, parseBrokerDate, type BrokerPreset, type BrokerRow } from './brokerRows';

export const robinhood: BrokerPreset = {
  id: 'robinhood',
  name: 'Robinhood',
  isHeader: (keys) => keys.includes('activitydate') && keys.includes('transcode') && keys.includes('instrument'),
  read(header, rows) {
    const cell = cellReader(header);
    return rows.map((row): BrokerRow => {
      if (isTextLine(row)) return null;
      const code = cell(row, 'transcode');
      const dateText = cell(row, 'activitydate');
      const date = parseBrokerDate(dateText, 'mdy');
      const symbol = cell(row, 'instrument').toUpperCase();
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText: code, symbol };
      const read = numbers({ quantity: [cell(row, 'quantity'), 'Quantity'], price: [cell(row, 'price'), 'Price'], amount: [cell(row, 'amount'), 'Amount'] });
      if ('error' in read) return { error: read.error, date, typeText: code, symbol };
      const { quantity, price, amount } = read.values;
      const currency = 'USD';
      switch (code.toUpperCase()) {
        case 'BUY': return { activity: { type: 'buy', date, symbol, quantity: abs(quantity), price, currency } };
        case 'SELL': return { activity: { type: 'sell', date, symbol, quantity: abs(quantity), price, currency } };
        case 'CDIV': case 'MDIV':
          if (amount !== undefined && amount < 0) return { error: brokerMessages.dividendReversal, date, typeText: code, symbol };
          return { activity: { type: 'dividend', date, symbol, amount, currency } };
        case 'DTAX': case 'DFEE':
          return { activity: { type: code.toUpperCase() === 'DTAX' ? 'tax' : 'fee', date, symbol: symbol || undefined, amount: abs(amount), currency } };
        case 'ACH': case 'RTP': case 'DCF':
          return { activity: { type: (amount ?? 0) < 0 ? 'withdrawal' : 'deposit', date, amount: abs(amount), currency } };
        case 'INT': case 'SLIP': return { activity: { type: 'interest', date, amount, currency } };
        case 'GOLD': case 'MINT': case 'AFEE': return { activity: { type: 'fee', date, amount: abs(amount), currency } };
        case 'SPL': return { activity: { type: 'split', date, symbol, addedShares: quantity } };
        case 'ACATI': case 'ACATO': case 'SXCH': return { error: brokerMessages.transfer, date, typeText: code, symbol };
        default: return { error: brokerMessages.unknownActivity('Robinhood', `${code} ${cell(row, 'description').split('\n')[0]}`.trim()), date, typeText: code, symbol };
      }
    });
  },
};
