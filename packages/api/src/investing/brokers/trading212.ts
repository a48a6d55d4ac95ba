// Trading 212's history export (product §10.24): "Action","Time","ISIN","Ticker","Name","No. of
// shares","Price / share","Currency (Price / share)","Exchange rate","Result","Currency
// (Result)","Total","Currency (Total)","Withholding tax","Currency (Withholding tax)","Notes",
// "ID","Currency conversion fee","Currency (Currency conversion fee)"; times '2024-03-15
// 14:30:05' (UTC), numbers with a dot. Actions: 'Market buy', 'Limit sell', 'Dividend
// (Ordinary)', 'Deposit', 'Withdrawal', 'Interest on cash', 'Currency conversion'.
import { abs, brokerMessages, cellReader, numbers, parseBrokerDate, parseBrokerNumber, type BrokerPreset, type BrokerRow } from './brokerRows';

/** Minor-unit rounding of a fee converted into the trade's currency. */
const cents = (n: number): number => Math.round(n * 100) / 100;

export const trading212: BrokerPreset = {
  id: 'trading212',
  name: 'Trading 212',
  isHeader: (keys) => keys.includes('action') && keys.includes('time') && keys.includes('noofshares') && keys.includes('priceshare'),
  read(header, rows) {
    const cell = cellReader(header);
    return rows.map((row): BrokerRow => {
      const action = cell(row, 'action');
      if (!action && !cell(row, 'time')) return null;
      const dateText = cell(row, 'time');
      const date = parseBrokerDate(dateText, 'ymd');
      const symbol = cell(row, 'ticker').toUpperCase();
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText: action, symbol };
      const read = numbers({
        quantity: [cell(row, 'noofshares'), 'No. of shares'], price: [cell(row, 'priceshare'), 'Price / share'],
        total: [cell(row, 'total'), 'Total'], tax: [cell(row, 'withholdingtax'), 'Withholding tax'],
        conversionFee: [cell(row, 'currencyconversionfee'), 'Currency conversion fee'], stampDuty: [cell(row, 'stampdutyreservetax', 'stampduty'), 'Stamp duty'],
        fxFee: [cell(row, 'frenchtransactiontax', 'transactionfee'), 'Transaction fee'],
      });
      if ('error' in read) return { error: read.error, date, typeText: action, symbol };
      const { quantity, price, total, tax, conversionFee, stampDuty, fxFee } = read.values;
      // 'Not available' on dividends: the rate is only needed for a trade's fees.
      const rate = parseBrokerNumber(cell(row, 'exchangerate'));
      const priceCurrency = cell(row, 'currencypriceshare').toUpperCase() || undefined;
      const totalCurrency = cell(row, 'currencytotal').toUpperCase() || undefined;
      const a = action.toLowerCase();
      if (/\b(buy|sell)$/.test(a)) {
        // Fees are in the account's currency: at the row's rate (price currency per account currency) they are in the trade's.
        const accountFees = (abs(conversionFee) ?? 0) + (abs(stampDuty) ?? 0) + (abs(fxFee) ?? 0);
        const fee = accountFees ? cents(accountFees * (rate && rate > 0 ? rate : 1)) : undefined;
        return { activity: { type: a.endsWith('buy') ? 'buy' : 'sell', date, symbol, quantity: abs(quantity), price, fee, currency: priceCurrency } };
      }
      if (a.startsWith('dividend')) {
        return { activity: { type: 'dividend', date, symbol, quantity: abs(quantity), price, tax: abs(tax), currency: priceCurrency } };
      }
      if (a === 'deposit') return { activity: { type: 'deposit', date, amount: abs(total), currency: totalCurrency } };
      if (a === 'withdrawal') return { activity: { type: 'withdrawal', date, amount: abs(total), currency: totalCurrency } };
      if (a === 'interest on cash' || a === 'lending interest' || a === 'spending cashback') return { activity: { type: 'interest', date, amount: abs(total), currency: totalCurrency } };
      if (a === 'currency conversion') return { error: brokerMessages.currencyConversion, date, typeText: action };
      if (a.startsWith('transfer')) return { error: brokerMessages.transfer, date, typeText: action, symbol };
      return { error: brokerMessages.unknownActivity('Trading 212', action), date, typeText: action, symbol };
    });
  },
};
