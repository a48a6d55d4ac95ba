import { describe, expect, it } from 'vitest';
import { benchmarkReturns } from './benchmarkReturns';

const closes = [
  { date: '2026-01-02', close: 100 }, // Fri
  { date: '2026-01-05', close: 110 }, // Mon
  { date: '2026-01-06', close: 99 },
];

describe('benchmarkReturns', () => {
  it('rebases at the first date and carries the last close over days without one', () => {
    expect(benchmarkReturns('SPY', closes, ['2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06'])).toEqual({
      symbol: 'SPY',
      points: [
        { date: '2026-01-03', cumulative_return: 0 },
        { date: '2026-01-04', cumulative_return: 0 },
        { date: '2026-01-05', cumulative_return: expect.closeTo(0.1, 12) },
        { date: '2026-01-06', cumulative_return: expect.closeTo(-0.01, 12) },
      ],
      total_return: expect.closeTo(-0.01, 12),
    });
  });

  it('starts at its first close when it has none by the first date', () => {
    const r = benchmarkReturns('NEW', closes, ['2026-01-01', '2026-01-02', '2026-01-05']);
    expect(r.points.map((p) => p.cumulative_return)).toEqual([null, 0, expect.closeTo(0.1, 12)]);
  });

  it('has null points and total without closes or dates', () => {
    expect(benchmarkReturns('X', [], ['2026-01-02'])).toEqual({ symbol: 'X', points: [{ date: '2026-01-02', cumulative_return: null }], total_return: null });
    expect(benchmarkReturns('X', closes, [])).toEqual({ symbol: 'X', points: [], total_return: null });
  });
});
