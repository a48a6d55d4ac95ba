import type { Instrument } from './MarketData';

/**
 * The sample's instruments: 100 well-known US stocks and ETFs, and (product §13.2) a few listings
 * abroad in their own currencies (London in pounds, Frankfurt in euros, Toronto in Canadian
 * dollars) and three crypto assets in dollars. `anchorPrice` is the sample's close on the anchor
 * date (near the real price at the end of 2024, so the levels look familiar; London's in pounds,
 * not the pence the exchange quotes); every other close is generated (`sampleMarketData.ts`).
 * Sectors are GICS sectors as of 2024; ETFs and crypto have none.
 */
export interface SampleInstrument extends Instrument { anchorPrice: number }

type Sector = 'Communication Services' | 'Consumer Discretionary' | 'Consumer Staples' | 'Energy' | 'Financials' | 'Health Care' | 'Industrials' | 'Materials' | 'Real Estate' | 'Technology' | 'Utilities';

/** US listings on Nasdaq and NYSE Arca; every other US symbol of the sample is on the New York Stock Exchange. */
const NASDAQ = new Set(['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA', 'TSLA', 'NFLX', 'AMD', 'INTC', 'QQQ', 'AVGO', 'CSCO', 'QCOM', 'TXN', 'INTU', 'AMAT', 'PLTR', 'PYPL', 'ABNB', 'ADBE', 'AMGN', 'SBUX', 'BKNG', 'COST', 'PEP', 'CMCSA', 'TMUS', 'BND', 'TLT']);
const ARCA = new Set(['SPY', 'VOO', 'VTI', 'IVV', 'DIA', 'IWM', 'VEA', 'VWO', 'AGG', 'GLD']);
const usExchange = (symbol: string): string => (NASDAQ.has(symbol) ? 'XNAS' : ARCA.has(symbol) ? 'ARCX' : 'XNYS');
/** ISINs of the listings where the sample knows them (search by ISIN finds these). */
const ISINS: Readonly<Record<string, string>> = {
  AAPL: 'US0378331005', MSFT: 'US5949181045', NVDA: 'US67066G1040', SPY: 'US78462F1030', VOO: 'US9229083632',
};

const stock = (symbol: string, name: string, sector: Sector, anchorPrice: number): SampleInstrument => ({
  symbol, name, kind: 'stock', sector, anchorPrice, exchange: usExchange(symbol), currency: 'USD', isin: ISINS[symbol] ?? null,
});
const etf = (symbol: string, name: string, anchorPrice: number): SampleInstrument => ({
  symbol, name, kind: 'etf', sector: null, anchorPrice, exchange: usExchange(symbol), currency: 'USD', isin: ISINS[symbol] ?? null,
});
const listing = (symbol: string, name: string, kind: 'stock' | 'etf', sector: Sector | null, exchange: string, currency: string, isin: string, anchorPrice: number): SampleInstrument => ({
  symbol, name, kind, sector, anchorPrice, exchange, currency, isin,
});
const crypto = (symbol: string, name: string, anchorPrice: number): SampleInstrument => ({
  symbol, name, kind: 'crypto', sector: null, anchorPrice, exchange: 'CRYPTO', currency: 'USD', isin: null,
});

