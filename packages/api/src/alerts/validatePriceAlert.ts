import { isTickerSymbol } from '../rules/symbolPattern';
import { fieldChecker, type Validation } from '../validation/fieldChecker';
import { PRICE_ALERT_CONDITIONS, type PriceAlertCondition, type PriceAlertInput } from './types';

/** Alerts one member may keep: enough for a watch list, few enough to check every minute. */
export const MAX_PRICE_ALERTS = 50;
/** Highest price an alert can watch for: what a transaction's price may be. */
export const MAX_ALERT_PRICE = 1e9;
/** A daily move above this is not a threshold any quote reaches in practice. */
export const MAX_ALERT_MOVE_PERCENT = 100;
/**
 * Decimal places a threshold (a price or a percentage) may have: what the server stores exactly
 * (numeric(18, 4)), so a threshold is kept as given, never rounded (product §15.6).
 */
export const ALERT_THRESHOLD_DECIMALS = 4;
/** The smallest threshold: one step of ALERT_THRESHOLD_DECIMALS. */
export const MIN_ALERT_THRESHOLD = 0.0001;

export type PriceAlertField = 'symbol' | 'condition' | 'threshold';

/** The alert form's values as typed (the threshold may still be a string) or a request body. */
export interface PriceAlertFormInput { symbol?: unknown; condition?: unknown; threshold?: unknown }

export const priceAlertMessages = {
  symbolRequired: 'Symbol is required',
  symbolInvalid: 'Enter a ticker symbol such as AAPL',
  symbolUnknown: 'No market data for this symbol',
  conditionInvalid: 'Choose above, below or a daily move',
  priceRequired: 'Enter a price',
  priceInvalid: 'Price must be a number greater than 0',
  priceTooLarge: 'Price must be at most 1,000,000,000',
  moveRequired: 'Enter a percentage',
  moveInvalid: 'The move must be a percentage greater than 0',
  moveTooLarge: 'The move must be at most 100%',
  priceTooSmall: 'Price must be at least 0.0001',
  moveTooSmall: 'The move must be at least 0.0001%',
  tooManyDecimals: 'Use at most 4 decimal places',
  limitReached: (max: number) => `You can have at most ${max} price alerts. Delete one to add another.`,
  loadFailed: 'Failed to load your price alerts.',
  created: 'Price alert created',
  deleted: 'Price alert deleted',
} as const;

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const isCondition = (v: unknown): v is PriceAlertCondition => typeof v === 'string' && (PRICE_ALERT_CONDITIONS as readonly string[]).includes(v);

/** A number, or a string that is only a decimal number; undefined when empty, NaN otherwise. */
function readNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  return typeof value === 'string' && NUMBER.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/** Whether `n` is written with at most ALERT_THRESHOLD_DECIMALS decimals (0.1234 yes, 0.00005 no). */
const fitsDecimals = (n: number): boolean => Number(n.toFixed(ALERT_THRESHOLD_DECIMALS)) === n;

/**
 * The price-alert rules, the same on the form and on the server: a ticker symbol (upper-cased;
 * the server also needs market data for it), a condition, and a threshold that is a price above
 * 0 for above/below or a percentage above 0 and at most 100 for a daily move, at least 0.0001 and with at
 * most 4 decimal places either way (what the server stores exactly: a threshold is kept as given).
 */
export function validatePriceAlert(input: PriceAlertFormInput): Validation<PriceAlertInput, PriceAlertField> {
  const m = priceAlertMessages;
  const check = fieldChecker<PriceAlertField>();
  const symbol = typeof input.symbol === 'string' ? input.symbol.trim().toUpperCase() : '';
  check.need('symbol', symbol, m.symbolRequired);
  check.need('symbol', isTickerSymbol(symbol), m.symbolInvalid);
  const condition = isCondition(input.condition) ? input.condition : null;
  check.need('condition', condition, m.conditionInvalid);
  const threshold = readNumber(input.threshold);
  const move = condition === 'move';
  check.need('threshold', threshold !== undefined, move ? m.moveRequired : m.priceRequired);
  check.need('threshold', threshold !== undefined && threshold > 0, move ? m.moveInvalid : m.priceInvalid);
  check.need('threshold', threshold !== undefined && threshold >= MIN_ALERT_THRESHOLD, move ? m.moveTooSmall : m.priceTooSmall);
  check.need('threshold', threshold !== undefined && threshold <= (move ? MAX_ALERT_MOVE_PERCENT : MAX_ALERT_PRICE), move ? m.moveTooLarge : m.priceTooLarge);
  check.need('threshold', threshold !== undefined && fitsDecimals(threshold), m.tooManyDecimals);
  return check.result(() => ({ symbol, condition: condition as PriceAlertCondition, threshold: threshold as number }));
}
