import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toMinor } from '../money';
import { planTransactionImport, type TransactionImportPlan } from '../planTransactionImport';
import { BROKER_PRESETS, brokerPreset, detectBrokerPreset, parseBrokerDate, parseBrokerNumber, readBrokerFile, type BrokerId } from '.';

/** A CSV text to rows as the app's reader gives them (quotes, line breaks in quotes; blank lines left out). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      if (row.some((x) => x.trim())) rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  row.push(cell);
  if (row.some((x) => x.trim())) rows.push(row);
  return rows;
}

const sample = (broker: BrokerId): string[][] => csvRows(readFileSync(new URL(`../../../test/brokers/${broker}.csv`, import.meta.url), 'utf8'));
const now = new Date('2025-01-01T00:00:00Z');

/** Each row's outcome in words: an activity with its amounts in minor units, or the line and reason it is left out. */
function outcome(broker: BrokerId): { plan: TransactionImportPlan; rows: string[] } {
  const raw = sample(broker);
  const detected = detectBrokerPreset(raw);
  expect(detected?.preset.id).toBe(broker);
  const file = readBrokerFile(raw, detected!.preset);
  const plan = planTransactionImport(file.inputs, { now, existing: [] });
  const rows = plan.rows.map((r) => {
    if (r.status !== 'new') return `line ${file.lines[r.index]}: ${r.status === 'error' ? Object.values(r.fieldErrors).join(' / ') : 'duplicate'}`;
    const v = r.value;
    const ccy = v.currency ?? '-';
    const parts = [v.executed_at.slice(0, 10), v.type];
    if (v.symbol) parts.push(v.symbol);
    if (v.type === 'split') parts.push(`ratio ${v.split_ratio}`);
    else if (v.type === 'buy' || v.type === 'sell' || v.type === 'dividend') parts.push(`${v.quantity} x ${v.price} = ${toMinor(v.quantity * v.price, v.currency ?? 'USD')} ${ccy}`);
    else parts.push(`${toMinor(v.amount, v.currency ?? 'USD')} ${ccy}`);
    if (v.fee) parts.push(`fee ${toMinor(v.fee, v.currency ?? 'USD')}`);
    if (v.tax) parts.push(`tax ${toMinor(v.tax, v.currency ?? 'USD')}`);
    return parts.join(' ');
  });
  return { plan, rows };
}

