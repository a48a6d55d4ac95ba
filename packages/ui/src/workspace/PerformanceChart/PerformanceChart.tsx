import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { button } from '../../primitives/Button/Button.css';
import { Table, type TableColumn } from '../../primitives/Table';
import { ChartFrame, ChartLiveRegion, ChartSoundButton, chartKeysHint, useChartKeyboard, type ChartCursor } from '../../private/ChartShared';
import { ChangeText, SegmentedControl, signedText, type PortfolioFormat } from '../../private/PortfolioShared';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import { TextPlaceholder } from '../../primitives/TextPlaceholder';
import { onNearViewport } from './onNearViewport';
import { createPerformanceCanvas, type CanvasPoint, type PerformanceCanvas } from './performanceCanvas';
import * as styles from './PerformanceChart.css';
import { summarizeSeries } from './summarizeSeries';
import { chartColors } from './themeColors';

/** One day of the line; the SDK's `ValuePoint` passes as it is. `date` is 'YYYY-MM-DD'. */
export interface PerformancePoint {
  date: string;
  value: number;
}

/** A second line to compare with, in the same unit as the main one (e.g. an index scaled to the portfolio's start). */
export interface PerformanceBenchmark {
  label: string;
  points: readonly PerformancePoint[];
}

/** How the return is computed, named on screen; the SDK's `RETURN_METHOD` passes as it is. */
export interface ReturnMethod {
  name: string;
  detail?: string;
  /** One line on what the method means for the reader. */
  explanation: string;
}

/**
 * What the line's values are. Money (the default): the portfolio's value by day, written with
 * `format.money`. Percent: a cumulative return by day as a fraction (0.084 is 8.4 %), written
 * signed with `format.percent`, for a view that shows no amount at all (a shared portfolio's
 * public page); such a chart needs no money formatter.
 */
export type PerformanceValueProps =
  | { valueFormat?: 'money'; format: Pick<PortfolioFormat, 'money' | 'percent' | 'date'> }
  | { valueFormat: 'percent'; format: Pick<PortfolioFormat, 'percent' | 'date'> };

/** `loading`: the series is loading; the range buttons stay usable. */
interface PerformanceChartBaseProps<Range extends string> extends PanelBlockProps {
  /** The ranges offered, in order (the SDK's `PERFORMANCE_RANGES`). */
  ranges: readonly Range[];
  /** Visible text of each range (the SDK's `PERFORMANCE_RANGE_LABELS`); the id when missing. */
  rangeLabels?: Readonly<Partial<Record<Range, string>>>;
  range: Range;
  onRangeChange: (range: Range) => void;
  /**
   * The main line, oldest first: the portfolio's value by day. Pass the same array while the
   * series is the same (memoised): a new array is a new series, which starts the crosshair again.
   */
  points: readonly PerformancePoint[];
  /** The range's return as a fraction (0.084 is 8.4 %); null when there is none to show. */
  periodReturn: number | null;
  method: ReturnMethod;
  /** An optional line to compare with, drawn dashed. */
  benchmark?: PerformanceBenchmark | null;
  /** Names the main line in the table and announcements: 'Portfolio value', or 'Cumulative return' in percent. */
  seriesLabel?: string;
  /** Figures shown under the return, e.g. volatility and drawdown tiles. */
  metrics?: ReactNode;
  /** Replaces the generated one-sentence summary of the line. */
  summary?: string;
}

export type PerformanceChartProps<Range extends string> = PerformanceChartBaseProps<Range> & PerformanceValueProps;

/** How a point's value reads: an amount, or a return with its sign ('+8.40%', '−2.10%'). */
function valueFormatter(props: PerformanceValueProps): (value: number) => string {
  if (props.valueFormat === 'percent') {
    const { percent } = props.format;
    return (value) => signedText(value, percent).text;
  }
  return props.format.money;
}

type CanvasState = 'loading' | 'ready' | 'failed';

const READOUT_HINT = 'Focus the chart and use the arrow keys, or point at it, to read a day.';

/**
 * A series of the usual shape (a year, its low and high between its ends) whose summary sentence
 * sizes the summary's placeholder while the series loads. Percent mode: returns as fractions.
 */
