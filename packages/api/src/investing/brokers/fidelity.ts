// Fidelity's account history download (product §10.24): "Run Date","Action","Symbol",
// "Description","Type","Quantity","Price ($)","Commission ($)","Fees ($)","Accrued Interest ($)",
// "Amount ($)","Settlement Date" after a few blank lines, and a disclaimer below. The action is a
// sentence: 'YOU BOUGHT APPLE INC (AAPL) (Cash)', 'DIVIDEND RECEIVED ...', 'FOREIGN TAX PAID ...'.
import { abs, brokerMessages, cellReader, isTextLine, numbers, parseBrokerDate, type BrokerPreset, type BrokerRow } from './brokerRows';

export const fidelity: BrokerPreset = {
  id: 'fidelity',
  name: 'Fidelity',
  isHeader: (keys) => keys.includes('rundate') && keys.includes('action') && keys.includes('amount'),
  read(header, rows) {
    const cell = cellReader(header);
    return rows.map((row): BrokerRow => {
      if (isTextLine(row)) return null;
      const action = cell(row, 'action');
      const dateText = cell(row, 'rundate');
      const date = parseBrokerDate(dateText, 'mdy');
      const symbol = cell(row, 'symbol').toUpperCase();
      const typeText = action.slice(0, 40);
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText, symbol };
      const read = numbers({
        quantity: [cell(row, 'quantity'), 'Quantity'], price: [cell(row, 'price'), 'Price'], commission: [cell(row, 'commission'), 'Commission'],
        fees: [cell(row, 'fees'), 'Fees'], amount: [cell(row, 'amount'), 'Amount'],
      });
      if ('error' in read) return { error: read.error, date, typeText, symbol };
      const { quantity, price, commission, fees, amount } = read.values;
      const fee = (abs(commission) ?? 0) + (abs(fees) ?? 0) || undefined;
      const currency = /^[A-Z]{3}$/.test(cell(row, 'currency')) ? cell(row, 'currency') : 'USD';
      const a = action.toUpperCase();
      if (/^(YOU BOUGHT|REINVESTMENT|BOUGHT)\b/.test(a)) return { activity: { type: 'buy', date, symbol, quantity: abs(quantity), price, fee, currency } };
      if (/^(YOU SOLD|SOLD)\b/.test(a)) return { activity: { type: 'sell', date, symbol, quantity: abs(quantity), price, fee, currency } };
      if (/^(DIVIDEND RECEIVED|LONG-TERM CAP GAIN|SHORT-TERM CAP GAIN|RETURN OF CAPITAL)\b/.test(a)) {
        if (amount !== undefined && amount < 0) return { error: brokerMessages.dividendReversal, date, typeText, symbol };
        return { activity: { type: 'dividend', date, symbol, amount, currency } };
      }
      if (/^(FOREIGN TAX PAID|NON-RESIDENT TAX|TAX WITHHELD)\b/.test(a)) {
        if (amount !== undefined && amount > 0) return { error: brokerMessages.taxRefund, date, typeText, symbol };
        return { activity: { type: 'tax', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      }
      if (/^INTEREST EARNED\b/.test(a)) return { activity: { type: 'interest', date, amount, currency } };
      if (/^(FEE CHARGED|ADR FEE|MARGIN INTEREST)\b/.test(a)) return { activity: { type: 'fee', date, symbol: symbol || undefined, amount: abs(amount), currency } };
      if (/^(ELECTRONIC FUNDS TRANSFER|CASH CONTRIBUTION|CONTRIBUTION|WIRE TRANSFER|CHECK RECEIVED|DIRECT DEPOSIT|PARTIC CONTR|DISBURSEMENT|PARTIAL DISTRIBUTION)/.test(a)) {
        return { activity: { type: (amount ?? 0) < 0 ? 'withdrawal' : 'deposit', date, amount: abs(amount), currency } };
      }
      // A split: Fidelity adds the new shares as a 'DISTRIBUTION' of shares with no cash.
      if (/^DISTRIBUTION\b/.test(a) && symbol && quantity !== undefined && quantity > 0 && !amount) return { activity: { type: 'split', date, symbol, addedShares: quantity } };
      if (/^(TRANSFERRED|TRANSFER OF ASSETS|JOURNALED)\b/.test(a)) return { error: brokerMessages.transfer, date, typeText, symbol };
      return { error: brokerMessages.unknownActivity('Fidelity', action), date, typeText, symbol };
    });
  },
};