describe('broker presets: each sample file (product §10.24)', () => {
  it('Charles Schwab: buys, a sale with its fee, dividends with NRA tax, a split by shares added, interest, a wire out and its fee', () => {
    const { plan, rows } = outcome('schwab');
    expect(rows).toEqual([
      '2024-09-12 dividend MSFT 6 x 0.83 = 498 USD',
      '2024-08-15 dividend AAPL 20 x 0.25 = 500 USD',
      '2024-07-01 withdrawal 100000 USD',
      '2024-07-01 fee 2500 USD',
      '2024-06-27 dividend NVDA 50 x 0.01 = 50 USD',
      '2024-06-13 tax MSFT 68 USD',
      '2024-06-13 dividend MSFT 6 x 0.75 = 450 USD',
      '2024-06-10 split NVDA ratio 10',
      '2024-05-16 dividend AAPL 20 x 0.25 = 500 USD',
      '2024-04-15 sell MSFT 4 x 413.64 = 165456 USD fee 2',
      '2024-04-11 tax INTC 161 USD',
      '2024-04-11 dividend INTC 15 x 0.512 = 768 USD',
      '2024-03-28 buy VTI 0.0907 x 251.92 = 2285 USD',
      '2024-03-27 dividend VTI 25 x 0.914 = 2285 USD',
      '2024-03-14 tax MSFT 113 USD',
      '2024-03-14 dividend MSFT 10 x 0.75 = 750 USD',
      '2024-02-15 dividend AAPL 20 x 0.24 = 480 USD',
      '2024-02-01 buy INTC 15 x 112.4 = 168600 USD',
      '2024-01-31 interest 312 USD',
      '2024-01-08 buy VTI 25 x 235.1 = 587750 USD',
      '2024-01-05 buy NVDA 5 x 479.98 = 239990 USD',
      '2024-01-03 buy MSFT 10 x 370.6 = 370600 USD',
      '2024-01-03 buy AAPL 20 x 184.25 = 368500 USD',
      '2024-01-02 deposit 2000000 USD',
    ]);
    expect(plan.errorCount).toBe(0);
  });

  it("Interactive Brokers: the Flex sections (trades with commissions, cash transactions in USD and EUR, a 10-for-1 split); the currency conversion is reported", () => {
    const { plan, rows } = outcome('ibkr');
    expect(rows).toEqual([
      "2024-01-04 buy AAPL 25 x 182.1 = 455250 USD fee 100",
      "2024-01-04 buy MSFT 12 x 368.45 = 442140 USD fee 100",
      "line 4: A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it",
      "2024-01-08 buy VOO 80 x 75.62 = 604960 USD fee 100",
      "2024-02-12 buy NVDA 6 x 726.13 = 435678 USD fee 100",
      "2024-04-15 sell MSFT 5 x 413.1 = 206550 USD fee 102",
      "2024-09-20 sell AAPL 10 x 228.2 = 228200 USD fee 105",
      "2024-01-02 deposit 1000000 EUR",
      "2024-01-03 deposit 1500000 USD",
      "2024-02-05 interest 841 EUR",
      "2024-02-15 dividend AAPL 25 x 0.24 = 600 USD",
      "2024-02-15 tax AAPL 90 USD",
      "2024-03-14 dividend MSFT 12 x 0.75 = 900 USD",
      "2024-03-14 tax MSFT 135 USD",
      "2024-03-27 dividend VOO 80 x 0.66175 = 5294 USD",
      "2024-03-27 tax VOO 794 USD",
      "2024-05-03 fee 300 USD",
      "2024-05-16 dividend AAPL 25 x 0.25 = 625 USD",
      "2024-05-16 tax AAPL 94 USD",
      "2024-06-28 dividend NVDA 60 x 0.01 = 60 USD",
      "2024-07-08 withdrawal 200000 EUR",
      "2024-09-04 interest 1127 USD",
      "2024-06-07 split NVDA ratio 10",
    ]);
    expect(plan.errorCount).toBe(1);
  });

  it("Fidelity: sentences as actions, negative sale quantities, a reinvestment, foreign tax, a split as distributed shares; the journal entry is reported", () => {
    const { plan, rows } = outcome('fidelity');
    expect(rows).toEqual([
      "2024-10-01 dividend JNJ 25.183 x 1.18175 = 2976 USD",
      "2024-09-30 interest 618 USD",
      "2024-09-16 sell MSFT 5 x 430.59 = 215295 USD fee 3",
      "2024-08-15 dividend AAPL 15 x 0.25 = 375 USD",
      "2024-08-01 withdrawal 75000 USD",
      "2024-06-17 dividend VEA 40 x 0.31025 = 1241 USD",
      "2024-06-17 tax VEA 87 USD",
      "2024-06-13 dividend MSFT 15 x 0.75 = 1125 USD",
      "line 10: A transfer of shares or cash between accounts names the other portfolio: record it in the form instead",
      "2024-06-10 split NVDA ratio 10",
      "2024-05-16 dividend AAPL 15 x 0.25 = 375 USD",
      "2024-05-01 buy NVDA 3 x 830.41 = 249123 USD",
      "2024-03-14 dividend MSFT 15 x 0.75 = 1125 USD",
      "2024-03-05 buy JNJ 0.183 x 162.35 = 2971 USD",
      "2024-03-05 dividend JNJ 25 x 1.1904 = 2976 USD",
      "2024-02-20 buy VEA 40 x 48.12 = 192480 USD",
      "2024-01-22 buy JNJ 25 x 157.1 = 392750 USD",
      "2024-01-10 buy MSFT 15 x 382.77 = 574155 USD",
      "2024-01-09 buy AAPL 15 x 185.14 = 277710 USD",
      "2024-01-02 deposit 2000000 USD",
    ]);
    expect(plan.errorCount).toBe(1);
  });

  it("Vanguard: the transactions below the holdings table, reinvestment, the settlement fund's dividends as interest; sweeps are reported", () => {
    const { plan, rows } = outcome('vanguard');
    expect(rows).toEqual([
      "2024-10-01 dividend BND 25 x 0.2456 = 614 USD",
      "2024-09-30 interest 1287 USD",
      "2024-09-26 dividend VTI 30.1088 x 0.929961 = 2800 USD",
      "2024-09-20 sell VWO 10 x 63.2 = 63200 USD",
      "line 11: A move of cash into or out of the money market fund: no activity of the portfolio",
      "2024-07-15 withdrawal 120000 USD",
      "2024-07-01 dividend BND 25 x 0.2392 = 598 USD",
      "2024-06-28 dividend VTI 30.1088 x 0.881802 = 2655 USD",
      "2024-06-24 dividend VWO 60 x 0.6125 = 3675 USD",
      "2024-06-24 tax VWO 257 USD",
      "2024-04-01 dividend BND 25 x 0.232 = 580 USD",
      "2024-03-25 dividend VTI 30 x 0.914 = 2742 USD",
      "2024-03-25 buy VTI 0.1088 x 252.02 = 2742 USD",
      "2024-02-12 buy BND 25 x 72.4 = 181000 USD",
      "line 21: A move of cash into or out of the money market fund: no activity of the portfolio",
      "2024-01-16 buy VWO 60 x 57.85 = 347100 USD",
      "2024-01-16 buy VTI 30 x 236.28 = 708840 USD",
      "2024-01-08 deposit 1500000 USD",
    ]);
    expect(plan.errorCount).toBe(2);
  });

  it("Robinhood: trans codes, parentheses for negatives, descriptions over two lines, SPL as shares added, DTAX; the crypto transfer is reported", () => {
    const { plan, rows } = outcome('robinhood');
    expect(rows).toEqual([
      "2024-10-15 fee 500 USD",
      "2024-09-26 dividend KO 30 x 0.485 = 1455 USD",
      "2024-08-30 interest 241 USD",
      "2024-07-22 sell SPY 2 x 554.65 = 110930 USD",
      "2024-07-15 withdrawal 50000 USD",
      "2024-07-01 dividend KO 30 x 0.485 = 1455 USD",
      "2024-06-10 split NVDA ratio 10",
      "2024-05-10 buy NVDA 4 x 898.78 = 359512 USD",
      "2024-04-30 dividend SPY 8 x 1.595 = 1276 USD",
      "2024-04-30 tax SPY 191 USD",
      "2024-04-01 dividend KO 30 x 0.485 = 1455 USD",
      "2024-03-01 deposit 100000 USD",
      "2024-02-14 sell AMD 5 x 178.24 = 89120 USD",
      "2024-02-05 buy AMD 12 x 172 = 206400 USD",
      "2024-01-12 buy KO 30 x 59.8 = 179400 USD",
      "2024-01-10 buy SPY 8 x 474.6 = 379680 USD",
      "2024-01-03 deposit 1000000 USD",
      "line 19: Robinhood writes \"MISC Crypto Transfer\": not an activity this import knows",
    ]);
    expect(plan.errorCount).toBe(1);
  });

  it("DEGIRO (Dutch): decimal commas, trades from their descriptions, fees in EUR, dividend tax; conversions and an unknown ISIN are reported", () => {
    const { plan, rows } = outcome('degiro');
    expect(rows).toEqual([
      "2024-07-01 withdrawal 50000 EUR",
      "2024-06-14 tax MSFT 56 USD",
      "2024-06-14 dividend MSFT 5 x 0.75 = 375 USD",
      "2024-06-10 fee AAPL 100 EUR",
      "2024-06-10 sell AAPL 4 x 193.12 = 77248 USD",
      "2024-05-17 tax AAPL 38 USD",
      "2024-05-17 dividend AAPL 10 x 0.25 = 250 USD",
      "2024-04-02 interest 84 EUR",
      "2024-03-15 tax MSFT 56 USD",
      "2024-03-15 dividend MSFT 5 x 0.75 = 375 USD",
      "2024-02-16 tax AAPL 36 USD",
      "2024-02-16 dividend AAPL 10 x 0.24 = 240 USD",
      "2024-02-01 fee 250 EUR",
      "line 15: No ticker is known for ASML HOLDING (NL0010273215): record it in the form with its ticker",
      "line 16: No ticker is known for ASML HOLDING (NL0010273215): record it in the form with its ticker",
      "line 17: A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it",
      "line 18: A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it",
      "2024-01-03 fee MSFT 100 EUR",
      "2024-01-03 buy MSFT 5 x 370.6 = 185300 USD",
      "line 21: A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it",
      "line 22: A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it",
      "2024-01-03 fee AAPL 100 EUR",
      "2024-01-03 buy AAPL 10 x 184.25 = 184250 USD",
      "2024-01-02 deposit 500000 EUR",
    ]);
    expect(plan.errorCount).toBe(6);
  });

  it("Trading 212: order types, dividends with withholding, conversion fees at the row's rate, EUR cash; the currency conversion is reported", () => {
    const { plan, rows } = outcome('trading212');
    expect(rows).toEqual([
      "2024-01-02 deposit 300000 EUR",
      "2024-01-03 buy AAPL 8 x 184.25 = 147400 USD fee 222",
      "2024-01-04 buy KO 15 x 59.6 = 89400 USD fee 135",
      "2024-01-10 buy JNJ 3.5 x 158.9 = 55615 USD fee 83",
      "2024-02-01 deposit 50000 EUR",
      "2024-02-01 interest 187 EUR",
      "2024-02-15 dividend AAPL 8 x 0.24 = 192 USD tax 29",
      "2024-03-05 buy JNJ 1.5 x 160.12 = 24018 USD fee 36",
      "2024-03-12 dividend JNJ 5 x 1.19 = 595 USD tax 89",
      "2024-04-01 dividend KO 15 x 0.485 = 728 USD tax 109",
      "line 12: A currency conversion between cash balances: the import has no activity for it; record the cash it moves as a deposit and a withdrawal if you need it",
      "2024-05-20 sell KO 5 x 63.41 = 31705 USD fee 48",
      "2024-05-16 dividend AAPL 8 x 0.25 = 200 USD tax 30",
      "2024-06-03 withdrawal 20000 EUR",
      "2024-07-01 interest 204 EUR",
      "2024-07-01 dividend KO 10 x 0.485 = 485 USD tax 73",
    ]);
    expect(plan.errorCount).toBe(1);
  });
});

