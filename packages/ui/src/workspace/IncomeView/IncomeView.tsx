import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import * as appStyles from '../../private/AppShared/styles.css';
import { DataTableToggle } from '../../private/DataTableToggle';
import { Heading } from '../../primitives/Heading';
import { InfoIcon } from '../../primitives/Icon';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import type { PortfolioFormat } from '../../private/PortfolioShared';
import { Table, type TableColumn } from '../../primitives/Table';
import * as styles from './IncomeView.css';

/** Dividends of one calendar month; the SDK's `MonthIncome` passes as it is. `month` is 'YYYY-MM'. */
export interface IncomeMonth {
  month: string;
  amount: number;
  payments: number;
}

/** Dividends of one holding; the SDK's `HoldingIncome` passes as it is. */
export interface IncomeHolding {
  symbol: string;
  amount: number;
  payments: number;
  /** 'YYYY-MM-DD' of its latest dividend. */
  lastPaid: string;
  /** Its part of all the income, as a fraction. */
  share: number;
}

export interface IncomeViewProps extends PanelBlockProps {
  /** Every month from the first dividend's to the last one's, oldest first (a month without one is 0). */
  byMonth: readonly IncomeMonth[];
  /** Largest income first. */
  byHolding: readonly IncomeHolding[];
  /** Every dividend received. */
  total: number;
  format: Pick<PortfolioFormat, 'money' | 'percent' | 'date'>;
  /** A month's name, e.g. '2026-03' -> 'Mar 2026'. */
  monthLabel?: (month: string) => string;
  /** A note beside the total, e.g. 'Total return includes dividend income.' */
  note?: ReactNode;
  /** An action under the figures, e.g. recording the dividends the market data lists. */
  action?: ReactNode;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const defaultMonthLabel = (month: string): string => {
  const index = Number(month.slice(5, 7)) - 1;
  return `${MONTHS[index] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
};

/** Labels under the bars: every month when there are few, else January of each year (and the first month). */
function axisLabel(months: readonly IncomeMonth[], index: number, label: (month: string) => string): string | null {
  const m = months[index]!;
  if (months.length <= 12) return label(m.month).slice(0, 3);
  return index === 0 || m.month.endsWith('-01') ? m.month.slice(0, 4) : null;
}

const MONTH_COLUMNS = (
  monthLabel: (month: string) => string, money: (n: number) => string,
): readonly TableColumn<IncomeMonth>[] => [
  { key: 'month', header: 'Month', rowHeader: true, className: styles.rowHead, cell: (m) => monthLabel(m.month) },
  { key: 'income', header: 'Income', numeric: true, cell: (m) => money(m.amount) },
  { key: 'payments', header: 'Payments', numeric: true, cell: (m) => m.payments },
];

const HOLDING_COLUMNS = (format: Pick<PortfolioFormat, 'money' | 'percent' | 'date'>): readonly TableColumn<IncomeHolding>[] => [
  { key: 'symbol', header: 'Symbol', rowHeader: true, className: styles.symbol, cell: (h) => h.symbol },
  { key: 'income', header: 'Income', numeric: true, cell: (h) => format.money(h.amount) },
  { key: 'share', header: 'Share', numeric: true, cell: (h) => format.percent(h.share) },
  { key: 'payments', header: 'Payments', numeric: true, cell: (h) => h.payments },
  { key: 'lastPaid', header: 'Last paid', className: appStyles.nowrap, cell: (h) => format.date(h.lastPaid) },
];

/**
 * Dividend income: the total with a note saying the total return counts it, income by month as a
 * bar chart (with a data table as its text alternative) and income by holding as a table. Empty:
 * 'No dividends recorded yet', with the page's action (e.g. record the listed dividends).
 */
export function IncomeView({
  byMonth, byHolding, total, format, monthLabel = defaultMonthLabel, note, action, title = 'Dividend income', titleAs = 'h2',
  loading = false, error, onRetry, className,
}: IncomeViewProps) {
  const id = useId();
  const holdingsTitleId = `income-holdings-${id}`;
  const tableId = `income-months-${id}`;
  const subLevel = titleAs === 'h2' ? 3 : 4;
  const highest = byMonth.reduce<IncomeMonth | null>((top, m) => (top === null || m.amount > top.amount ? m : top), null);
  const scale = highest && highest.amount > 0 ? highest.amount : 1;
  const first = byMonth[0];
  const last = byMonth[byMonth.length - 1];
  const chartLabel = first && last && highest
    ? `Dividend income by month, ${monthLabel(first.month)} to ${monthLabel(last.month)}: highest ${format.money(highest.amount)} in ${monthLabel(highest.month)}.`
    : 'Dividend income by month.';

  return (
    <Panel
      surface="card"
      gap="5"
      title={title}
      titleAs={titleAs}
      className={className}
      description={note ? (
        <span className={styles.note}>
          <InfoIcon size={16} className={styles.noteIcon} />
          <span>{note}</span>
        </span>
      ) : undefined}
      loading={loading}
      loadingText="Loading dividend income..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || (byMonth.length === 0 && byHolding.length === 0)}
      emptyTitle="No dividends recorded yet"
      emptyDescription="Record a dividend as a transaction of its own and the income by month and by holding shows here."
      emptyAction={action}
    >
      <div className={styles.totalRow}>
        <p className={styles.total}>
          <span className={styles.totalLabel}>Received in total</span>
          <span className={styles.totalValue}>{format.money(total)}</span>
        </p>
        {action}
      </div>
      {byMonth.length > 0 ? (
        <section aria-labelledby={`${tableId}-title`} className={styles.section}>
          <Heading level={subLevel} size="md" id={`${tableId}-title`}>By month</Heading>
          <figure className={styles.chart}>
            <p className={styles.axisMax} aria-hidden="true">{format.money(scale)}</p>
            <svg className={styles.bars} viewBox={`0 0 ${byMonth.length * 10} 100`} preserveAspectRatio="none" role="img" aria-label={chartLabel}>
              {byMonth.map((m, i) => {
                const height = (Math.max(0, m.amount) / scale) * 100;
                return (
                  <rect key={m.month} x={i * 10 + 1.5} width={7} y={100 - height} height={height} className={styles.bar}>
                    <title>{`${monthLabel(m.month)}: ${format.money(m.amount)}`}</title>
                  </rect>
                );
              })}
            </svg>
            <div className={styles.axis} aria-hidden="true" style={assignInlineVars({ [styles.monthCount]: String(byMonth.length) })}>
              {byMonth.map((m, i) => <span key={m.month} className={styles.axisLabel}>{axisLabel(byMonth, i, monthLabel)}</span>)}
            </div>
          </figure>
          <DataTableToggle id={tableId}>
            <Table
              label="Dividend income by month"
              regionLabel="Dividend income by month"
              columns={MONTH_COLUMNS(monthLabel, format.money)}
              rows={byMonth}
              rowKey={(m) => m.month}
              phone="scroll"
              minWidth={0}
              className={styles.monthTable}
            />
          </DataTableToggle>
        </section>
      ) : null}
      <section aria-labelledby={holdingsTitleId} className={styles.section}>
        <Heading level={subLevel} size="md" id={holdingsTitleId}>By holding</Heading>
        <Table
          label="Dividend income by holding, largest first"
          regionLabel="Dividend income by holding"
          columns={HOLDING_COLUMNS(format)}
          rows={byHolding}
          rowKey={(h) => h.symbol}
          phone="scroll"
          minWidth={0}
        />
      </section>
    </Panel>
  );
}
