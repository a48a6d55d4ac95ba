import { arc, pie, type PieArcDatum } from 'd3-shape';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { Table, type TableColumn } from '../../primitives/Table';
import { ChartFrame, ChartLiveRegion, ChartSoundButton, chartKeysHint, useChartKeyboard } from '../../private/ChartShared';
import type { PortfolioFormat } from '../../private/PortfolioShared';
import * as styles from './AllocationChart.css';

/** One slice; the SDK's `AllocationSlice` passes as it is. `weight` is a fraction of the total. */
export interface AllocationChartSlice {
  /** The slice's name: a symbol, a group, or the "Other" bucket's label. */
  key: string;
  /** The slice's amount; a weights-only chart (no `format.money`) sizes slices by `weight` and needs none. */
  value?: number;
  weight: number;
  /** True for the bucket of small holdings. */
  other?: boolean;
  /** The holdings in the slice (the "Other" bucket lists its symbols). */
  symbols?: readonly string[];
}

export interface AllocationChartProps extends PanelBlockProps {
  slices: readonly AllocationChartSlice[];
  /**
   * Without `money` the chart shows weights only, never an amount (a shared portfolio's public
   * page): the centre shows the picked slice's weight and the table has no Value column.
   */
  format: Pick<PortfolioFormat, 'percent'> & Partial<Pick<PortfolioFormat, 'money'>>;
  /** What the slices are of, for the text alternative: 'holding' by default. */
  groupLabel?: string;
}

const SIZE = 200;
const OUTER = SIZE / 2;
const INNER = OUTER * 0.62;
const SLICE_COLORS = styles.sliceColors.length;
/** A slice's size: its amount, or its weight in a weights-only chart. */
const sizeOf = (slice: AllocationChartSlice): number => slice.value ?? slice.weight;

/**
 * How the portfolio divides between holdings: a donut with a legend. Pointing at a slice, or
 * focusing or pressing a legend entry, picks it out and shows its value in the centre. The donut
 * is one tab stop (product §10.25): Left/Right move between slices, Home/End to the largest and
 * the smallest, each announced ('AAPL: $12,345.00, 32.10%'); 'Play the chart' plays the weights. A data
 * table (behind 'Show data table') says the same in text.
 */