export const SAMPLE_INSTRUMENTS: readonly SampleInstrument[] = [
  stock('AAPL', 'Apple Inc.', 'Technology', 228.5),
  stock('MSFT', 'Microsoft Corporation', 'Technology', 431.2),
  stock('GOOGL', 'Alphabet Inc. Class A', 'Communication Services', 176.8),
  stock('AMZN', 'Amazon.com Inc.', 'Consumer Discretionary', 198.4),
  stock('META', 'Meta Platforms Inc.', 'Communication Services', 571.3),
  stock('NVDA', 'NVIDIA Corporation', 'Technology', 138.9),
  stock('TSLA', 'Tesla Inc.', 'Consumer Discretionary', 251.6),
  stock('BRK.B', 'Berkshire Hathaway Inc. Class B', 'Financials', 462.1),
  stock('JPM', 'JPMorgan Chase & Co.', 'Financials', 224.7),
  stock('V', 'Visa Inc.', 'Financials', 289.3),
  stock('MA', 'Mastercard Incorporated', 'Financials', 512.4),
  stock('JNJ', 'Johnson & Johnson', 'Health Care', 158.2),
  stock('WMT', 'Walmart Inc.', 'Consumer Staples', 83.6),
  stock('PG', 'Procter & Gamble Company', 'Consumer Staples', 171.9),
  stock('KO', 'Coca-Cola Company', 'Consumer Staples', 69.4),
  stock('DIS', 'Walt Disney Company', 'Communication Services', 96.7),
  stock('NFLX', 'Netflix Inc.', 'Communication Services', 742.1),
  stock('AMD', 'Advanced Micro Devices Inc.', 'Technology', 142.3),
  stock('INTC', 'Intel Corporation', 'Technology', 22.8),
  etf('SPY', 'SPDR S&P 500 ETF Trust', 583.2),
  etf('QQQ', 'Invesco QQQ Trust', 502.6),
  stock('AVGO', 'Broadcom Inc.', 'Technology', 231.8),
  stock('ORCL', 'Oracle Corporation', 'Technology', 166.6),
  stock('CRM', 'Salesforce Inc.', 'Technology', 334.3),
  stock('ADBE', 'Adobe Inc.', 'Technology', 444.7),
  stock('CSCO', 'Cisco Systems Inc.', 'Technology', 59.2),
  stock('IBM', 'International Business Machines Corporation', 'Technology', 219.8),
  stock('QCOM', 'Qualcomm Incorporated', 'Technology', 153.6),
  stock('TXN', 'Texas Instruments Incorporated', 'Technology', 187.5),
  stock('INTU', 'Intuit Inc.', 'Technology', 628.5),
  stock('NOW', 'ServiceNow Inc.', 'Technology', 1060.1),
  stock('AMAT', 'Applied Materials Inc.', 'Technology', 162.6),
  stock('PLTR', 'Palantir Technologies Inc.', 'Technology', 75.6),
  stock('PYPL', 'PayPal Holdings Inc.', 'Financials', 85.4),
  stock('UBER', 'Uber Technologies Inc.', 'Industrials', 60.3),
  stock('ABNB', 'Airbnb Inc.', 'Consumer Discretionary', 131.4),
  stock('BAC', 'Bank of America Corporation', 'Financials', 43.9),
  stock('WFC', 'Wells Fargo & Company', 'Financials', 70.2),
  stock('GS', 'Goldman Sachs Group Inc.', 'Financials', 572.6),
  stock('MS', 'Morgan Stanley', 'Financials', 125.7),
  stock('C', 'Citigroup Inc.', 'Financials', 70.4),
  stock('AXP', 'American Express Company', 'Financials', 296.8),
  stock('BLK', 'BlackRock Inc.', 'Financials', 1025.1),
  stock('SCHW', 'Charles Schwab Corporation', 'Financials', 74.0),
  stock('UNH', 'UnitedHealth Group Incorporated', 'Health Care', 505.9),
  stock('LLY', 'Eli Lilly and Company', 'Health Care', 772.0),
  stock('PFE', 'Pfizer Inc.', 'Health Care', 26.5),
  stock('MRK', 'Merck & Co. Inc.', 'Health Care', 99.5),
  stock('ABBV', 'AbbVie Inc.', 'Health Care', 177.7),
  stock('TMO', 'Thermo Fisher Scientific Inc.', 'Health Care', 520.2),
  stock('ABT', 'Abbott Laboratories', 'Health Care', 113.1),
  stock('AMGN', 'Amgen Inc.', 'Health Care', 260.6),
  stock('CVS', 'CVS Health Corporation', 'Health Care', 44.9),
  stock('BMY', 'Bristol-Myers Squibb Company', 'Health Care', 56.6),
  stock('HD', 'Home Depot Inc.', 'Consumer Discretionary', 389.0),
  stock('MCD', 'McDonald\'s Corporation', 'Consumer Discretionary', 289.9),
  stock('NKE', 'Nike Inc.', 'Consumer Discretionary', 75.7),
  stock('SBUX', 'Starbucks Corporation', 'Consumer Discretionary', 91.3),
  stock('LOW', 'Lowe\'s Companies Inc.', 'Consumer Discretionary', 246.8),
  stock('BKNG', 'Booking Holdings Inc.', 'Consumer Discretionary', 4968.4),
  stock('F', 'Ford Motor Company', 'Consumer Discretionary', 9.9),
  stock('GM', 'General Motors Company', 'Consumer Discretionary', 53.3),
  stock('COST', 'Costco Wholesale Corporation', 'Consumer Staples', 916.3),
  stock('PEP', 'PepsiCo Inc.', 'Consumer Staples', 152.1),
  stock('TGT', 'Target Corporation', 'Consumer Staples', 135.2),
  stock('PM', 'Philip Morris International Inc.', 'Consumer Staples', 120.4),
  stock('BA', 'Boeing Company', 'Industrials', 177.0),
  stock('CAT', 'Caterpillar Inc.', 'Industrials', 362.8),
  stock('GE', 'GE Aerospace', 'Industrials', 166.8),
  stock('HON', 'Honeywell International Inc.', 'Industrials', 225.9),
  stock('UPS', 'United Parcel Service Inc.', 'Industrials', 126.1),
  stock('LMT', 'Lockheed Martin Corporation', 'Industrials', 486.0),
  stock('RTX', 'RTX Corporation', 'Industrials', 115.7),
  stock('DE', 'Deere & Company', 'Industrials', 423.7),
  stock('MMM', '3M Company', 'Industrials', 129.1),
  stock('UNP', 'Union Pacific Corporation', 'Industrials', 228.0),
  stock('FDX', 'FedEx Corporation', 'Industrials', 281.3),
  stock('XOM', 'Exxon Mobil Corporation', 'Energy', 107.6),
  stock('CVX', 'Chevron Corporation', 'Energy', 144.8),
  stock('COP', 'ConocoPhillips', 'Energy', 99.2),
  stock('T', 'AT&T Inc.', 'Communication Services', 22.8),
  stock('VZ', 'Verizon Communications Inc.', 'Communication Services', 40.0),
  stock('CMCSA', 'Comcast Corporation', 'Communication Services', 37.5),
  stock('TMUS', 'T-Mobile US Inc.', 'Communication Services', 220.7),
  stock('NEE', 'NextEra Energy Inc.', 'Utilities', 71.7),
  stock('DUK', 'Duke Energy Corporation', 'Utilities', 107.7),
  stock('AMT', 'American Tower Corporation', 'Real Estate', 183.4),
  stock('PLD', 'Prologis Inc.', 'Real Estate', 105.7),
  stock('LIN', 'Linde plc', 'Materials', 418.7),
  etf('VOO', 'Vanguard S&P 500 ETF', 535.8),
  etf('VTI', 'Vanguard Total Stock Market ETF', 289.8),
  etf('IVV', 'iShares Core S&P 500 ETF', 588.7),
  etf('DIA', 'SPDR Dow Jones Industrial Average ETF Trust', 423.4),
  etf('IWM', 'iShares Russell 2000 ETF', 221.0),
  etf('VEA', 'Vanguard FTSE Developed Markets ETF', 47.9),
  etf('VWO', 'Vanguard FTSE Emerging Markets ETF', 44.0),
  etf('AGG', 'iShares Core U.S. Aggregate Bond ETF', 96.9),
  etf('BND', 'Vanguard Total Bond Market ETF', 71.9),
  etf('TLT', 'iShares 20+ Year Treasury Bond ETF', 87.3),
  etf('GLD', 'SPDR Gold Shares', 242.1),
];

