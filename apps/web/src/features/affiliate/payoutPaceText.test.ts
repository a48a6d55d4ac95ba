// @vitest-environment node
import { payoutPace } from '@pt/api';
import { describe, expect, it } from 'vitest';
import { payoutPaceText } from './payoutPaceText';

const now = new Date('2026-03-11T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('payoutPaceText', () => {
  it('says when the minimum is reached', () => {
    expect(payoutPaceText(payoutPace({ totalEarnings: 72.5, since: daysAgo(3), now }))).toBe('You have reached the $50.00 minimum payout.');
  });
  it('says what is left before the first earnings', () => {
    expect(payoutPaceText(payoutPace({ totalEarnings: 0, since: null, now }))).toBe('$50.00 to go until the $50.00 minimum. Your first conversions set your pace.');
  });
  it('gives the pace, the days and the date', () => {
    expect(payoutPaceText(payoutPace({ totalEarnings: 10, since: daysAgo(10), now }))).toBe(
      'At your current pace ($1.00 a day) you will reach the $50.00 minimum in about 40 days, around Apr 20, 2026.',
    );
    expect(payoutPaceText(payoutPace({ totalEarnings: 49, since: daysAgo(1), now }))).toContain('in about 1 day,');
  });
});
