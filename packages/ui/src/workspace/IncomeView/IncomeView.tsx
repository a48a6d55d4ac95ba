import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { EmptyState, LoadingState, ScrollRegion } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { DataTableToggle } from '../../private/DataTableToggle';
import { InfoIcon } from '../../primitives/Icon';
import type { PortfolioFormat } from '../../private/PortfolioShared';
import { Stack } from '../../primitives/Stack';
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

export interface IncomeViewProps {
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
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
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

/**
 * Dividend income: the total with a note saying the total return counts it, income by month as a
 * bar chart (with a data table as its text alternative) and income by holding as a table. Empty:
 * 'No dividends recorded yet', with the page's action (e.g. record the listed dividends).
 */
export function IncomeView({
  byMonth, byHolding, total, format, monthLabel = defaultMonthLabel, note, action, title = 'Dividend income', titleAs: Title = 'h2',
  loading = false, error, onRetry, className,
}: IncomeViewProps) {
  const id = useId();
  const titleId = `income-title-${id}`;
  const tableId = `income-months-${id}`;
  const SubTitle = Title === 'h2' ? 'h3' : 'h4';
  const highest = byMonth.reduce<IncomeMonth | null>((top, m) => (top === null || m.amount > top.amount ? m : top), null);
  const scale = highest && highest.amount > 0 ? highest.amount : 1;

  let body: ReactNode;
  if (loading) body = <LoadingState text="Loading dividend income..." />;
  else if (error) {
    body = (
      <Alert tone="danger" description={error}
        action={onRetry ? <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button> : undefined} />
    );
  } else if (byMonth.length === 0 && byHolding.length === 0) {
    body = (
      <EmptyState title="No dividends recorded yet"
        description="Record a dividend as a transaction of its own and the income by month and by holding shows here." action={action} />
    );
  } else {
    const first = byMonth[0];
    const last = byMonth[byMonth.length - 1];
    const chartLabel = first && last && highest
      ? `Dividend income by month, ${monthLabel(first.month)} to ${monthLabel(last.month)}: highest ${format.money(highest.amount)} in ${monthLabel(highest.month)}.`
      : 'Dividend income by month.';
    body = (
      <>
        <div className={styles.totalRow}>
          <p className={styles.total}>
            <span className={styles.totalLabel}>Received in total</span>
            <span className={styles.totalValue}>{format.money(total)}</span>
          </p>
          {action}
        </div>
        {byMonth.length > 0 ? (
          <section aria-labelledby={`${tableId}-title`} className={styles.section}>
            <SubTitle id={`${tableId}-title`} className={styles.subTitle}>By month</SubTitle>
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
              <ScrollRegion label="Dividend income by month" className={styles.monthTable}>
                <table className={cx(appStyles.table, styles.compactTable)}>
                  <caption className="sr-only">Dividend income by month</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={appStyles.th}>Month</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Income</th>
                      <th scope="col" className={cx(appStyles.th, appStyles.num)}>Payments</th>
                    </tr>
                  </thead>
                  <tbody>
                    {byMonth.map((m) => (
                      <tr key={m.month}>
                        <th scope="row" className={cx(appStyles.td, styles.rowHead)}>{monthLabel(m.month)}</th>
                        <td className={cx(appStyles.td, appStyles.num)}>{format.money(m.amount)}</td>
                        <td className={cx(appStyles.td, appStyles.num)}>{m.payments}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </DataTableToggle>
          </section>
        ) : null}
        <section aria-labelledby={`${titleId}-holdings`} className={styles.section}>
          <SubTitle id={`${titleId}-holdings`} className={styles.subTitle}>By holding</SubTitle>
          <ScrollRegion label="Dividend income by holding">
            <table className={cx(appStyles.table, styles.compactTable)}>
              <caption className="sr-only">Dividend income by holding, largest first</caption>
              <thead>
                <tr>
                  <th scope="col" className={appStyles.th}>Symbol</th>
                  <th scope="col" className={cx(appStyles.th, appStyles.num)}>Income</th>
                  <th scope="col" className={cx(appStyles.th, appStyles.num)}>Share</th>
                  <th scope="col" className={cx(appStyles.th, appStyles.num)}>Payments</th>
                  <th scope="col" className={appStyles.th}>Last paid</th>
                </tr>
              </thead>
              <tbody>
                {byHolding.map((h) => (
                  <tr key={h.symbol}>
                    <th scope="row" className={cx(appStyles.td, styles.rowHead, styles.symbol)}>{h.symbol}</th>
                    <td className={cx(appStyles.td, appStyles.num)}>{format.money(h.amount)}</td>
                    <td className={cx(appStyles.td, appStyles.num)}>{format.percent(h.share)}</td>
                    <td className={cx(appStyles.td, appStyles.num)}>{h.payments}</td>
                    <td className={cx(appStyles.td, appStyles.nowrap)}>{format.date(h.lastPaid)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      </>
    );
  }

  return (
    <Card variant="outlined" as="section" aria-labelledby={titleId} aria-busy={loading || undefined} className={className}>
      <Stack gap="5">
        <div className={styles.head}>
          <Title id={titleId} className={appStyles.sectionTitle}>{title}</Title>
          {note ? (
            <p className={styles.note}>
              <InfoIcon size={16} className={styles.noteIcon} />
              <span>{note}</span>
            </p>
          ) : null}
        </div>
        {body}
      </Stack>
    </Card>
  );
}
