import { describe, expect, it } from 'vitest';
import { chartKeyMove } from './chartKeys';

const shape = { series: 2, points: 5 };

describe('chartKeyMove', () => {
  it('lands on the first series\' latest point on the first arrow press, whichever arrow', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
      expect(chartKeyMove(key, null, shape)).toEqual({ series: 0, point: 4 });
    }
  });

  it('moves a point with Left/Right and a series with Up/Down, stopping at the edges', () => {
    expect(chartKeyMove('ArrowLeft', { series: 0, point: 4 }, shape)).toEqual({ series: 0, point: 3 });
    expect(chartKeyMove('ArrowRight', { series: 0, point: 4 }, shape)).toEqual({ series: 0, point: 4 });
    expect(chartKeyMove('ArrowLeft', { series: 1, point: 0 }, shape)).toEqual({ series: 1, point: 0 });
    expect(chartKeyMove('ArrowDown', { series: 0, point: 2 }, shape)).toEqual({ series: 1, point: 2 });
    expect(chartKeyMove('ArrowDown', { series: 1, point: 2 }, shape)).toEqual({ series: 1, point: 2 });
    expect(chartKeyMove('ArrowUp', { series: 1, point: 2 }, shape)).toEqual({ series: 0, point: 2 });
  });

  it('climbs with Up when the series are stacked from the bottom', () => {
    expect(chartKeyMove('ArrowUp', { series: 0, point: 1 }, shape, { up: 'next' })).toEqual({ series: 1, point: 1 });
    expect(chartKeyMove('ArrowDown', { series: 1, point: 1 }, shape, { up: 'next' })).toEqual({ series: 0, point: 1 });
  });

  it('jumps to the first and last point of the series it is on with Home and End', () => {
    expect(chartKeyMove('Home', { series: 1, point: 3 }, shape)).toEqual({ series: 1, point: 0 });
    expect(chartKeyMove('End', { series: 1, point: 1 }, shape)).toEqual({ series: 1, point: 4 });
    expect(chartKeyMove('Home', null, shape)).toEqual({ series: 0, point: 0 });
  });

  it('starts where the chart says, and keeps a cursor from data that shrank inside the chart', () => {
    expect(chartKeyMove('ArrowLeft', null, shape, { start: (s) => ({ series: s.series - 1, point: 2 }) })).toEqual({ series: 1, point: 2 });
    expect(chartKeyMove('ArrowLeft', { series: 5, point: 9 }, shape)).toEqual({ series: 1, point: 3 });
  });

  it('clears with Escape, and leaves other keys (and Escape with nothing to clear) to the page', () => {
    expect(chartKeyMove('Escape', { series: 0, point: 1 }, shape)).toBeNull();
    expect(chartKeyMove('Escape', null, shape)).toBeUndefined();
    expect(chartKeyMove('Tab', { series: 0, point: 1 }, shape)).toBeUndefined();
    expect(chartKeyMove('a', null, shape)).toBeUndefined();
  });

  it('does nothing in an empty chart', () => {
    expect(chartKeyMove('ArrowLeft', null, { series: 1, points: 0 })).toBeUndefined();
  });
});