describe('rows a preset reads', () => {
  it('accounts for every line below the header: a row (imported or reported) or a line of text such as a disclaimer', () => {
    const passedOver: Record<string, number> = {};
    for (const preset of BROKER_PRESETS) {
      const raw = sample(preset.id);
      const { headerIndex } = detectBrokerPreset(raw)!;
      const file = readBrokerFile(raw, preset);
      expect(file.inputs).toHaveLength(file.rows.length);
      expect(file.rows.length + file.passedOver).toBe(raw.length - headerIndex - 1);
      passedOver[preset.id] = file.passedOver;
    }
    // Schwab's totals line, IBKR's two section headers, Fidelity's three notes, Robinhood's disclaimer.
    expect(passedOver).toEqual({ ibkr: 2, schwab: 1, fidelity: 3, vanguard: 0, robinhood: 1, degiro: 0, trading212: 0 });
  });

  it("completes a dividend given as a total from the portfolio's recorded shares", () => {
    const raw = [['Date', 'Action', 'Symbol', 'Description', 'Quantity', 'Price', 'Fees & Comm', 'Amount'], ['02/15/2024', 'Qualified Dividend', 'AAPL', 'APPLE INC', '', '', '', '$2.40']];
    const none = planTransactionImport(readBrokerFile(raw, brokerPreset('schwab')).inputs, { now, existing: [] });
    expect(none.errors.map((e) => e.error)).toEqual(['A dividend on AAPL paid on 2024-02-15: neither the file nor the portfolio holds AAPL then, so the shares it was paid on are unknown']);
    const existing = [{ symbol: 'AAPL', type: 'buy' as const, quantity: 10, price: 180, executed_at: '2024-01-05T00:00:00.000Z' }];
    const file = readBrokerFile(raw, brokerPreset('schwab'), existing);
    const plan = planTransactionImport(file.inputs, { now, existing });
    expect(plan.transactions).toMatchObject([{ type: 'dividend', symbol: 'AAPL', quantity: 10, price: 0.24, currency: 'USD' }]);
  });

  it("reads DEGIRO's English export, and tickers of ISINs the member gives", () => {
    const raw = [
      ['Date', 'Time', 'Value date', 'Product', 'ISIN', 'Description', 'FX', 'Change', '', 'Balance', '', 'Order Id'],
      ['05-03-2024', '09:04', '05-03-2024', 'ASML HOLDING', 'NL0010273215', 'Sell 1 ASML Holding@880.2 EUR (NL0010273215)', '', 'EUR', '880.20', 'EUR', '1880.20', 'x'],
      ['04-03-2024', '09:04', '04-03-2024', 'APPLE INC. - COMMON ST', 'US0378331005', 'Buy 10 Apple Inc@170.5 USD (US0378331005)', '', 'USD', '-1705.00', 'USD', '-1705.00', 'y'],
      ['04-03-2024', '09:00', '04-03-2024', 'ASML HOLDING', 'NL0010273215', 'Buy 2 ASML Holding@850 EUR (NL0010273215)', '', 'EUR', '-1700.00', 'EUR', '1000.00', 'z'],
    ];
    expect(detectBrokerPreset(raw)?.preset.id).toBe('degiro');
    const file = readBrokerFile(raw, brokerPreset('degiro'), [], { symbolsByIsin: { NL0010273215: 'ASML' } });
    const plan = planTransactionImport(file.inputs, { now, existing: [] });
    expect(plan.errorCount).toBe(0);
    expect(plan.transactions).toMatchObject([
      { type: 'sell', symbol: 'ASML', quantity: 1, price: 880.2, currency: 'EUR' },
      { type: 'buy', symbol: 'AAPL', quantity: 10, price: 170.5, currency: 'USD' },
      { type: 'buy', symbol: 'ASML', quantity: 2, price: 850, currency: 'EUR' },
    ]);
  });
});

