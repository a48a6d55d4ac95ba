// The keys every chart of the kit answers to (product §10.25), as one pure function: a chart is a
// grid of series (rows: lines, statuses, years) by points (columns: days, months, slices).

/** Where the keyboard is in a chart: the series (0 = the first) and the point within it. */
export interface ChartCursor {
  series: number;
  point: number;
}

/** How many series the chart has and how many points each has (the same for all). */
export interface ChartShape {
  series: number;
  points: number;
}

export interface ChartKeyOptions {
  /**
   * Which way Up goes: to the series before ('previous', the default: rows read top down, a
   * heatmap's earlier year) or after ('next': a stack drawn bottom up, where Up climbs it).
   */
  up?: 'previous' | 'next';
  /** Where the first arrow press lands: the first series' latest point unless told. */
  start?: (shape: ChartShape) => ChartCursor;
}

/**
 * What a key does: the cursor to move to, `null` to clear it (Escape), or `undefined` when the
 * key is not the chart's (it then goes on to the page). Moves stop at the edges; they never wrap.
 * The first arrow press only lands (on `start`), so nothing is skipped; Home and End go to the
 * first and last point of the series the cursor is on.
 */
export function chartKeyMove(key: string, cursor: ChartCursor | null, shape: ChartShape, options: ChartKeyOptions = {}): ChartCursor | null | undefined {
  if (shape.series <= 0 || shape.points <= 0) return undefined;
  const clamp = (c: ChartCursor): ChartCursor => ({
    series: Math.max(0, Math.min(shape.series - 1, c.series)),
    point: Math.max(0, Math.min(shape.points - 1, c.point)),
  });
  const start = clamp(options.start?.(shape) ?? { series: 0, point: shape.points - 1 });
  const upStep = options.up === 'next' ? 1 : -1;
  const at = cursor ? clamp(cursor) : null;
  switch (key) {
    case 'ArrowLeft': return at ? clamp({ ...at, point: at.point - 1 }) : start;
    case 'ArrowRight': return at ? clamp({ ...at, point: at.point + 1 }) : start;
    case 'ArrowUp': return at ? clamp({ ...at, series: at.series + upStep }) : start;
    case 'ArrowDown': return at ? clamp({ ...at, series: at.series - upStep }) : start;
    case 'Home': return { series: (at ?? start).series, point: 0 };
    case 'End': return { series: (at ?? start).series, point: shape.points - 1 };
    case 'Escape': return at ? null : undefined;
    default: return undefined;
  }
}
