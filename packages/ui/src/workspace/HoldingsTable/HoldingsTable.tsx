import { memo, useId, useMemo, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { TableColumnHeader, TableFrame, TableRowHeader, useRowWindow } from '../../primitives/Table';
import { ChangeText, type PortfolioFormat } from '../../private/PortfolioShared';
import { PriceSource } from '../PriceSource';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './HoldingsTable.css';
import { CARD_ROW_HEIGHT } from './cardHeight';
import { useMediaQuery } from './useMediaQuery';
import { media } from '../../theme/tokens';
import { nextSort, sortHoldings, type HoldingsSort, type HoldingsSortColumn, type HoldingsTableRow } from './sortHoldings';

export interface HoldingsTableProps<Row extends HoldingsTableRow> extends PanelBlockProps {
  holdings: readonly Row[];
  format: PortfolioFormat;
  /** The sort (controlled); with `onSortChange`. */
  sort?: HoldingsSort;
  /** The first sort (uncontrolled): by value, largest first, unless given. */
  defaultSort?: HoldingsSort;
  onSortChange?: (sort: HoldingsSort) => void;
  /** The call to action of the empty state, e.g. a button that adds a first transaction. */
  emptyAction?: ReactNode;
  /** The table's currency (the portfolio's): a row in another writes its amounts with `formatFor(currency)` and names it. */
  currency?: string;
  formatFor?: (currency: string) => PortfolioFormat;
  /** A price's time as the row shows it under the price, e.g. 'Jun 1, 11:45 AM'; without it the time is not shown. */
  formatAsOf?: (asOf: string) => string;
}

interface Column {
  key: HoldingsSortColumn;
  label: string;
  numeric: boolean;
}

const COLUMNS: readonly Column[] = [
  { key: 'symbol', label: 'Symbol', numeric: false },
  { key: 'name', label: 'Name', numeric: false },
  { key: 'quantity', label: 'Quantity', numeric: true },
  { key: 'averageCost', label: 'Avg cost', numeric: true },
  { key: 'price', label: 'Price', numeric: true },
  { key: 'value', label: 'Value', numeric: true },
  { key: 'dayChange', label: 'Day change', numeric: true },
  { key: 'unrealisedGain', label: 'Unrealised gain', numeric: true },
  { key: 'weight', label: 'Weight', numeric: true },
];

/** Each body row's height in px (HoldingsTable.css.ts): long lists are laid out on it. */
const ROW_HEIGHT = 57;
/** A row's height as a card, below the medium breakpoint (product §10.20). */
const CARD_HEIGHT = CARD_ROW_HEIGHT;
/** Up to this many holdings every row is in the page (find-in-page sees them all); beyond, the rows near the viewport. */
const WINDOW_FROM = 100;

const DEFAULT_SORT: HoldingsSort = { column: 'value', direction: 'descending' };
const DASH = '\u2014';

function money(value: number | null, format: PortfolioFormat): string {
  return value === null ? DASH : format.money(value);
}

interface HoldingRowProps {
  holding: HoldingsTableRow;
  format: PortfolioFormat;
  /** Set when the row's currency is not the table's: its name, shown with the price. */
  currencyLabel?: string | undefined;
  formatAsOf?: ((asOf: string) => string) | undefined;
  /** The row's place in the whole table (header = 1) when only some rows are rendered. */
  rowIndex?: number;
}

/**
 * One holding. Memoised: a sort moves rows without rendering them again (same holding, same format).
 * The quote is a price per share and keeps its decimals (`format.perShare`, $0.4831); the average
 * cost, a quotient, stays in cents like the other amounts.
 */
const HoldingRow = memo(function HoldingRow({ holding: h, format, rowIndex, currencyLabel, formatAsOf }: HoldingRowProps) {
  const weight = h.weight === null ? null : Math.max(0, Math.min(1, h.weight));
  const source = h.price !== null && h.provider ? (
    <PriceSource
      provider={h.provider}
      asOf={h.asOf && formatAsOf ? formatAsOf(h.asOf) : undefined}
      currency={currencyLabel}
      stale={h.stale ?? false}
      staleReason={h.staleMessage ?? undefined}
    />
  ) : null;
  return (
    <tr className={cx(styles.row, styles.bodyRow)} role="row" aria-rowindex={rowIndex}>
      <TableRowHeader data-col="symbol" className={cx(styles.cell, styles.symbolCell)}>{h.symbol}</TableRowHeader>
      <td data-col="name" className={cx(styles.cell, styles.nameCell)} title={h.name ?? undefined}><span className={styles.nameText}>{h.name ?? DASH}</span></td>
      <td data-col="quantity" data-label="Quantity" className={cx(styles.cell, styles.numeric)}>{format.quantity(h.quantity)}</td>
      <td data-col="averageCost" data-label="Avg cost" className={cx(styles.cell, styles.numeric)}>{money(h.averageCost, format)}</td>
      <td data-col="price" data-label="Price" className={cx(styles.cell, styles.numeric, styles.priceCell)}>
        {h.price === null ? <span className={styles.muted}>No quote</span> : <span>{(format.perShare ?? format.money)(h.price)}</span>}
        {source}
      </td>
      <td data-col="value" data-label="Value" className={cx(styles.cell, styles.numeric, styles.strong)}>{money(h.value, format)}</td>
      <td data-col="dayChange" data-label="Day change" className={cx(styles.cell, styles.numeric)}>
        <ChangeText value={h.dayChange} format={format.money} ratio={h.dayChangeRatio} formatRatio={format.percent} stacked />
      </td>
      <td data-col="unrealisedGain" data-label="Unrealised gain" className={cx(styles.cell, styles.numeric)}>
        <ChangeText value={h.unrealisedGain} format={format.money} ratio={h.unrealisedGainRatio} formatRatio={format.percent} stacked />
      </td>
      <td data-col="weight" data-label="Weight" className={cx(styles.cell, styles.numeric)}>
        {weight === null ? DASH : (
          <span className={styles.weight}>
            <span className={styles.weightTrack} aria-hidden="true">
              <span className={styles.weightBar} style={{ transform: `scaleX(${weight})` }} />
            </span>
            <span className={styles.weightText}>{format.percent(weight)}</span>
          </span>
        )}
      </td>
    </tr>
  );
});

/**
 * The holdings of a portfolio, sortable by every column: each header is a button (Tab, then
 * Enter or Space), the sorted one carries `aria-sort`, and the new order is announced. Built for
 * long lists: the sort is computed once per order, rows are memoised (a sort moves them, it does
 * not render them again) and skipped by layout and paint while off screen
 * (`content-visibility: auto`); beyond 100 holdings only the rows near the viewport are in the
 * page, with `aria-rowcount`/`aria-rowindex` giving screen readers the whole table's size, so a
 * sort of 1,000 holdings touches a few dozen rows. Below the medium breakpoint each row is a card
 * of one fixed height (so long lists stay windowed): symbol and name, then value and unrealised
 * gain, then the other figures, each labelled; the sort buttons wrap above the cards (product §10.20). Each price carries its source and time,
 * and a Stale badge with the reason when it is stale; a row priced in another currency than the
 * table's writes its amounts in that currency and names it (product §13.5, §13.7).
 */
export function HoldingsTable<Row extends HoldingsTableRow>({
  holdings, format, sort, defaultSort = DEFAULT_SORT, onSortChange, title = 'Holdings', titleAs = 'h2',
  loading = false, error, onRetry, emptyAction, currency, formatFor, formatAsOf, className,
}: HoldingsTableProps<Row>) {
  /** A row's format and currency label: its own when it is priced in another currency than the table's. */
  const formatOf = (h: HoldingsTableRow): { format: PortfolioFormat; label?: string } => {
    if (!currency || !h.currency || h.currency.toUpperCase() === currency.toUpperCase()) return { format };
    return { format: formatFor ? formatFor(h.currency) : format, label: h.currency.toUpperCase() };
  };
  const titleId = `holdings-title-${useId()}`;
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort);
  const [announcement, setAnnouncement] = useState('');
  const activeSort = sort ?? uncontrolledSort;
  const sorted = useMemo(() => sortHoldings(holdings, activeSort), [holdings, activeSort]);
  // Measured on the table: the row group has no box of its own (display: contents); the header's
  // height is within the overscan.
  // Below the medium breakpoint each row is a card of its own fixed height (product §10.20).
  const rowHeight = useMediaQuery(media.belowMd) ? CARD_HEIGHT : ROW_HEIGHT;
  const { ref: tableRef, windowed, range } = useRowWindow<HTMLTableElement>({
    count: sorted.length, rowHeight, windowFrom: WINDOW_FROM,
  });

  const changeSort = (column: HoldingsSortColumn) => {
    const next = nextSort(activeSort, column);
    if (sort === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
    const label = COLUMNS.find((c) => c.key === column)?.label ?? column;
    setAnnouncement(`Sorted by ${label}, ${next.direction}`);
  };

  let body: ReactNode = null;
  if (!loading && holdings.length > 0) {
    body = (
      // The kit's table frame (named, focusable, scrolling sideways); the rows are laid out here (product §10.26).
      <TableFrame className={styles.scroller} label={`${typeof title === 'string' ? title : 'Holdings'} table`}>
        {/* Rows are grids (content-visibility needs a box per row) and the row groups have no box:
            the table roles are explicit so no browser drops them with the table layout. */}
        <table
          ref={tableRef}
          className={styles.table}
          role="table"
          aria-labelledby={titleId}
          aria-rowcount={windowed ? sorted.length + 1 : undefined}
        >
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for display: contents, see above */}
          <thead role="rowgroup" className={styles.rowGroup}>
            <tr className={cx(styles.row, styles.headRow)} role="row" aria-rowindex={windowed ? 1 : undefined}>
              {COLUMNS.map((column) => {
                const direction = activeSort.column === column.key ? activeSort.direction : null;
                return (
                  <TableColumnHeader
                    key={column.key}
                    label={column.label}
                    direction={direction}
                    onSort={() => changeSort(column.key)}
                    numeric={column.numeric}
                    className={cx(styles.headCell, column.key === 'symbol' && styles.symbolCell)}
                    buttonClassName={styles.sortButton}
                  />
                );
              })}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- kept for display: contents, see above */}
          <tbody role="rowgroup" className={styles.rowGroup}>
            {range.start > 0 ? <tr aria-hidden="true" className={styles.spacer} style={{ height: range.start * rowHeight }} /> : null}
            {sorted.slice(range.start, range.end).map((holding, i) => {
              const own = formatOf(holding);
              return (
                <HoldingRow key={holding.symbol} holding={holding} format={own.format} currencyLabel={own.label} formatAsOf={formatAsOf}
                  rowIndex={windowed ? range.start + i + 2 : undefined} />
              );
            })}
            {range.end < sorted.length ? (
              <tr aria-hidden="true" className={styles.spacer} style={{ height: (sorted.length - range.end) * rowHeight }} />
            ) : null}
          </tbody>
        </table>
      </TableFrame>
    );
  }

  return (
    // The Panel is the section named by the title; the table's scroller is '<title> table', as the
    // Table primitive names its own. The rows are windowed here, which the Table primitive does not do
    // (product §10.26).
    <Panel
      title={title}
      titleAs={titleAs}
      titleId={titleId}
      gap="3"
      className={className}
      actions={!loading && holdings.length > 0 ? (
        <p className={appStyles.sectionSubtitle}>{holdings.length === 1 ? '1 holding' : `${format.count(holdings.length)} holdings`}</p>
      ) : null}
      loading={loading}
      loadingText="Loading holdings..."
      error={error}
      onRetry={onRetry}
      empty={holdings.length === 0}
      emptyTitle="No holdings yet"
      emptyDescription="Record a buy to start tracking this portfolio. Holdings, their value and gains appear here."
      emptyAction={emptyAction}
      toolbar={<VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>}
    >
      {body}
    </Panel>
  );
}
