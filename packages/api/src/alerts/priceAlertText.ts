import { formatPerShare } from '../format/formatPerShare';
import { formatRate } from '../format/formatRate';
import type { PriceAlertQuote, PriceAlertRuleInput } from './priceAlertRule';

/**
 * The alert in a list: 'Above $230.00', 'Below $180.00', 'Moves 5% in a day'. Prices are per
 * share, so they keep the decimals they have ('Above $0.4855').
 */
export function describePriceAlert(alert: PriceAlertRuleInput, currency = 'usd'): string {
  switch (alert.condition) {
    case 'above': return `Above ${formatPerShare(alert.threshold, currency)}`;
    case 'below': return `Below ${formatPerShare(alert.threshold, currency)}`;
    default: return `Moves ${formatRate(alert.threshold)} in a day`;
  }
}

/**
 * The notification a firing sends. The title is the event alone ('AAPL rose above $230.00', 'AAPL
 * fell below $180.00', 'AAPL moved -5.3% today'): the bell already names the kind ('Price alert')
 * beside it, so a title that repeated it would read twice. The body gives the price now, and for a
 * daily move the alert's threshold: 'Now $231.40.', 'Now $212.10; the alert is at 5% in a day.'
 * The server writes it; the app may build the same text for a preview.
 */
export function priceAlertNotification(symbol: string, alert: PriceAlertRuleInput, quote: PriceAlertQuote, currency = 'usd'): { title: string; body: string } {
  const now = formatPerShare(quote.price, currency);
  switch (alert.condition) {
    case 'above': return { title: `${symbol} rose above ${formatPerShare(alert.threshold, currency)}`, body: `Now ${now}.` };
    case 'below': return { title: `${symbol} fell below ${formatPerShare(alert.threshold, currency)}`, body: `Now ${now}.` };
    default: {
      const move = quote.change_percent;
      return { title: `${symbol} moved ${move > 0 ? '+' : ''}${formatRate(move)} today`, body: `Now ${now}; the alert is at ${formatRate(alert.threshold)} in a day.` };
    }
  }
}
