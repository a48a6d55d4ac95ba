import { useState, type KeyboardEvent } from 'react';
import { chartKeyMove, type ChartCursor, type ChartKeyOptions, type ChartShape } from './chartKeys';

export interface ChartKeyboardOptions extends ChartKeyOptions {
  shape: ChartShape;
  /** The announcement for a point: the date or label, then the values ('Nov 21, 2026: Portfolio value $1,080.25'). */
  describe: (cursor: ChartCursor) => string;
  /**
   * The chart's data (the same value while the data is the same, e.g. the memoised array): a
   * cursor belongs to the data it was set on, so new data (another range) starts without one.
   */
  data: unknown;
}

export interface ChartKeyboard {
  /** The point the keyboard (or the sound) is on, to draw as the crosshair or highlight; null when none. */
  cursor: ChartCursor | null;
  /** The text of the chart's polite live region. */
  announcement: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Leaving the chart clears its cursor, as Escape does. */
  onBlur: () => void;
  /** Shows a point without announcing it (the sound's progress), or clears it. */
  show: (cursor: ChartCursor | null) => void;
  /** The series the keyboard was last on (0 before any key): the one 'Play the chart' plays. */
  lastSeries: number;
}

/**
 * The keyboard of a chart (product §10.25): Left/Right between points, Up/Down between series,
 * Home/End to the ends, Escape clears; each move is announced through the chart's live region
 * and drawn by the chart from `cursor`. One implementation for every chart of the kit.
 */
export function useChartKeyboard({ shape, describe, data, ...keyOptions }: ChartKeyboardOptions): ChartKeyboard {
  const [mark, setMark] = useState<{ data: unknown; cursor: ChartCursor } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [lastSeries, setLastSeries] = useState(0);
  const cursor = mark && mark.data === data ? mark.cursor : null;
  const show = (next: ChartCursor | null) => setMark(next ? { data, cursor: next } : null);
  return {
    cursor,
    announcement,
    onKeyDown(event) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const next = chartKeyMove(event.key, cursor, shape, keyOptions);
      if (next === undefined) return;
      event.preventDefault();
      show(next);
      if (next) setLastSeries(next.series);
      setAnnouncement(next ? describe(next) : '');
    },
    onBlur: () => show(null),
    show,
    lastSeries: Math.max(0, Math.min(shape.series - 1, lastSeries)),
  };
}