describe('parseBrokerNumber and parseBrokerDate', () => {
  it('reads currency symbols, thousands, a decimal comma and parentheses', () => {
    expect(parseBrokerNumber('$1,234.56')).toBe(1234.56);
    expect(parseBrokerNumber('-$1,234.56')).toBe(-1234.56);
    expect(parseBrokerNumber('($5.00)')).toBe(-5);
    expect(parseBrokerNumber('-1.705,00', ',')).toBe(-1705);
    expect(parseBrokerNumber('-1.705,00', 'auto')).toBe(-1705);
    expect(parseBrokerNumber('170,5', 'auto')).toBe(170.5);
    expect(parseBrokerNumber('1,234', 'auto')).toBe(1234);
    expect(parseBrokerNumber('€ 3,10', 'auto')).toBe(3.1);
    expect(parseBrokerNumber('12.50 USD')).toBe(12.5);
    expect(parseBrokerNumber('')).toBeUndefined();
    expect(parseBrokerNumber('n/a')).toBeNull();
  });
  it('reads each order of date and the compact forms', () => {
    expect(parseBrokerDate('03/15/2024 as of 03/14/2024', 'mdy')).toBe('2024-03-15');
    expect(parseBrokerDate('15-03-2024', 'dmy')).toBe('2024-03-15');
    expect(parseBrokerDate('20240315', 'ymd')).toBe('2024-03-15');
    expect(parseBrokerDate('20240315;093012', 'ymd')).toBe('2024-03-15T09:30:12.000Z');
    expect(parseBrokerDate('2024-03-15 14:30:05', 'ymd')).toBe('2024-03-15T14:30:05.000Z');
    expect(parseBrokerDate('31-02-2024', 'dmy')).toBeNull();
    expect(parseBrokerDate('03/15/2024', 'dmy')).toBeNull();
  });
});

describe('detection', () => {
  it('finds no preset in a generic file, and each preset only in its own', () => {
    expect(detectBrokerPreset([['Date', 'Symbol', 'Type', 'Quantity', 'Price']])).toBeNull();
    for (const preset of BROKER_PRESETS) {
      const found = detectBrokerPreset(sample(preset.id));
      expect(found?.preset.id).toBe(preset.id);
      expect(brokerPreset(preset.id)).toBe(preset);
    }
  });
});
