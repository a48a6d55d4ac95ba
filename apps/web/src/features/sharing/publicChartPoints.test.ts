// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { publicChartPoints } from './publicChartPoints';

const performance = {
  from: '2026-01-01', to: '2026-11-20',
  points: [
    { date: '2026-01-01', cumulative_return: 0 },
    { date: '2026-10-20', cumulative_return: 0.1 },
    { date: '2026-10-21', cumulative_return: null },
    { date: '2026-11-20', cumulative_return: 0.21 },
  ],
};

describe('publicChartPoints', () => {
  it('rebases the range so it starts at 0 and compounds from there', () => {
    const points = publicChartPoints(performance, '1M');
    expect(points.map((p) => p.date)).toEqual(['2026-10-20', '2026-11-20']);
    expect(points[0]!.value).toBe(0);
    expect(points[1]!.value).toBeCloseTo(0.1, 10);
  });

  it('shows everything since the first day for All, skipping days without a return', () => {
    const points = publicChartPoints(performance, 'ALL');
    expect(points.map((p) => [p.date, Number(p.value.toFixed(4))])).toEqual([['2026-01-01', 0], ['2026-10-20', 0.1], ['2026-11-20', 0.21]]);
  });

  it('has no line when no day of the range has a return', () => {
    expect(publicChartPoints({ from: '2026-11-20', to: '2026-11-20', points: [{ date: '2026-11-20', cumulative_return: null }] }, '1W')).toEqual([]);
  });
});
