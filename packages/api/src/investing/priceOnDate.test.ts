import { describe, expect, it } from 'vitest';
import { closeLookupRange, closeOnOrBefore } from './priceOnDate';

const closes = [
  { date: '2026-03-11', close: 100 },
  { date: '2026-03-12', close: 101 },
  { date: '2026-03-13', close: 102.5 },
  { date: '2026-03-16', close: 104 },
];

describe('closeOnOrBefore (product §10.18)', () => {
  it("is the chosen day's close when it has one", () => {
    expect(closeOnOrBefore(closes, '2026-03-12')).toEqual({ date: '2026-03-12', close: 101, exact: true });
  });
  it('is the last close before a day without one (a weekend), said so', () => {
    expect(closeOnOrBefore(closes, '2026-03-15')).toEqual({ date: '2026-03-13', close: 102.5, exact: false });
  });
  it('is null before the first close', () => {
    expect(closeOnOrBefore(closes, '2026-03-10')).toBeNull();
    expect(closeOnOrBefore([], '2026-03-10')).toBeNull();
  });
  it('asks for the day and the ten before it', () => {
    expect(closeLookupRange('2026-03-15')).toEqual({ from: '2026-03-05', to: '2026-03-15' });
  });
});
