import { formatCurrency } from '../format/formatCurrency';
import { formatDateTime } from '../format/formatDateTime';
import type { InstrumentHealth, ProviderHealthView } from './types';

/** How the data-health page words a provider (product §13.6): its state with a tone, its last outcomes and its rate-limit use. */
export interface ProviderHealthText {
  state: string;
  tone: 'success' | 'warning' | 'danger';
  lastSuccess: string;
  lastFailure: string;
  lastError: string;
  rateLimit: string;
}

const per = (seconds: number): string => (seconds === 60 ? 'a minute' : seconds === 1 ? 'a second' : seconds === 3600 ? 'an hour' : `per ${seconds} s`);

/** 'Working', 'Paused until 3:05 PM' (an open circuit), 'Trying again' (half open); 'Failing' after failures below the threshold. */
export function providerHealthText(p: ProviderHealthView, timeZone?: string): ProviderHealthText {
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : 'Never');
  let state = 'Working';
  let tone: ProviderHealthText['tone'] = 'success';
  if (p.circuit === 'open') {
    state = p.open_until ? `Paused until ${formatDateTime(p.open_until, timeZone).replace(/^.*, /, '')}` : 'Paused';
    tone = 'danger';
  } else if (p.circuit === 'half_open') {
    state = 'Trying again';
    tone = 'warning';
  } else if (p.consecutive_failures > 0) {
    state = `Failing (${p.consecutive_failures} in a row)`;
    tone = 'warning';
  }
  return {
    state,
    tone,
    lastSuccess: when(p.last_success_at),
    lastFailure: when(p.last_failure_at),
    lastError: p.last_error ?? '',
    rateLimit: p.embedded ? 'No limit (built in)' : `${p.rate_limit.used} of ${p.rate_limit.limit} ${per(p.rate_limit.per_seconds)}`,
  };
}

/** A stale or unpriced instrument as the page shows it: its money in its currency and in dollars. */
export function instrumentHealthText(i: InstrumentHealth, timeZone?: string): { value: string; valueUsd: string | null; asOf: string | null } {
  return {
    value: formatCurrency(i.value, i.currency),
    valueUsd: i.value_usd === null || i.currency === 'USD' ? null : formatCurrency(i.value_usd, 'USD'),
    asOf: i.as_of ? formatDateTime(i.as_of, timeZone) : null,
  };
}
