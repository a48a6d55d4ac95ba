import { useId, useState } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { ChevronDownIcon } from '../../primitives/Icon';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { SegmentedControl, type SegmentedOption } from '../../private/PortfolioShared';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
import * as styles from './ReturnExplained.css';

export type ReturnTone = 'positive' | 'negative' | 'neutral';
export interface ReturnFigure { label: string; value: string; tone: ReturnTone }
/** One entry behind a line: a transaction, or a holding or cash valued on a day. */
export interface ReturnEntry { key: string; date: string; what: string; amount: string; /** Its amount in the base and the rate, when another currency; '' otherwise. */ base: string }
export interface ReturnLine {
  key: string; label: string; amount: string; tone: ReturnTone;
  /** The starting and ending values: totals, not movements. */
  total: boolean;
  entries: readonly ReturnEntry[];
  /** 'and 120 more' when only the first entries were sent. */
  more: string | null;
}

export interface ReturnExplainedProps<Range extends string> extends Omit<PanelBlockProps, 'titleAs'> {
  ranges: readonly SegmentedOption<Range>[];
  range: Range;
  onRangeChange: (range: Range) => void;
  /** 'YTD: Jan 2, 2026 to Mar 3, 2026'. */
  period: string;
  lines: readonly ReturnLine[];
  parts: readonly ReturnFigure[];
  timeWeighted: string;
  moneyWeighted: string;
  /** Why the two returns differ for this member, in one sentence. */
  why: string;
}

const ENTRY_COLUMNS: readonly TableColumn<ReturnEntry>[] = [
  { key: 'date', header: 'Date', className: appStyles.nowrap, cell: (e) => e.date },
  { key: 'what', header: 'What', rowHeader: true, cell: (e) => e.what },
  { key: 'amount', header: 'Amount', numeric: true, cell: (e) => e.amount },
  { key: 'base', header: 'In the base', numeric: true, cell: (e) => e.base || '\u2014' },
];

/**
 * The return of a range explained (product §10.23): the time-weighted return beside the
 * money-weighted one and why they differ, the lines from the starting to the ending value (each
 * opens the transactions and prices behind it), and the gain in parts.
 */
export function ReturnExplained<Range extends string>({
  ranges, range, onRangeChange, period, lines, parts, timeWeighted, moneyWeighted, why, loading = false, error, onRetry,
  title = 'Return explained', className,
}: ReturnExplainedProps<Range>) {
  const id = useId();
  const titleId = `return-explained-${id}`;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) => setOpen((was) => {
    const next = new Set(was);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    return next;
  });
  return (
    <Panel
      surface="card"
      title={title}
      description={loading || error ? 'From the starting value to the ending value, line by line.' : period}
      className={className}
      toolbar={<SegmentedControl legend="Range" hideLegend options={ranges} value={range} onValueChange={onRangeChange} size="sm" />}
      loading={loading}
      loadingText="Explaining the return..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || lines.length === 0}
      emptyTitle="Nothing to explain yet"
    >
      <Stack gap="5">
        <dl className={styles.returns}>
          <div>
            <dt className={appStyles.dt}>Time-weighted return</dt>
            <dd className={styles.returnValue}>{timeWeighted}</dd>
          </div>
          <div>
            <dt className={appStyles.dt}>Money-weighted return</dt>
            <dd className={styles.returnValue}>{moneyWeighted}</dd>
          </div>
        </dl>
        <p className={styles.why}>{why}</p>
        <ul className={styles.lines} aria-label="From the starting value to the ending value">
          {lines.map((l) => {
            const expandable = l.entries.length > 0;
            const isOpen = open.has(l.key);
            const panelId = `${titleId}-${l.key}`;
            const content = (
              <>
                <span className={styles.lineLabel}>
                  {l.label}
                  {expandable ? <ChevronDownIcon size={16} className={styles.chevron} aria-hidden /> : null}
                </span>
                <span className={cx(styles.lineAmount, shared.tone[l.tone])}>{l.amount}</span>
              </>
            );
            return (
              <li key={l.key} className={cx(styles.line, l.total && styles.totalLine)}>
                {expandable ? (
                  <button type="button" className={styles.lineButton} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(l.key)}>
                    {content}
                  </button>
                ) : <div className={styles.lineStatic}>{content}</div>}
                {expandable && isOpen ? (
                  <div id={panelId} className={styles.entries}>
                    <Table
                      label={`${l.label}: the transactions and prices behind it`}
                      regionLabel={`What makes up ${l.label.toLowerCase()}`}
                      columns={ENTRY_COLUMNS}
                      rows={l.entries}
                      rowKey={(e) => e.key}
                      keyColumns={['amount']}
                      minWidth={520}
                    />
                    {l.more ? <p className={appStyles.muted}>{l.more}</p> : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
        <dl className={styles.parts} aria-label="The gain in parts">
          {parts.map((p) => (
            <div key={p.label} className={styles.part}>
              <dt className={appStyles.dt}>{p.label}</dt>
              <dd className={cx(styles.partValue, shared.tone[p.tone])}>{p.value}</dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Panel>
  );
}
