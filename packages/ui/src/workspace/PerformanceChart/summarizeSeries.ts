import type { CanvasPoint } from './performanceCanvas';

export interface SeriesFormat {
  /** A point's value as the chart shows it: an amount, or a signed return. */
  value: (value: number) => string;
  date: (date: string) => string;
}

/**
 * One sentence that says what the line shows: where it starts and ends, its lowest and highest
 * points. The chart's text alternative, next to its data table.
 */
export function summarizeSeries(points: readonly CanvasPoint[], format: SeriesFormat, subject = 'The portfolio', singleVerb = 'was worth'): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${subject} has no value history for this range.`;
  let low = first;
  let high = first;
  for (const p of points) {
    if (p.value < low.value) low = p;
    if (p.value > high.value) high = p;
  }
  if (points.length === 1) return `${subject} ${singleVerb} ${format.value(first.value)} on ${format.date(first.date)}.`;
  return `${subject} went from ${format.value(first.value)} on ${format.date(first.date)} to ${format.value(last.value)} on ${format.date(last.date)}; `
    + `lowest ${format.value(low.value)} on ${format.date(low.date)}, highest ${format.value(high.value)} on ${format.date(high.date)}.`;
}
