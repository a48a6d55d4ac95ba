// Markets: exchanges, their sessions, minor-unit currencies and when a price is stale (product §13.4, §13.5).
// Pure functions: the reference server and the web client both read them.

/** What an instrument is (product §13.3). */
export type InstrumentKind = 'stock' | 'etf' | 'fund' | 'crypto' | 'bond' | 'cash' | 'other';
export const INSTRUMENT_KINDS: readonly InstrumentKind[] = ['stock', 'etf', 'fund', 'crypto', 'bond', 'cash', 'other'];
export const INSTRUMENT_KIND_LABELS: Readonly<Record<InstrumentKind, string>> = {
  stock: 'Stock', etf: 'ETF', fund: 'Fund', crypto: 'Crypto', bond: 'Bond', cash: 'Cash', other: 'Other',
};

/** An exchange by its ISO 10383 MIC, with the Yahoo-style suffix members type (`VWRL.L`), its time zone and regular session. */
export interface Exchange {
  mic: string;
  name: string;
  /** '' for US listings (AAPL), else the suffix with its dot ('.L'). */
  suffix: string;
  timeZone: string;
  /** Local 'HH:MM' of the regular session. */
  open: string;
  close: string;
  currency: string;
}

/** Exchanges the product knows by name. Holidays are not modelled: a holiday reads as a session with no trades (product §13.5). */
export const EXCHANGES: readonly Exchange[] = [
  { mic: 'XNAS', name: 'Nasdaq', suffix: '', timeZone: 'America/New_York', open: '09:30', close: '16:00', currency: 'USD' },
  { mic: 'XNYS', name: 'New York Stock Exchange', suffix: '', timeZone: 'America/New_York', open: '09:30', close: '16:00', currency: 'USD' },
  { mic: 'ARCX', name: 'NYSE Arca', suffix: '', timeZone: 'America/New_York', open: '09:30', close: '16:00', currency: 'USD' },
  { mic: 'XLON', name: 'London Stock Exchange', suffix: '.L', timeZone: 'Europe/London', open: '08:00', close: '16:30', currency: 'GBP' },
  { mic: 'XETR', name: 'Xetra (Frankfurt)', suffix: '.DE', timeZone: 'Europe/Berlin', open: '09:00', close: '17:30', currency: 'EUR' },
  { mic: 'XFRA', name: 'Frankfurt Stock Exchange', suffix: '.F', timeZone: 'Europe/Berlin', open: '08:00', close: '20:00', currency: 'EUR' },
  { mic: 'XPAR', name: 'Euronext Paris', suffix: '.PA', timeZone: 'Europe/Paris', open: '09:00', close: '17:30', currency: 'EUR' },
  { mic: 'XAMS', name: 'Euronext Amsterdam', suffix: '.AS', timeZone: 'Europe/Amsterdam', open: '09:00', close: '17:30', currency: 'EUR' },
  { mic: 'XMIL', name: 'Borsa Italiana', suffix: '.MI', timeZone: 'Europe/Rome', open: '09:00', close: '17:30', currency: 'EUR' },
  { mic: 'XMAD', name: 'Bolsa de Madrid', suffix: '.MC', timeZone: 'Europe/Madrid', open: '09:00', close: '17:30', currency: 'EUR' },
  { mic: 'XSWX', name: 'SIX Swiss Exchange', suffix: '.SW', timeZone: 'Europe/Zurich', open: '09:00', close: '17:30', currency: 'CHF' },
  { mic: 'XSTO', name: 'Nasdaq Stockholm', suffix: '.ST', timeZone: 'Europe/Stockholm', open: '09:00', close: '17:30', currency: 'SEK' },
  { mic: 'XTSE', name: 'Toronto Stock Exchange', suffix: '.TO', timeZone: 'America/Toronto', open: '09:30', close: '16:00', currency: 'CAD' },
  { mic: 'XTSX', name: 'TSX Venture Exchange', suffix: '.V', timeZone: 'America/Toronto', open: '09:30', close: '16:00', currency: 'CAD' },
  { mic: 'XTKS', name: 'Tokyo Stock Exchange', suffix: '.T', timeZone: 'Asia/Tokyo', open: '09:00', close: '15:30', currency: 'JPY' },
  { mic: 'XHKG', name: 'Hong Kong Exchange', suffix: '.HK', timeZone: 'Asia/Hong_Kong', open: '09:30', close: '16:00', currency: 'HKD' },
  { mic: 'XASX', name: 'Australian Securities Exchange', suffix: '.AX', timeZone: 'Australia/Sydney', open: '10:00', close: '16:00', currency: 'AUD' },
];

/** Crypto trades every day around the clock; its pseudo-exchange. */
export const CRYPTO_MARKET = 'CRYPTO';
/** Currencies (ECB reference rates) settle on weekdays. */
export const FX_MARKET = 'FX';

export const exchangeByMic = (mic: string | null | undefined): Exchange | undefined => (mic ? EXCHANGES.find((e) => e.mic === mic.toUpperCase()) : undefined);

