import { stack } from 'd3-shape';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { ChartFrame, ChartLiveRegion, ChartSoundButton, chartKeysHint, useChartKeyboard, type ChartCursor } from '../../private/ChartShared';
import { DataTableToggle } from '../../private/DataTableToggle';
import type { LedgerFormat } from '../../private/LedgerShared';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Table, type TableColumn } from '../../primitives/Table';
import type { StatusTone } from '../../primitives/StatusBadge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './EarningsChart.css';
import { niceTicks } from './niceTicks';

/** One status of commission drawn as a segment of each month's bar, in the tone its badge has. */
export interface EarningsSeries<Key extends string> {
  key: Key;
  /** As shown in the legend, the table and the announcements, e.g. 'Approved'. */
  label: string;
  tone: StatusTone;
  /** Not earned (voided): drawn striped and left out of each month's total. */
  excluded?: boolean;
}

/** One month: its label and an amount in dollars per series. The SDK's `MonthlyEarningsRow` passes as it is. */
export type EarningsMonth<Key extends string> = {
  /** 'YYYY-MM'. */
  month: string;
  /** As shown in the table and the announcements, e.g. 'Mar 2026'. */
  label: string;
  /** A shorter label for the axis, e.g. 'Mar'; the label when missing. */
  axisLabel?: string;
} & { readonly [K in Key]: number };

export interface EarningsChartProps<Key extends string> extends PanelBlockProps {
  /** Oldest first; months without commission as zeros. */
  months: readonly EarningsMonth<Key>[];
  /** The series stacked from the bottom up, e.g. paid, approved, pending, voided. */
  series: readonly EarningsSeries<Key>[];
  format: Pick<LedgerFormat, 'money'>;
  /** A line under the title, e.g. the holding period. */
  description?: ReactNode;
  /** The empty state's line under 'No commission yet'. */
  emptyDescription?: ReactNode;
}

const TOP = 12;
const BOTTOM = 28;
const RIGHT = 8;
/** About how wide a character of the 12 px axis text is, to keep labels apart without measuring them. */
const CHAR = 7;

const cents = (n: number) => Math.round(n * 100) / 100;
const amount = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * Commission by month as stacked bars, one segment per status, with a legend giving each status's
 * total over the months shown. Keyboard: focus the chart, then Left/Right move between months
 * (Home/End: the first/last), each month's figures announced politely ('Mar 2026: $120.00
 * approved, $30.00 pending'); Up climbs the stack a status at a time ('Mar 2026, Approved:
 * $120.00'), Down comes back to the whole month; Escape clears (product §10.25). 'Play the chart'
 * plays the months' totals (or the status the keyboard was last on) as sound. 'Show data table' gives the same figures as a table.
 * Drawn in SVG at its container's width (d3-shape's stack), so it stays sharp on any screen.
 */
