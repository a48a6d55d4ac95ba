import { useEffect, useRef, useState, type RefObject } from 'react';

export interface RowWindow {
  /** First row rendered (index into the full list). */
  start: number;
  /** One past the last row rendered. */
  end: number;
}

export interface RowWindowOptions {
  count: number;
  /** Every row's height in px: the rows are laid out on this grid. */
  rowHeight: number;
  /** Lists up to this long render every row; longer ones render the rows near the viewport. */
  windowFrom: number;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
}

/** The window moves in steps of this many rows, so a scroll re-renders the list every few rows, not every row. */
const STEP = 8;

/**
 * Which rows of a long list to render: those that the viewport (the page's scroll) shows, with
 * some to spare each side. A short list renders whole. Before the first measurement (server
 * render, tests) the window starts at the top.
 */
export function useRowWindow<Element extends HTMLElement>({ count, rowHeight, windowFrom, overscan = 8 }: RowWindowOptions): {
  ref: RefObject<Element | null>;
  windowed: boolean;
  range: RowWindow;
} {
  const ref = useRef<Element | null>(null);
  const windowed = count > windowFrom;
  const initialEnd = Math.min(count, 2 * overscan + STEP);
  const [measured, setMeasured] = useState<RowWindow>({ start: 0, end: initialEnd });

  useEffect(() => {
    if (!windowed) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      const viewport = window.innerHeight || document.documentElement.clientHeight;
      const first = Math.floor(-top / rowHeight) - overscan;
      const last = Math.ceil((viewport - top) / rowHeight) + overscan;
      const start = Math.min(Math.max(0, Math.floor(first / STEP) * STEP), Math.max(0, count - 1));
      const end = Math.min(count, Math.max(start + 1, Math.ceil(last / STEP) * STEP));
      setMeasured((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    // Capture: a scroll of any ancestor (the page, a scrolling panel) can move the rows.
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, count, rowHeight, overscan]);

  const range = windowed
    ? { start: Math.min(measured.start, Math.max(0, count - 1)), end: Math.min(measured.end, count) }
    : { start: 0, end: count };
  return { ref, windowed, range };
}
