// DEGIRO's account statement (Account.csv, product §10.24), as exported in Dutch ("Datum","Tijd",
// "Valutadatum","Product","ISIN","Omschrijving","FX","Mutatie","","Saldo","","Order Id") or
// English ("Date","Time","Value date","Product","ISIN","Description","FX","Change","","Balance",
// "","Order Id"): the change's currency sits under "Mutatie"/"Change" and its amount in the
// unnamed column after it. Dates 15-03-2024; numbers with a decimal comma ('-1.705,00') or a
// dot. What a row is comes from its description: 'Koop 10 @ 170,5 USD' / 'Buy 10 Apple
// Inc@170.5 USD (US0378331005)', 'Dividend', 'Dividendbelasting', 'DEGIRO Transactiekosten en/of
// kosten van derden', 'iDEAL storting', 'Valuta Creditering' and their English words.
// DEGIRO names a product by ISIN only: the ticker comes from a table (`DEGIRO_TICKERS`).
import { abs, brokerMessages, columnsOf, isTextLine, parseBrokerDate, parseBrokerNumber, type BrokerActivity, type BrokerPreset, type BrokerRow } from './brokerRows';

/** Tickers of the ISINs the import knows: widely held US shares and ETFs (a member's own table is added to it). */
export const DEGIRO_TICKERS: Readonly<Record<string, string>> = {
  US0378331005: 'AAPL', US5949181045: 'MSFT', US67066G1040: 'NVDA', US0231351067: 'AMZN', US02079K3059: 'GOOGL', US02079K1079: 'GOOG',
  US30303M1027: 'META', US88160R1014: 'TSLA', US1912161007: 'KO', US4781601046: 'JNJ', US7427181091: 'PG', US78462F1030: 'SPY',
  US9229083632: 'VOO', US9229087690: 'VTI', US46090E1038: 'QQQ', US4592001014: 'IBM', US7170811035: 'PFE', US9311421039: 'WMT',
  US46625H1005: 'JPM', US92826C8394: 'V', US1667641005: 'CVX', US30231G1022: 'XOM', US7134481081: 'PEP', US5801351017: 'MCD',
};

const TRADE = /^(koop|buy|verkoop|sell|kauf|verkauf)\s+([\d.,]+)\s+.*?@\s*([\d.,]+)\s*([A-Z]{3})/i;

export const degiro: BrokerPreset = {
  id: 'degiro',
  name: 'DEGIRO',
  isHeader: (keys) => keys.includes('isin') && keys.includes('orderid')
    && ((keys.includes('omschrijving') && keys.includes('mutatie')) || (keys.includes('description') && keys.includes('change'))),
  read(header, rows, options) {
    const columns = columnsOf(header);
    const at = (row: readonly string[], column: number | undefined): string => (column === undefined ? '' : (row[column] ?? '').trim());
    const dateColumn = columns.get('datum') ?? columns.get('date');
    const changeColumn = columns.get('mutatie') ?? columns.get('change');
    const descriptionColumn = columns.get('omschrijving') ?? columns.get('description');
    const tickers: Record<string, string> = { ...DEGIRO_TICKERS, ...options.symbolsByIsin };
    return rows.map((row): BrokerRow => {
      if (isTextLine(row)) return null;
      const description = at(row, descriptionColumn);
      const typeText = description.slice(0, 40);
      const dateText = at(row, dateColumn);
      const date = parseBrokerDate(dateText, 'dmy');
      const isin = at(row, columns.get('isin')).toUpperCase();
      const product = at(row, columns.get('product'));
      const ticker = isin ? tickers[isin] : undefined;
      if (!date) return { error: brokerMessages.dateUnreadable(dateText), typeText, symbol: ticker };
      const currency = at(row, changeColumn).toUpperCase() || undefined;
      const amountText = changeColumn === undefined ? '' : (row[changeColumn + 1] ?? '').trim();
      const amount = parseBrokerNumber(amountText, 'auto');
      if (amount === null) return { error: brokerMessages.notNumber('Change', amountText), date, typeText, symbol: ticker };
      const d = description.toLowerCase();
      /** An activity on the row's product: its ticker, or the error that none is known. */
      const onProduct = (activity: Omit<BrokerActivity, 'symbol'>): BrokerRow => {
        if (!isin) return { error: brokerMessages.missingSymbol, date, typeText };
        if (!ticker) return { error: brokerMessages.unknownIsin(isin, product), date, typeText };
        return { activity: { ...activity, symbol: ticker } };
      };
      const trade = TRADE.exec(description);
      if (trade) {
        const quantity = parseBrokerNumber(trade[2]!, 'auto');
        const price = parseBrokerNumber(trade[3]!, 'auto');
        if (quantity === null || quantity === undefined || price === null || price === undefined) return { error: brokerMessages.unknownActivity('DEGIRO', description), date, typeText };
        const sell = /^(verkoop|sell|verkauf)/i.test(trade[1]!);
        return onProduct({ type: sell ? 'sell' : 'buy', date, quantity, price, currency: trade[4]!.toUpperCase() });
      }
      if (/^(valuta (creditering|debitering)|fx (credit|debit|withdrawal)|währungswechsel)/.test(d)) return { error: brokerMessages.currencyConversion, date, typeText };
      if (/^(dividendbelasting|dividend tax|dividendensteuer)/.test(d)) {
        if (amount !== undefined && amount > 0) return { error: brokerMessages.taxRefund, date, typeText, symbol: ticker };
        return onProduct({ type: 'tax', date, amount: abs(amount), currency });
      }
      if (/^(dividend|dividende|kapitaalsuitkering|capital return)$/.test(d)) {
        if (amount !== undefined && amount < 0) return { error: brokerMessages.dividendReversal, date, typeText, symbol: ticker };
        return onProduct({ type: 'dividend', date, amount, currency });
      }
      if (/transactiekosten|transaction (and\/or third party )?(fee|costs)|transaktionsgebühr/.test(d)) return onProduct({ type: 'fee', date, amount: abs(amount), currency });
      if (/aansluitingskosten|connection fee|anschlussgebühr|servicekosten|service fee/.test(d)) return { activity: { type: 'fee', date, amount: abs(amount), currency } };
      if (/cash sweep|overboeking|geldmarktfonds|money market|flatex (cash|storting)|degiro cash sweep/.test(d)) return { error: brokerMessages.sweep, date, typeText };
      if (/terugstorting|withdrawal|auszahlung/.test(d)) return { activity: { type: 'withdrawal', date, amount: abs(amount), currency } };
      if (/storting|deposit|einzahlung/.test(d)) return { activity: { type: 'deposit', date, amount: abs(amount), currency } };
      if (/rente|interest|zinsen/.test(d)) {
        return { activity: { type: (amount ?? 0) < 0 ? 'fee' : 'interest', date, amount: abs(amount), currency } };
      }
      return { error: brokerMessages.unknownActivity('DEGIRO', description), date, typeText, symbol: ticker };
    });
  },
};
