import type { StockQuote } from '../investing/types';
import type { PriceAlertCondition } from './types';

/** What the rule reads of an alert and of a quote. */
export type PriceAlertRuleInput = { condition: PriceAlertCondition; threshold: number };
export type PriceAlertQuote = Pick<StockQuote, 'price' | 'change_percent' | 'as_of'>;

/**
 * Whether an alert's condition holds at a quote, and what a firing is for (`key`): an alert fires
 * when its condition holds and it has not fired for that key yet, and re-arms once the condition
 * is false. Above and below have one key, so they fire once per crossing; a daily move's key is
 * the quote's day, so a move of at least N % fires once on each day it happens, however many
 * days in a row. A price exactly at the threshold counts as crossed (above: >=, below: <=).
 */
export function priceAlertState(alert: PriceAlertRuleInput, quote: PriceAlertQuote): { met: boolean; key: string } {
  switch (alert.condition) {
    case 'above':
      return { met: quote.price >= alert.threshold, key: 'crossed' };
    case 'below':
      return { met: quote.price <= alert.threshold, key: 'crossed' };
    case 'move':
      return { met: Math.abs(quote.change_percent) >= alert.threshold, key: quote.as_of.slice(0, 10) };
    default: {
      const unknown: never = alert.condition;
      return unknown;
    }
  }
}