export function AllocationChart({
  slices, format, title = 'Allocation', titleAs = 'h2', groupLabel = 'Holding', loading = false, error, onRetry, className,
}: AllocationChartProps) {
  const id = useId();
  const titleId = `allocation-title-${id}`;
  const tableId = `allocation-table-${id}`;
  const hintId = `allocation-hint-${id}`;
  const [pinned, setPinned] = useState<string | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  const [showTable, setShowTable] = useState(false);

  const arcs = useMemo(() => {
    // Slices keep the order they are given (largest first, "Other" last from the SDK).
    const layout = pie<AllocationChartSlice>().value((s) => Math.max(0, sizeOf(s))).sort(null).padAngle(slices.length > 1 ? 0.012 : 0);
    const path = arc<PieArcDatum<AllocationChartSlice>>().innerRadius(INNER).outerRadius(OUTER).cornerRadius(2);
    return layout(slices.filter((s) => sizeOf(s) > 0)).map((d, index) => ({ slice: d.data, index, d: path(d) ?? '' }));
  }, [slices]);

  const money = format.money;
  // The slices as one row of points (product §10.25), largest first; the first key lands on the largest.
  const describeSlice = (index: number): string => {
    const slice = arcs[index]?.slice;
    if (!slice) return '';
    const name = slice.other && slice.symbols?.length ? `${slice.key} (${slice.symbols.length} holdings)` : slice.key;
    return money ? `${name}: ${money(slice.value ?? 0)}, ${format.percent(slice.weight)}` : `${name}: ${format.percent(slice.weight)}`;
  };
  const keyboard = useChartKeyboard({
    shape: { series: 1, points: arcs.length }, describe: (c) => describeSlice(c.point), data: arcs, start: () => ({ series: 0, point: 0 }),
  });
  const keyboardKey = keyboard.cursor ? arcs[keyboard.cursor.point]?.slice.key ?? null : null;
  const active = keyboardKey ?? hovered ?? pinned;

  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value ?? 0), 0);
  const totalWeight = arcs.reduce((sum, a) => sum + a.slice.weight, 0);
  const activeSlice = active === null ? undefined : slices.find((s) => s.key === active);
  const colorOf = (index: number, slice: AllocationChartSlice) => (slice.other ? styles.otherColor : styles.sliceColors[index % SLICE_COLORS]);
  const description = arcs.map(({ slice }) => `${slice.key} ${format.percent(slice.weight)}`).join(', ');

  // The data table (the kit's Table): the slice's name (with the symbols of 'Other'), its amount
  // unless the chart shows weights only, and its weight.
  const tableColumns: readonly TableColumn<AllocationChartSlice>[] = [
    {
      key: 'name', header: groupLabel, rowHeader: true,
      cell: (slice) => (
        <>
          {slice.key}
          {slice.other && slice.symbols?.length ? <span className={styles.legendDetail}> ({slice.symbols.join(', ')})</span> : null}
        </>
      ),
    },
    ...(money ? [{ key: 'value', header: 'Value', numeric: true, cell: (slice: AllocationChartSlice) => money(slice.value ?? 0) }] : []),
    { key: 'weight', header: 'Weight', numeric: true, cell: (slice) => format.percent(slice.weight) },
  ];

  let body: ReactNode = null;
  if (!loading && !error && arcs.length > 0) {
    body = (
      <>
        <div className={styles.chartRow}>
          <ChartFrame
            className={styles.donutBox}
            keyboard={keyboard}
            label={`Allocation by ${groupLabel.toLowerCase()}: ${description}`}
            hint={chartKeysHint({ point: groupLabel.toLowerCase() })}
            hintId={hintId}
          >
            <svg
              viewBox={`${-OUTER} ${-OUTER} ${SIZE} ${SIZE}`}
              className={styles.donut}
              aria-hidden="true"
              onPointerLeave={() => setHovered(null)}
            >
              {arcs.map(({ slice, index, d }) => (
                <path
                  key={slice.key}
                  d={d}
                  className={cx(styles.slice, colorOf(index, slice), active !== null && active !== slice.key && styles.sliceDimmed)}
                  data-active={active === slice.key || undefined}
                  onPointerEnter={() => setHovered(slice.key)}
                />
              ))}
            </svg>
            <div className={styles.centre} aria-hidden="true">
              <span className={styles.centreLabel}>{activeSlice ? activeSlice.key : 'Total'}</span>
              {money ? (
                <>
                  <span className={styles.centreValue}>{money(activeSlice ? activeSlice.value ?? 0 : total)}</span>
                  {activeSlice ? <span className={styles.centreLabel}>{format.percent(activeSlice.weight)}</span> : null}
                </>
              ) : (
                <span className={styles.centreValue}>{format.percent(activeSlice ? activeSlice.weight : totalWeight)}</span>
              )}
            </div>
          </ChartFrame>
          <ul className={styles.legend} aria-label={`${groupLabel}s`}>
            {arcs.map(({ slice, index }) => (
              <li key={slice.key}>
                <button
                  type="button"
                  className={cx(styles.legendItem, active === slice.key && styles.legendItemActive)}
                  aria-pressed={pinned === slice.key}
                  onClick={() => setPinned((p) => (p === slice.key ? null : slice.key))}
                  onPointerEnter={() => setHovered(slice.key)}
                  onPointerLeave={() => setHovered(null)}
                  onFocus={() => setHovered(slice.key)}
                  onBlur={() => setHovered(null)}
                >
                  <span className={cx(styles.swatch, colorOf(index, slice))} aria-hidden="true" />
                  <span className={styles.legendName}>
                    {slice.key}
                    {slice.other && slice.symbols?.length ? (
                      <span className={styles.legendDetail}>{slice.symbols.length} holdings</span>
                    ) : null}
                  </span>
                  <span className={styles.legendWeight}>{format.percent(slice.weight)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <ChartLiveRegion announcement={keyboard.announcement} />
        <div className={styles.actions}>
          <ChartSoundButton
            values={arcs.map(({ slice }) => slice.weight)}
            seriesLabel={`Weights by ${groupLabel.toLowerCase()}, largest first`}
            onPoint={(index) => keyboard.show(index === null ? null : { series: 0, point: index })}
          />
          <Button variant="ghost" size="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
            {showTable ? 'Hide data table' : 'Show data table'}
          </Button>
        </div>
        <div>
          <div id={tableId} hidden={!showTable}>
            {showTable ? (
              <Table
                label={`Allocation by ${groupLabel.toLowerCase()}`}
                columns={tableColumns}
                rows={arcs.map((a) => a.slice)}
                rowKey={(slice) => slice.key}
                phone="scroll"
                minWidth={0}
                className={styles.dataTable}
              />
            ) : null}
          </div>
        </div>
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
      loadingText="Loading allocation..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || arcs.length === 0}
      emptyTitle="Nothing to allocate yet"
      emptyDescription="Once a holding has a price, its share of the portfolio shows here."
    >
      {body}
    </Panel>
  );
}
