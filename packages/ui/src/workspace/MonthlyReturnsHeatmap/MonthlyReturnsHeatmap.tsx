import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { TableColumnHeader, TableRowHeader } from '../../primitives/Table';
import { ChartFrame, ChartLiveRegion, ChartSoundButton, chartKeysHint, useChartKeyboard, type ChartCursor, type ChartShape } from '../../private/ChartShared';
import { signedText, type PortfolioFormat } from '../../private/PortfolioShared';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import * as styles from './MonthlyReturnsHeatmap.css';

/** One year of the table; the SDK's `monthly_table` rows pass as they are. `months[0]` is January; null: no return that month. */
export interface MonthlyReturnsYear {
  year: number;
  months: readonly (number | null)[];
  /** The year's months chained; null when it has none. */
  total: number | null;
}

export interface MonthlyReturnsHeatmapProps extends PanelBlockProps {
  /** Oldest year first. */
  years: readonly MonthlyReturnsYear[];
  format: Pick<PortfolioFormat, 'percent'>;
  /** The column headers, January first. */
  monthLabels?: readonly string[];
  /** The months' full names, read by screen readers for the short headers. */
  monthNames?: readonly string[];
}

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/**
 * The tint is the month's move against the table's largest one, but never against less than
 * this: in a calm portfolio a 0.5 % month is not painted as strongly as a crash.
 */
const MIN_SCALE = 0.02;
/** A month that moved at all is tinted at least this much, so its tone shows. */
const MIN_HEAT = 0.12;

/**
 * Monthly returns as a year x month table: each cell tinted by the size of its move (green up,
 * red down) and always showing the signed percentage, so the sign, not the colour, says which way
 * it went. A month without a return is blank. The last column is the year's total. A real table
 * with column and row headers; on phones it scrolls sideways with the year in view. Keyboard
 * (product §10.25): one tab stop; Left/Right move a month (then the year total), Up/Down a year,
 * Home/End to January/the total, each cell announced ('March 2026: +1.23%'). 'Play the chart'
 * plays every month in order as sound.
 */
