import { describe, expect, it } from 'vitest';
import { payoutPace } from './payoutPace';

const now = new Date('2026-03-11T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('payoutPace', () => {
  it('says the minimum is reached at 50 dollars or more', () => {
    expect(payoutPace({ totalEarnings: 50, since: daysAgo(3), now })).toEqual({ kind: 'reached', threshold: 50 });
  });

  it('has no pace without earnings or without a start date', () => {
    expect(payoutPace({ totalEarnings: 0, since: daysAgo(10), now })).toEqual({ kind: 'noEarnings', threshold: 50, remaining: 50 });
    expect(payoutPace({ totalEarnings: 5, since: null, now }).kind).toBe('noEarnings');
    expect(payoutPace({ totalEarnings: 5, since: 'not a date', now }).kind).toBe('noEarnings');
    expect(payoutPace({ totalEarnings: Number.NaN, since: daysAgo(1), now }).kind).toBe('noEarnings');
  });

  it('extrapolates the daily pace since the start', () => {
    // $10 in 10 days = $1/day; $40 to go = 40 days.
    const pace = payoutPace({ totalEarnings: 10, since: daysAgo(10), now });
    expect(pace).toMatchObject({ kind: 'projected', remaining: 40, perDay: 1, days: 40 });
    if (pace.kind !== 'projected') throw new Error('projected');
    expect(pace.date.toISOString()).toBe('2026-04-20T12:00:00.000Z');
  });

  it('counts at least one day of history and rounds the days up', () => {
    // Earned $20 in one hour: treated as $20 over one day; $30 to go -> 1.5 -> 2 days.
    const pace = payoutPace({ totalEarnings: 20, since: new Date(now.getTime() - 3_600_000), now });
    expect(pace).toMatchObject({ kind: 'projected', perDay: 20, days: 2, remaining: 30 });
  });

  it('accepts another threshold', () => {
    expect(payoutPace({ totalEarnings: 10, since: daysAgo(1), now, threshold: 10 }).kind).toBe('reached');
  });
});