const SAMPLE_SERIES = {
  money: [{ date: '2025-11-21', value: 12345.67 }, { date: '2026-02-18', value: 10987.65 }, { date: '2026-08-13', value: 14567.89 }, { date: '2026-11-21', value: 13579.24 }],
  percent: [{ date: '2025-11-21', value: 0 }, { date: '2026-02-18', value: -0.1234 }, { date: '2026-08-13', value: 0.1234 }, { date: '2026-11-21', value: 0.0987 }],
} as const;

/**
 * The portfolio's value over a chosen range, with the range's return, the method that computes
 * it and what that means. Keyboard: focus the chart, then Left/Right move a crosshair a day,
 * Home/End jump to the first/last day, Escape clears it; each point's date and value is
 * announced politely. A one-sentence summary and a data table are its text alternative. The
 * drawing library loads on demand, in a chunk of its own.
 */
export function PerformanceChart<Range extends string>(props: PerformanceChartProps<Range>) {
  const {
    ranges, rangeLabels, range, onRangeChange, points, periodReturn, method, format, benchmark = null, seriesLabel: seriesLabelProp,
    metrics, summary, title = 'Performance', titleAs = 'h2', loading = false, error, onRetry, className,
  } = props;
  const percentMode = props.valueFormat === 'percent';
  const formatValue = valueFormatter(props);
  const seriesLabel = seriesLabelProp ?? (percentMode ? 'Cumulative return' : 'Portfolio value');
  const id = useId();
  const titleId = `performance-title-${id}`;
  const hintId = `performance-hint-${id}`;
  const summaryId = `performance-summary-${id}`;
  const tableId = `performance-table-${id}`;
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<PerformanceCanvas | null>(null);
  const [canvasState, setCanvasState] = useState<CanvasState>('loading');
  // The pointer's crosshair belongs to the series it was set on: a new range starts without one.
  const [pointerMark, setPointerMark] = useState<{ series: readonly PerformancePoint[]; index: number } | null>(null);
  const pointerIndex = pointerMark?.series === points ? pointerMark.index : null;
  const pointsRef = useRef(points);
  useEffect(() => { pointsRef.current = points; }, [points]);
  const [showTable, setShowTable] = useState(false);

  const benchmarkByDate = useMemo(() => new Map((benchmark?.points ?? []).map((p) => [p.date, p.value])), [benchmark]);
  const hasSeries = !loading && !error && points.length > 0;
  // The axis labels read the latest formatter without drawing the chart again.
  const formatValueRef = useRef(formatValue);
  useEffect(() => { formatValueRef.current = formatValue; }, [formatValue]);

  // The library loads and draws once the series is on screen and the frame comes near the
  // viewport (onNearViewport); the chart lives as long as the frame does.
  useEffect(() => {
    const host = hostRef.current;
    if (!hasSeries || !host) return undefined;
    let cancelled = false;
    let canvas: PerformanceCanvas | null = null;
    setCanvasState('loading');
    const stopWaiting = onNearViewport(host, () => {
      createPerformanceCanvas(host, { colors: chartColors(host), formatValue: (v) => formatValueRef.current(v), onPointerPoint: (index) => setPointerMark(index === null ? null : { series: pointsRef.current, index }),
      })
        .then((created) => {
          if (cancelled) { created.destroy(); return; }
          canvas = created;
          canvasRef.current = created;
          setCanvasState('ready');
        })
        .catch(() => { if (!cancelled) setCanvasState('failed'); });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      canvas?.destroy();
      canvasRef.current = null;
    };
  }, [hasSeries]);

  useEffect(() => {
    if (canvasState === 'ready') canvasRef.current?.setData(points as readonly CanvasPoint[], benchmark?.points ?? null);
  }, [canvasState, points, benchmark]);

  // The lines as rows of one grid (product §10.25): the portfolio first, then the benchmark, each
  // valued on the portfolio's days (null where the benchmark has no value that day).
  const lines = useMemo(() => {
    const main = { label: seriesLabel, values: points.map((p) => p.value) as (number | null)[] };
    return benchmark ? [main, { label: benchmark.label, values: points.map((p) => benchmarkByDate.get(p.date) ?? null) }] : [main];
  }, [points, benchmark, benchmarkByDate, seriesLabel]);

  /** 'Nov 21, 2026: Portfolio value $1,080.25, S&P 500 $1,050.00': the line the cursor is on first. */
  const describePoint = (index: number, line = 0): string => {
    const p = points[index];
    if (!p) return '';
    const order = [line, ...lines.map((_, i) => i).filter((i) => i !== line)];
    const parts = order.flatMap((i) => {
      const l = lines[i];
      const v = l?.values[index];
      if (!l) return [];
      if (v === null || v === undefined) return i === line ? [`${l.label} no value`] : [];
      return [`${l.label} ${formatValue(v)}`];
    });
    return `${format.date(p.date)}: ${parts.join(', ')}`;
  };

  const keyboard = useChartKeyboard({
    shape: { series: lines.length, points: points.length },
    describe: (c: ChartCursor) => describePoint(c.point, c.series),
    data: points,
  });
  const cursor = keyboard.cursor;
  // The sound plays the line the keyboard was last on.
  const playedLine = keyboard.lastSeries;

  useEffect(() => {
    if (canvasState === 'ready') canvasRef.current?.showPoint(cursor?.point ?? null, cursor?.series ?? 0);
  }, [canvasState, cursor]);

  const readout = cursor ? describePoint(cursor.point, cursor.series) : pointerIndex === null ? null : describePoint(pointerIndex);
  const rangeLabel = rangeLabels?.[range] ?? range;
  const summarize = (series: readonly PerformancePoint[]) => (percentMode
    ? summarizeSeries(series, { value: formatValue, date: format.date }, "The portfolio's cumulative return", 'was')
    : summarizeSeries(series, { value: formatValue, date: format.date }, 'The portfolio'));
  const sentence = summary ?? summarize(points);
  const methodLine = method.detail ? `${method.name} (${method.detail})` : method.name;

  // The data table's columns: the day (the row's name), the line, and the benchmark when there is one.
  const tableColumns: readonly TableColumn<PerformancePoint>[] = [
    { key: 'date', header: 'Date', rowHeader: true, className: styles.dateCell, cell: (p) => format.date(p.date) },
    { key: 'value', header: seriesLabel, numeric: true, cell: (p) => formatValue(p.value) },
    ...(benchmark ? [{
      key: 'benchmark', header: benchmark.label, numeric: true,
      cell: (p: PerformancePoint) => { const compared = benchmarkByDate.get(p.date); return compared === undefined ? '\u2014' : formatValue(compared); },
    }] : []),
  ];

  // The loaded chart's lines (readout, frame, summary sentence, the table toggle and credit) as
  // placeholders of their usual size, so the card keeps its height when the series arrives.
  const placeholder = (
    <>
      <p className={styles.readout} aria-hidden="true"><TextPlaceholder sample={READOUT_HINT} /></p>
      <div className={styles.frame} aria-hidden="true">
        <span className={cx(shared.skeleton, styles.skeleton)} />
      </div>
      <p className={styles.summary} aria-hidden="true">
        <TextPlaceholder sample={summary ?? summarize(percentMode ? SAMPLE_SERIES.percent : SAMPLE_SERIES.money)} />
      </p>
      <div className={styles.footer} aria-hidden="true">
        {/* The 'Show data table' button's room: a small ghost button's own class, around its text's placeholder. */}
        <span className={styles.footerActions}>
          <span className={button({ variant: 'outline', size: 'sm' })}><TextPlaceholder sample="Play the chart" /></span>
          <span className={button({ variant: 'ghost', size: 'sm' })}><TextPlaceholder sample="Show data table" /></span>
        </span>
        <span className={styles.credit}><TextPlaceholder sample="Charts by TradingView" /></span>
      </div>
    </>
  );

  // Under the title row in every state: the range's return and its method, the metrics, and the
  // lines' key (a caller that knows the comparison passes `benchmark` while loading too: the key
  // then holds its row).
  const toolbar = (
    <>
      <div className={styles.returnBlock}>
        <p className={styles.returnLine}>
          <span className={styles.returnLabel}>{rangeLabel} return</span>
          <span className={styles.returnValue}>
            {loading ? <TextPlaceholder sample={signedText(0.1234, format.percent).text} /> : (
              <ChangeText value={periodReturn} format={format.percent} emptyText={'\u2014'} />
            )}
          </span>
        </p>
        <p className={styles.method}>
          <strong className={styles.methodName}>{methodLine}</strong>
          <span>{method.explanation}</span>
        </p>
      </div>
      {metrics ? <div className={styles.metrics}>{metrics}</div> : null}
      {benchmark && (hasSeries || (loading && !error)) ? (
        <ul className={styles.key} aria-label="Lines">
          <li className={styles.keyItem}><span className={cx(styles.keySwatch, styles.keyMain)} aria-hidden="true" />{seriesLabel}</li>
          <li className={styles.keyItem}><span className={cx(styles.keySwatch, styles.keyBenchmark)} aria-hidden="true" />{benchmark.label}</li>
        </ul>
      ) : null}
    </>
  );

  // The kit's Panel decides the states (product §10.26): the failure with Try again, the loading
  // placeholder, no history yet, or the chart.
  return (
    <Panel
      surface="card"
      title={title}
      titleAs={titleAs}
      titleId={titleId}
      className={className}
      actions={(
        <SegmentedControl
          legend="Range"
          hideLegend
          size="sm"
          options={ranges.map((r) => ({ value: r, label: rangeLabels?.[r] ?? r }))}
          value={range}
          onValueChange={onRangeChange}
          className={styles.ranges}
        />
      )}
      toolbar={toolbar}
      loading={loading}
      placeholder={placeholder}
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || points.length === 0}
      emptyTitle="No history yet"
      emptyDescription={percentMode ? "The portfolio's return by day appears here once it has a history." : "Record a transaction and the portfolio's value by day appears here."}
    >
      {hasSeries ? (
        <>
          <p className={styles.readout} aria-hidden="true">
            {readout ?? READOUT_HINT}
          </p>
          <ChartFrame
            className={styles.frame}
            keyboard={keyboard}
            label={`${seriesLabel} chart, ${rangeLabel}`}
            hint={chartKeysHint({ point: 'day', series: benchmark ? 'line' : null })}
            hintId={hintId}
            describedBy={summaryId}
          >
            {/* The library lays its canvases out in a table: hidden, the frame is the accessible chart. */}
            <div ref={hostRef} className={styles.canvasHost} data-state={canvasState} aria-hidden="true" />
            {canvasState === 'loading' ? <span className={cx(shared.skeleton, styles.canvasPending)} aria-hidden="true" /> : null}
            {canvasState === 'failed' ? (
              <p className={styles.canvasMessage}>The chart could not be drawn. The data table below has every point.</p>
            ) : null}
          </ChartFrame>
          <p id={summaryId} className={styles.summary}>{sentence}</p>
          <div className={styles.footer}>
            <div className={styles.footerActions}>
              <ChartSoundButton
                values={lines[playedLine]?.values ?? []}
                seriesLabel={lines[playedLine]?.label ?? seriesLabel}
                onPoint={(index) => keyboard.show(index === null ? null : { series: playedLine, point: index })}
              />
              <Button variant="ghost" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
                {showTable ? 'Hide data table' : 'Show data table'}
              </Button>
            </div>
            <a className={styles.credit} href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
              Charts by TradingView
            </a>
          </div>
          <div id={tableId} hidden={!showTable}>
            {showTable ? (
              // The kit's Table: a frame of its own height that scrolls, the day staying in view on phones.
              <Table
                label={`${seriesLabel} by day, ${rangeLabel}`}
                regionLabel={`${seriesLabel} by day`}
                columns={tableColumns}
                rows={points}
                rowKey={(p) => p.date}
                phone="scroll"
                minWidth={0}
                className={styles.tableScroller}
              />
            ) : null}
          </div>
          <ChartLiveRegion announcement={keyboard.announcement} />
        </>
      ) : null}
    </Panel>
  );
}