export function MonthlyReturnsHeatmap({
  years, format, title = 'Monthly returns', titleAs = 'h2', monthLabels = MONTH_LABELS, monthNames = MONTH_NAMES,
  loading = false, error, onRetry, className,
}: MonthlyReturnsHeatmapProps) {
  const id = useId();
  const titleId = `monthly-returns-${id}`;
  const hintId = `monthly-returns-hint-${id}`;
  const frameRef = useRef<HTMLDivElement>(null);
  const valueAt = ({ series, point }: ChartCursor): number | null => {
    const y = years[series];
    const r = !y ? null : point === 12 ? y.total : y.months[point] ?? null;
    return r === null || !Number.isFinite(r) ? null : r;
  };
  const describeCell = (c: ChartCursor): string => {
    const y = years[c.series];
    if (!y) return '';
    const r = valueAt(c);
    const name = c.point === 12 ? `${y.year} total` : `${monthNames[c.point] ?? ''} ${y.year}`;
    return `${name}: ${r === null ? 'no return' : signedText(r, format.percent).text}`;
  };
  // Rows are years, oldest first; the points are the 12 months, then the year's total. The first
  // key lands on the latest month with a return.
  const keyboard = useChartKeyboard({
    shape: { series: years.length, points: 13 },
    describe: describeCell,
    data: years,
    start: ({ series }: ChartShape) => {
      const last = years[series - 1];
      const month = last ? last.months.reduce<number>((at, r, i) => (r === null || !Number.isFinite(r) ? at : i), 0) : 0;
      return { series: series - 1, point: month };
    },
  });
  const cursor = keyboard.cursor;
  // Every month in order, oldest first (blank months silent), for the sound.
  const soundValues = useMemo(() => years.flatMap((y) => Array.from({ length: 12 }, (_, i) => {
    const r = y.months[i] ?? null;
    return r === null || !Number.isFinite(r) ? null : r;
  })), [years]);
  // The cell the keyboard is on scrolls into view (phones scroll the table sideways).
  useEffect(() => {
    if (!cursor) return;
    const cell = frameRef.current?.querySelector('[data-active="true"]');
    if (cell instanceof HTMLElement && typeof cell.scrollIntoView === 'function') cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [cursor]);
  const active = (series: number, point: number) => cursor?.series === series && cursor.point === point;
  const largest = years.reduce((max, y) => y.months.reduce<number>((m, r) => (r === null || !Number.isFinite(r) ? m : Math.max(m, Math.abs(r))), max), 0);
  const scale = Math.max(largest, MIN_SCALE);

  let body: ReactNode = null;
  if (!loading && !error && years.length > 0) {
    body = (
      <>
        {/* The kit's header cells in the chart's own frame and cells: it is the chart, with a cell cursor and tinted cells (product §10.26). */}
        <ChartFrame
          ref={frameRef}
          className={cx(appStyles.tableScroller, styles.scroller)}
          keyboard={keyboard}
          label={`Monthly returns chart, ${years[0]?.year ?? ''} to ${years[years.length - 1]?.year ?? ''}`}
          hint={chartKeysHint({ point: 'month', series: 'year' })}
          hintId={hintId}
        >
          <table className={styles.table}>
            <caption className="sr-only">Monthly returns by year, with each year&apos;s total in the last column</caption>
            <thead>
              <tr>
                <TableColumnHeader label="Year" className={cx(styles.colHead, styles.yearHead)} />
                {monthLabels.map((label, i) => (
                  <TableColumnHeader key={label} label={label} abbr={monthNames[i]} className={styles.colHead} />
                ))}
                <TableColumnHeader label="Year total" className={cx(styles.colHead, styles.totalHead)} />
              </tr>
            </thead>
            <tbody>
              {years.map((y, row) => (
                <tr key={y.year}>
                  <TableRowHeader className={styles.yearHead}>{y.year}</TableRowHeader>
                  {monthLabels.map((label, i) => {
                    const r = y.months[i] ?? null;
                    const on = active(row, i) || undefined;
                    if (r === null || !Number.isFinite(r)) return <td key={label} className={cx(styles.cell, styles.blank, on && styles.activeCell)} data-active={on} />;
                    const { text, tone } = signedText(r, format.percent);
                    const heat = tone === 'neutral' ? 0 : Math.max(MIN_HEAT, Math.min(1, Math.abs(r) / scale));
                    return (
                      <td key={label} className={cx(styles.cell, styles.tone[tone], on && styles.activeCell)} data-active={on} style={assignInlineVars({ [styles.heat]: heat.toFixed(3) })}>
                        {text}
                      </td>
                    );
                  })}
                  <td className={cx(styles.total, y.total === null ? undefined : shared.tone[signedText(y.total, format.percent).tone], active(row, 12) && styles.activeCell)} data-active={active(row, 12) || undefined}>
                    {y.total === null ? '' : signedText(y.total, format.percent).text}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ChartFrame>
        <ChartLiveRegion announcement={keyboard.announcement} />
        <p className={styles.legend}>
          <span className={styles.legendScale} aria-hidden="true">
            <span className={cx(styles.legendSwatch, styles.tone.negative)} style={assignInlineVars({ [styles.heat]: '1' })} />
            <span className={cx(styles.legendSwatch, styles.tone.negative)} style={assignInlineVars({ [styles.heat]: '0.35' })} />
            <span className={cx(styles.legendSwatch, styles.tone.positive)} style={assignInlineVars({ [styles.heat]: '0.35' })} />
            <span className={cx(styles.legendSwatch, styles.tone.positive)} style={assignInlineVars({ [styles.heat]: '1' })} />
          </span>
          <span>Loss to gain: the deeper the colour, the larger the month&apos;s move. Blank: no return that month.</span>
        </p>
        <ChartSoundButton
          values={soundValues}
          seriesLabel="Monthly returns"
          onPoint={(index) => keyboard.show(index === null ? null : { series: Math.floor(index / 12), point: index % 12 })}
        />
      </>
    );
  }

  return (
    <Panel
      surface="card"
      title={title}
      titleAs={titleAs}
      titleId={titleId}
      className={className}
      loading={loading}
      loadingText="Loading monthly returns..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || years.length === 0}
      emptyTitle="No monthly returns yet"
      emptyDescription="Once the portfolio has a month of history, its return shows here."
    >
      {body}
    </Panel>
  );
}