export function EarningsChart<Key extends string>({
  months, series, format, title = 'Earnings over time', titleAs = 'h2', description,
  emptyDescription = 'Commission shows here month by month once a customer you referred pays.', loading = false, error, onRetry,
  className,
}: EarningsChartProps<Key>) {
  const id = useId();
  const hintId = `earnings-hint-${id}`;
  const summaryId = `earnings-summary-${id}`;
  const tableId = `earnings-table-${id}`;
  const frameRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [hovered, setHovered] = useState<number | null>(null);

  const empty = months.length === 0 || months.every((m) => series.every((s) => amount(m[s.key]) === 0));
  const drawn = !loading && !error && !empty;

  // The chart is drawn at the width its container gives it (no scaling of text).
  useEffect(() => {
    const frame = frameRef.current;
    if (!drawn || !frame || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, [drawn]);

  // A pointed month belongs to the months it was pointed on: new data starts without one.
  const [hoverMonths, setHoverMonths] = useState(months);
  if (hoverMonths !== months) {
    setHoverMonths(months);
    setHovered(null);
  }

  const layers = useMemo(
    () => stack<EarningsMonth<Key>, Key>().keys(series.map((s) => s.key)).value((m, key) => amount(m[key]))([...months]),
    [months, series],
  );
  const totalOf = (m: EarningsMonth<Key>) => cents(series.reduce((sum, s) => (s.excluded ? sum : sum + amount(m[s.key])), 0));
  const seriesTotals = series.map((s) => cents(months.reduce((sum, m) => sum + amount(m[s.key]), 0)));

  const describeMonth = (index: number): string => {
    const m = months[index];
    if (!m) return '';
    const parts = series.filter((s) => amount(m[s.key]) > 0).map((s) => `${format.money(amount(m[s.key]))} ${s.label.toLowerCase()}`);
    return `${m.label}: ${parts.length ? parts.join(', ') : 'no commission'}`;
  };

  /** Up from the whole month climbs the stack a status at a time: 'Oct 2026, Approved: $120.00'. */
  const describeCursor = ({ series: row, point }: ChartCursor): string => {
    const m = months[point];
    const s = row > 0 ? series[row - 1] : undefined;
    if (!m || !s) return describeMonth(point);
    return `${m.label}, ${s.label}: ${format.money(amount(m[s.key]))}`;
  };

  // Rows (product §10.25): the whole month (0), then each status from the bottom of the stack up.
  const keyboard = useChartKeyboard({ shape: { series: series.length + 1, points: months.length }, describe: describeCursor, data: months, up: 'next' });
  const selected = keyboard.cursor?.point ?? null;
  const selectedSeries = keyboard.cursor && keyboard.cursor.series > 0 ? series[keyboard.cursor.series - 1]?.key : undefined;
  const soundSeries = keyboard.lastSeries > 0 ? series[keyboard.lastSeries - 1] : undefined;
  const soundValues = months.map((m) => (soundSeries ? amount(m[soundSeries.key]) : totalOf(m)));

  const summary = `Over ${months.length} ${months.length === 1 ? 'month' : 'months'}${months[0] ? ` from ${months[0].label}` : ''}: ${series
    .map((s, i) => `${format.money(seriesTotals[i] ?? 0)} ${s.label.toLowerCase()}`).join(', ')}.`;

  const legend = (
    <ul className={styles.legend} aria-label="Totals by status">
      {series.map((s, i) => (
        <li key={s.key} className={styles.legendItem}>
          <span aria-hidden="true" className={cx(styles.swatch, s.excluded ? styles.toneHatch[s.tone] : styles.toneFill[s.tone])} />
          <span className={styles.legendLabel}>{s.label}</span>
          <span className={styles.legendValue}>{format.money(seriesTotals[i] ?? 0)}</span>
        </li>
      ))}
    </ul>
  );

  // The data table: the month, each status, and the month's total (voided left out).
  const tableColumns: TableColumn<EarningsMonth<Key>>[] = [
    { key: 'month', header: 'Month', rowHeader: true, className: styles.monthCell, cell: (m) => m.label },
    ...series.map((s): TableColumn<EarningsMonth<Key>> => ({ key: `series-${s.key}`, header: s.label, numeric: true, cell: (m) => format.money(amount(m[s.key])) })),
    { key: 'total', header: 'Total', numeric: true, className: appStyles.strong, cell: (m) => format.money(totalOf(m)) },
  ];

  let chart: ReactNode = null;
  if (drawn) {
    const height = width < 480 ? 220 : 280;
    const stackedMax = Math.max(0, ...layers.flatMap((layer) => layer.map((point) => point[1])));
    const ticks = niceTicks(stackedMax);
    const top = ticks[ticks.length - 1] ?? 1;
    const tickLabels = ticks.map((t) => format.money(t));
    const left = Math.max(...tickLabels.map((t) => t.length)) * CHAR + 12;
    const plotWidth = Math.max(1, width - left - RIGHT);
    const plotHeight = height - TOP - BOTTOM;
    const band = plotWidth / months.length;
    const barWidth = Math.max(4, Math.min(48, band * 0.62));
    const y = (value: number) => TOP + plotHeight * (1 - value / top);
    const axisLabels = months.map((m) => m.axisLabel ?? m.label);
    // Thin the axis labels until they fit apart; the latest month is always labelled.
    const every = Math.max(1, Math.ceil((Math.max(...axisLabels.map((l) => l.length)) * CHAR + 8) / band));
    const readoutIndex = selected ?? hovered;
    const readoutText = keyboard.cursor ? describeCursor(keyboard.cursor) : readoutIndex === null ? null : describeMonth(readoutIndex);

    chart = (
      <>
        <p className={styles.readout} aria-hidden="true">
          {readoutText ?? 'Focus the chart and use the arrow keys, or point at a bar, to read a month.'}
        </p>
        <ChartFrame
          ref={frameRef}
          className={styles.frame}
          keyboard={keyboard}
          label={`Monthly commission chart, ${months[0]?.label ?? ''} to ${months[months.length - 1]?.label ?? ''}`}
          hint={chartKeysHint({ point: 'month', series: 'status' })}
          hintId={hintId}
          describedBy={summaryId}
        >
          <svg className={styles.svg} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" onPointerLeave={() => setHovered(null)}>
            <defs>
              {series.filter((s) => s.excluded).map((s) => (
                <pattern key={s.key} id={`${id}-hatch-${s.key}`} patternUnits="userSpaceOnUse" width={5} height={5} patternTransform="rotate(45)">
                  <rect width={5} height={5} className={styles.hatchBack} />
                  <line x1={1} y1={0} x2={1} y2={5} strokeWidth={2} className={styles.toneStroke[s.tone]} />
                </pattern>
              ))}
            </defs>
            {readoutIndex === null ? null : (
              <rect className={styles.bandMark} x={left + readoutIndex * band} y={TOP} width={band} height={plotHeight} rx={4} data-selected-month={months[readoutIndex]?.month} />
            )}
            {ticks.map((t, i) => (
              <g key={t}>
                <line className={i === 0 ? styles.baseLine : styles.gridLine} x1={left} x2={width - RIGHT} y1={y(t)} y2={y(t)} />
                <text className={styles.axisText} x={left - 8} y={y(t)} dy="0.32em" textAnchor="end">{tickLabels[i]}</text>
              </g>
            ))}
            {layers.map((layer, li) => {
              const s = series[li];
              if (!s) return null;
              return (
                <g key={s.key} data-series={s.key}>
                  {layer.map((point, mi) => {
                    const h = y(point[0]) - y(point[1]);
                    if (!(h > 0)) return null;
                    return (
                      <rect
                        key={months[mi]?.month ?? mi}
                        className={cx(styles.segment, s.excluded ? styles.toneStroke[s.tone] : styles.toneFill[s.tone], mi === selected && s.key === selectedSeries && styles.segmentActive)}
                        data-active={(mi === selected && s.key === selectedSeries) || undefined}
                        fill={s.excluded ? `url(#${id}-hatch-${s.key})` : undefined}
                        x={left + mi * band + (band - barWidth) / 2}
                        y={y(point[1])}
                        width={barWidth}
                        height={h}
                      />
                    );
                  })}
                </g>
              );
            })}
            {months.map((m, i) => (
              (months.length - 1 - i) % every === 0 || i === readoutIndex ? (
                <text key={m.month} className={cx(styles.axisText, i === readoutIndex && styles.axisTextActive)} x={left + (i + 0.5) * band} y={height - 8} textAnchor="middle">
                  {axisLabels[i]}
                </text>
              ) : null
            ))}
            {months.map((m, i) => (
              <rect key={m.month} className={styles.hitArea} x={left + i * band} y={TOP} width={band} height={plotHeight} onPointerEnter={() => setHovered(i)} />
            ))}
          </svg>
        </ChartFrame>
        <VisuallyHidden id={summaryId}>{summary}</VisuallyHidden>
        <ChartLiveRegion announcement={keyboard.announcement} />
        <ChartSoundButton
          values={soundValues}
          seriesLabel={soundSeries ? `${soundSeries.label} by month` : 'Commission by month'}
          onPoint={(index) => keyboard.show(index === null ? null : { series: keyboard.lastSeries, point: index })}
        />
        <DataTableToggle id={tableId}>
          {/* On phones the table scrolls sideways in its frame, the month staying in view. */}
          <Table label="Commission by month and status" columns={tableColumns} rows={months} rowKey={(m) => m.month} phone="scroll" minWidth={560} />
        </DataTableToggle>
      </>
    );
  }

  return (
    <Panel surface="card" title={title} titleAs={titleAs} description={description} className={className} loading={loading}
      loadingText="Loading earnings..." error={error} onRetry={onRetry} empty={empty} emptyTitle="No commission yet"
      emptyDescription={emptyDescription}>
      {legend}
      {chart}
    </Panel>
  );
}
