import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPerformanceCanvas, type PerformanceCanvasOptions } from './performanceCanvas';

// The library draws on a real canvas; this stand-in records what the wrapper asks of it.
const series = { setData: vi.fn() };
const chart = {
  addSeries: vi.fn(() => series),
  removeSeries: vi.fn(),
  subscribeCrosshairMove: vi.fn(),
  unsubscribeCrosshairMove: vi.fn(),
  clearCrosshairPosition: vi.fn(),
  setCrosshairPosition: vi.fn(),
  timeScale: vi.fn(() => ({ fitContent: vi.fn() })),
  remove: vi.fn(),
};
const createChart = vi.fn(() => chart);
vi.mock('lightweight-charts', () => ({
  createChart: (...args: unknown[]) => createChart(...(args as [])),
  AreaSeries: 'Area', LineSeries: 'Line', ColorType: { Solid: 'solid' }, LineStyle: { Dashed: 2 },
}));

const options: PerformanceCanvasOptions = {
  colors: { line: '#0f6b63', areaTop: '#0f6b6333', areaBottom: '#0f6b6300', benchmark: '#64748b', text: '#0f172a', grid: '#e2e8f0', crosshair: '#94a3b8', fontFamily: 'Inter' },
  formatValue: (v) => String(v),
  onPointerPoint: () => {},
};
const points = [{ date: '2026-11-20', value: 100 }, { date: '2026-11-21', value: 101 }];

beforeEach(() => { vi.clearAllMocks(); });

describe('createPerformanceCanvas', () => {
  it('builds the chart with its first data, so the library draws it once, not empty and then again', async () => {
    const canvas = await createPerformanceCanvas(document.createElement('div'), options);
    expect(createChart).not.toHaveBeenCalled();
    canvas.setData(points, null);
    expect(createChart).toHaveBeenCalledTimes(1);
    expect(series.setData).toHaveBeenCalledWith([{ time: '2026-11-20', value: 100 }, { time: '2026-11-21', value: 101 }]);
    canvas.setData(points.slice(1), null);
    expect(createChart).toHaveBeenCalledTimes(1);
  });

  it('ignores the crosshair and removal before there is a chart', async () => {
    const canvas = await createPerformanceCanvas(document.createElement('div'), options);
    canvas.showPoint(0);
    canvas.destroy();
    expect(chart.setCrosshairPosition).not.toHaveBeenCalled();
    expect(chart.remove).not.toHaveBeenCalled();
    canvas.setData(points, null);
    canvas.showPoint(1);
    expect(chart.setCrosshairPosition).toHaveBeenCalledWith(101, '2026-11-21', series);
    canvas.destroy();
    expect(chart.remove).toHaveBeenCalledTimes(1);
  });
});