/** The exchange a Yahoo-style symbol names by its suffix (`SAP.DE` -> XETR); undefined for no suffix (US) or an unknown one. */
export function exchangeOfSymbol(symbol: string): Exchange | undefined {
  const dot = symbol.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const suffix = symbol.slice(dot).toUpperCase();
  return EXCHANGES.find((e) => e.suffix && e.suffix.toUpperCase() === suffix);
}

/**
 * Currencies quoted in a minor unit by exchanges and providers (London in pence, 'GBp' or 'GBX'):
 * the product stores and shows the major unit, so a price of 9,520 GBp is £95.20 (product §13.3).
 */
const MINOR_UNITS: Readonly<Record<string, { currency: string; factor: number }>> = {
  GBp: { currency: 'GBP', factor: 0.01 },
  GBX: { currency: 'GBP', factor: 0.01 },
  ZAc: { currency: 'ZAR', factor: 0.01 },
  ZAC: { currency: 'ZAR', factor: 0.01 },
  ILA: { currency: 'ILS', factor: 0.01 },
};

/** A provider's price in the major unit: `toMajorUnit(9520, 'GBp')` is `{ amount: 95.2, currency: 'GBP' }`. */
export function toMajorUnit(amount: number, currency: string): { amount: number; currency: string; factor: number } {
  const minor = MINOR_UNITS[currency];
  if (!minor) return { amount, currency: currency.toUpperCase(), factor: 1 };
  return { amount: Math.round(amount * minor.factor * 1e6) / 1e6, currency: minor.currency, factor: minor.factor };
}

/** Is the code one a price is written in: three letters, or a known minor unit. */
export const isCurrencyCode = (code: string): boolean => /^[A-Z]{3}$/.test(code) || code in MINOR_UNITS;

function localParts(at: Date, timeZone: string): { date: string; minutes: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', weekday: 'short',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { date: `${get('year')}-${get('month')}-${get('day')}`, minutes: Number(get('hour')) * 60 + Number(get('minute')), weekday };
}

const toMinutes = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const DAY_MS = 86_400_000;
const previousDate = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * The local date of the market's last session that has opened by `at`: today on a weekday after
 * the open, else the weekday before (product §13.5). A market the product does not know (or none)
 * is read as a US one; crypto's session is the UTC day; currencies' the UTC weekday.
 */
export function lastSessionDate(market: string | null | undefined, at: Date): string {
  if (market === CRYPTO_MARKET) return at.toISOString().slice(0, 10);
  let date: string;
  if (market === FX_MARKET) {
    date = at.toISOString().slice(0, 10);
  } else {
    const ex = exchangeByMic(market) ?? EXCHANGES[0]!;
    const local = localParts(at, ex.timeZone);
    date = local.minutes >= toMinutes(ex.open) ? local.date : previousDate(local.date);
  }
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = previousDate(date);
  return date;
}

/** The date a price's time falls on in its market's time zone (UTC for crypto and currencies). */
export function marketDateOf(market: string | null | undefined, at: Date): string {
  if (market === CRYPTO_MARKET || market === FX_MARKET) return at.toISOString().slice(0, 10);
  return localParts(at, (exchangeByMic(market) ?? EXCHANGES[0]!).timeZone).date;
}

/** How long a crypto price stays current: it trades around the clock, so a session-day rule would hide hours of silence. */
export const CRYPTO_STALE_AFTER_MINUTES = 60;

export type StaleReason = 'old' | 'provider_failed' | 'manual';

/**
 * Whether a price at `asOf` is older than its market's last session at `now` (product §13.5): for a
 * stock or fund, its date in the exchange's time zone is before the last session's date; for crypto,
 * it is more than an hour old (plus the feed's delay).
 */
export function isStalePrice(market: string | null | undefined, asOf: string, now: Date, delayMinutes = 0): boolean {
  const at = Date.parse(asOf);
  if (!Number.isFinite(at)) return true;
  if (market === CRYPTO_MARKET) return now.getTime() - at > (CRYPTO_STALE_AFTER_MINUTES + delayMinutes) * 60_000;
  const lastSession = lastSessionDate(market, new Date(now.getTime() - delayMinutes * 60_000));
  return marketDateOf(market, new Date(at)) < lastSession;
}

/** The sentence a stale badge or an answer says about a price (product §13.5). */
export function staleReasonText(reason: StaleReason, source: string, detail?: string | null): string {
  switch (reason) {
    case 'provider_failed': return `${source} did not answer${detail ? ` (${detail})` : ''}: this is the last price it gave`;
    case 'manual': return 'Price entered by hand: it changes only when you edit it';
    default: return `${source} has no price since its market's last session`;
  }
}

/** The largest move (a fraction of the last stored price) a provider's price may make without a flag: a 100x unit slip or a bad tick is far beyond it (product §13.1). */
export const JUMP_LIMITS: Readonly<Record<InstrumentKind, number>> = {
  stock: 0.5, etf: 0.25, fund: 0.25, bond: 0.25, cash: 0.05, other: 0.5, crypto: 0.8,
};

/** Whether `price` moves from `previous` by more than its kind allows (a fall or a rise as a fraction of the lower). */
export function isSuspectJump(kind: InstrumentKind, previous: number | null | undefined, price: number): boolean {
  if (!previous || previous <= 0 || price <= 0) return false;
  return Math.abs(price / previous - 1) > JUMP_LIMITS[kind];
}
