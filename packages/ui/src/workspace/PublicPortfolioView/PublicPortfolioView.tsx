import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { AllocationChart, type AllocationChartSlice } from '../AllocationChart';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Columns } from '../../primitives/Columns';
import { PerformanceChart, type PerformancePoint, type ReturnMethod } from '../PerformanceChart';
import { ChangeText, type PortfolioFormat } from '../../private/PortfolioShared';
import * as shared from '../../private/PortfolioShared/portfolioShared.css';
import { LoadError, Panel } from '../../primitives/Panel';
import { Stack } from '../../primitives/Stack';
import { Table, type TableColumn } from '../../primitives/Table';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { EyeIcon } from './EyeIcon';
import * as styles from './PublicPortfolioView.css';

/** An open holding as the public page shows it; the SDK's `PublicHolding` passes as it is. Ratios are fractions. */
export interface PublicHoldingRow {
  symbol: string;
  name: string | null;
  weight: number | null;
  total_return: number | null;
  day_change: number | null;
}

/** What the page shows; the SDK's `PublicPortfolio` passes as it is. No field holds an amount. */
export interface PublicPortfolioData {
  name: string;
  total_return: number | null;
  day_change: number | null;
  /** Largest weight first. */
  holdings: readonly PublicHoldingRow[];
  allocation: readonly AllocationChartSlice[];
}

/** The cumulative return chart's range and line, as the page computes them (each point a fraction, 0 at the range's start). */
export interface PublicPerformance<Range extends string> {
  ranges: readonly Range[];
  rangeLabels?: Readonly<Partial<Record<Range, string>>>;
  range: Range;
  onRangeChange: (range: Range) => void;
  /** Pass the same array while the line is the same. */
  points: readonly PerformancePoint[];
  periodReturn: number | null;
}

export interface PublicPortfolioViewProps<Range extends string> {
  /** 'not-found': the link does not exist, was revoked, or its owner's plan no longer includes sharing. */
  status: 'loading' | 'ready' | 'not-found' | 'error';
  portfolio: PublicPortfolioData | null;
  performance: PublicPerformance<Range>;
  method: ReturnMethod;
  /** Percentages and dates only: the page has no money formatter to show an amount with. */
  format: Pick<PortfolioFormat, 'percent' | 'date'>;
  /** The quotes' time, e.g. 'Prices as of Nov 21, 2026, 3:45 PM, delayed 15 minutes'. */
  asOf?: ReactNode;
  /** The line under the title, e.g. the SDK's 'Weights and returns in percent; amounts are never shown.' */
  note?: ReactNode;
  /** The not-found screen's text. */
  notFoundMessage?: ReactNode;
  /** The way on from the not-found screen, e.g. a link to the home page. */
  notFoundAction?: ReactNode;
  errorMessage?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

const holdingColumns = (percent: (ratio: number) => string): readonly TableColumn<PublicHoldingRow>[] => [
  {
    key: 'symbol', header: 'Symbol', rowHeader: true, className: styles.holding,
    cell: (h) => <><span className={styles.symbol}>{h.symbol}</span>{h.name ? <span className={styles.name}>{h.name}</span> : null}</>,
  },
  { key: 'weight', header: 'Weight', numeric: true, cell: (h) => (h.weight === null ? '\u2014' : percent(h.weight)) },
  { key: 'return', header: 'Return', numeric: true, cell: (h) => <ChangeText value={h.total_return} format={percent} /> },
  { key: 'today', header: 'Today', numeric: true, cell: (h) => <ChangeText value={h.day_change} format={percent} /> },
];

/**
 * The public page of a shared portfolio (signed in or not): its name, a 'Shared read-only' badge,
 * the total return and today's change, the cumulative return chart, the allocation donut and the
 * holdings with their weights and returns, all in percent: no amount anywhere (no money formatter
 * is taken). A revoked or unknown link says 'This link is no longer shared'.
 */
export function PublicPortfolioView<Range extends string>({
  status, portfolio, performance, method, format, asOf, note, notFoundMessage = 'This link is no longer shared', notFoundAction,
  errorMessage = 'Failed to load this portfolio.', onRetry, className,
}: PublicPortfolioViewProps<Range>) {
  if (status === 'not-found') {
    return (
      <Card variant="outlined" className={className}>
        {/* The empty-state look with the page's h1: this message is the whole page. */}
        <div className={appStyles.empty}>
          <span className={appStyles.emptyIcon} aria-hidden="true"><EyeIcon /></span>
          <h1 className={appStyles.emptyTitle}>{notFoundMessage}</h1>
          <p className={appStyles.emptyText}>The owner may have stopped sharing it, or the address is not complete. Ask them for a new link.</p>
          {notFoundAction ? <div className={appStyles.emptyAction}>{notFoundAction}</div> : null}
        </div>
      </Card>
    );
  }
  if (status === 'error' || (status === 'ready' && !portfolio)) {
    return (
      <Stack gap="4" className={className}>
        <h1 className={styles.title}>Shared portfolio</h1>
        <LoadError error={errorMessage} onRetry={onRetry} />
      </Stack>
    );
  }
  if (status === 'loading' || !portfolio) {
    return (
      <Stack gap="6" className={className} aria-busy="true">
        <h1 className={styles.title}>
          <VisuallyHidden>Loading the shared portfolio</VisuallyHidden>
          <span className={cx(shared.skeleton, styles.titleSkeleton)} aria-hidden="true" />
        </h1>
        <span className={cx(shared.skeleton, styles.blockSkeleton)} aria-hidden="true" />
      </Stack>
    );
  }

  return (
    <Stack gap="6" className={className}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{portfolio.name}</h1>
          <Badge tone="info" icon={<EyeIcon size={14} />}>Shared read-only</Badge>
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={appStyles.dt}>Total return</dt>
            <dd className={styles.figureValue}><ChangeText value={portfolio.total_return} format={format.percent} /></dd>
          </div>
          <div className={styles.figure}>
            <dt className={appStyles.dt}>Today</dt>
            <dd className={styles.figureValue}><ChangeText value={portfolio.day_change} format={format.percent} /></dd>
          </div>
        </dl>
        {asOf ? <p className={styles.asOf}>{asOf}</p> : null}
      </header>
      <PerformanceChart
        valueFormat="percent"
        format={format}
        title="Return"
        ranges={performance.ranges}
        rangeLabels={performance.rangeLabels}
        range={performance.range}
        onRangeChange={performance.onRangeChange}
        points={performance.points}
        periodReturn={performance.periodReturn}
        method={method}
      />
      <Columns columns={{ base: 1, lg: 2 }} gap="6" alignY="top">
        <Panel
          surface="card"
          title="Holdings"
          empty={portfolio.holdings.length === 0}
          emptyTitle="No open holdings"
          emptyDescription="The portfolio holds nothing at the moment."
        >
          <Table
            label="Holdings by weight, with their returns"
            regionLabel="Holdings table"
            columns={holdingColumns(format.percent)}
            rows={portfolio.holdings}
            rowKey={(h) => h.symbol}
            phone="scroll"
            minWidth={420}
          />
        </Panel>
        <AllocationChart slices={portfolio.allocation} format={format} />
      </Columns>
    </Stack>
  );
}
