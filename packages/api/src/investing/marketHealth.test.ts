import { describe, expect, it } from 'vitest';
import { instrumentHealthText, providerHealthText } from './marketHealth';
import type { ProviderHealthView } from './types';

const base: ProviderHealthView = {
  id: 'yahoo', name: 'Yahoo Finance', embedded: false, circuit: 'closed', consecutive_failures: 0, open_until: null,
  last_success_at: '2026-06-01T11:58:00Z', last_failure_at: null, last_error: null, rate_limit: { used: 12, limit: 60, per_seconds: 60 },
};

describe('market-data health texts (product §13.6)', () => {
  it('words each circuit state with a tone', () => {
    expect(providerHealthText(base, 'UTC')).toEqual({ state: 'Working', tone: 'success', lastSuccess: 'Jun 1, 2026, 11:58 AM UTC', lastFailure: 'Never', lastError: '', rateLimit: '12 of 60 a minute' });
    expect(providerHealthText({ ...base, circuit: 'open', open_until: '2026-06-01T12:03:00Z', consecutive_failures: 3, last_error: 'session expired' }, 'UTC'))
      .toMatchObject({ state: 'Paused until 12:03 PM UTC', tone: 'danger', lastError: 'session expired' });
    expect(providerHealthText({ ...base, circuit: 'half_open' }, 'UTC')).toMatchObject({ state: 'Trying again', tone: 'warning' });
    expect(providerHealthText({ ...base, consecutive_failures: 2 }, 'UTC')).toMatchObject({ state: 'Failing (2 in a row)', tone: 'warning' });
    expect(providerHealthText({ ...base, embedded: true }, 'UTC').rateLimit).toBe('No limit (built in)');
  });

  it('writes an instrument’s money in its currency and, apart, in dollars', () => {
    const i = { symbol: 'VWRL.L', name: 'x', currency: 'GBP', exchange: 'XLON', provider: 'Sample data', state: 'stale' as const, reason: '', as_of: null, holders: 2, value: 1104, value_usd: 1382.5 };
    expect(instrumentHealthText(i)).toEqual({ value: '£1,104.00', valueUsd: '$1,382.50', asOf: null });
    expect(instrumentHealthText({ ...i, currency: 'USD', value_usd: 1104 }).valueUsd).toBeNull();
  });
});
