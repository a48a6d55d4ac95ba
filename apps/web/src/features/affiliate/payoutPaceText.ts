// The line under the payout balance; the pace itself is an SDK rule (payoutPace).
import { formatCurrency, formatDate, type PayoutPace } from '@pt/api';

/** The line shown under the payout balance. */
export function payoutPaceText(pace: PayoutPace): string {
  const min = formatCurrency(pace.threshold);
  switch (pace.kind) {
    case 'reached':
      return `You have reached the ${min} minimum payout.`;
    case 'noEarnings':
      return `${formatCurrency(pace.remaining)} to go until the ${min} minimum. Your first conversions set your pace.`;
    case 'projected':
      return `At your current pace (${formatCurrency(pace.perDay)} a day) you will reach the ${min} minimum in about ${pace.days} ${pace.days === 1 ? 'day' : 'days'}, around ${formatDate(pace.date)}.`;
  }
}