/** Listings abroad, in their exchanges' currencies (product §13.2). */
export const SAMPLE_LISTINGS_ABROAD: readonly SampleInstrument[] = [
  listing('VWRL.L', 'Vanguard FTSE All-World UCITS ETF', 'etf', null, 'XLON', 'GBP', 'IE00B3RBWM25', 110.4),
  listing('ISF.L', 'iShares Core FTSE 100 UCITS ETF', 'etf', null, 'XLON', 'GBP', 'IE0005042456', 8.05),
  listing('SAP.DE', 'SAP SE', 'stock', 'Technology', 'XETR', 'EUR', 'DE0007164600', 236.3),
  listing('SIE.DE', 'Siemens AG', 'stock', 'Industrials', 'XETR', 'EUR', 'DE0007236101', 188.6),
  listing('SHOP.TO', 'Shopify Inc.', 'stock', 'Technology', 'XTSE', 'CAD', 'CA82509L1076', 153.2),
  listing('RY.TO', 'Royal Bank of Canada', 'stock', 'Financials', 'XTSE', 'CAD', 'CA7800871021', 173.3),
];

/** Crypto assets in dollars: they trade every day (product §13.2). */
export const SAMPLE_CRYPTO: readonly SampleInstrument[] = [
  crypto('BTC-USD', 'Bitcoin', 93_430),
  crypto('ETH-USD', 'Ethereum', 3_332),
  crypto('SOL-USD', 'Solana', 189.3),
];

/** Every instrument the sample prices. */
export const SAMPLE_CATALOGUE: readonly SampleInstrument[] = [...SAMPLE_INSTRUMENTS, ...SAMPLE_LISTINGS_ABROAD, ...SAMPLE_CRYPTO];
