import { formatCurrency } from '../format/formatCurrency';
import type { PriceAlertQuote, PriceAlertRuleInput } from './priceAlertRule';

const percent = (n: number): string => `${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The alert in a list: 'Above $230.00', 'Below $180.00', 'Moves 5% in a day'. */
export function describePriceAlert(alert: PriceAlertRuleInput, currency = 'usd'): string {
  switch (alert.condition) {
    case 'above': return `Above ${formatCurrency(alert.threshold, currency)}`;
    case 'below': return `Below ${formatCurrency(alert.threshold, currency)}`;
    default: return `Moves ${percent(alert.threshold)} in a day`;
  }
}

/**
 * The notification a firing sends: 'AAPL rose above $230.00 (now $231.40)', 'AAPL fell below
 * $180.00 (now $179.20)', 'AAPL moved -5.3% today (alert at 5%; now $212.10)'. The server writes
 * it; the app may build the same text for a preview.
 */
export function priceAlertNotification(symbol: string, alert: PriceAlertRuleInput, quote: PriceAlertQuote, currency = 'usd'): { title: string; body: string } {
  const now = formatCurrency(quote.price, currency);
  const title = `Price alert: ${symbol}`;
  switch (alert.condition) {
    case 'above': return { title, body: `${symbol} rose above ${formatCurrency(alert.threshold, currency)} (now ${now})` };
    case 'below': return { title, body: `${symbol} fell below ${formatCurrency(alert.threshold, currency)} (now ${now})` };
    default: {
      const move = quote.change_percent;
      return { title, body: `${symbol} moved ${move > 0 ? '+' : ''}${percent(move)} today (alert at ${percent(alert.threshold)}; now ${now})` };
    }
  }
}
