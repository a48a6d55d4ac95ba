// /app: the chosen portfolio's summary, performance, holdings and allocation. Every part that
// fails to load says so where its data would be, with Try again; an account without portfolios
// gets the first-run form instead. With advanced analytics (Premium, Pro) the chart draws the
// cumulative return against a benchmark with the risk figures beside it, and the monthly returns
// and the risk rules follow; without it, the plan's prompt stands where they would be.
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { workspaceMessages, type PerformanceRange } from '@pt/api';
import { formatShortMoment } from '@pt/api/format';
import { useAnalytics, useFeature, useHoldings, usePerformance, usePortfolios } from '@pt/react';
import { ButtonLink, Inline, Stack } from '@pt/ui';
import { AllocationChart, HoldingsTable, MarketDataNotice, PerformanceChart, PortfolioSummary } from '@pt/ui/workspace';
import { renderRouterLink } from '../../app/renderRouterLink';
import { benchmarkLabel, DEFAULT_BENCHMARK } from './benchmarks';
import { FirstPortfolioForm } from './FirstPortfolioForm';
import { AnalyticsMetrics, AnalyticsSections } from './OverviewAnalytics';
import { MoneySectionsNearView } from './MoneySectionsNearView';
import { PlanGate } from '../../app/PlanGate';
import { portfolioFormat, quotesAsOf } from './portfolioFormat';
import { PageFailure } from '../../app/PageFailure';
import { RenderAfterFirstPaint } from './RenderAfterFirstPaint';
import { transactionsPath } from './workspacePages';

/** The range the chart opens on: a year shows a trend without the noise of a week. */
const DEFAULT_RANGE: PerformanceRange = '1Y';

/** The total return counts dividends received as well as gains (the SDK's portfolio math). */
const TOTAL_RETURN_NOTE = `Includes realised and unrealised gains. ${workspaceMessages.totalReturnIncludesIncome}`;

export function WorkspaceOverviewPage() {
  const pf = usePortfolios();
  if (pf.status === 'error' && pf.portfolios.length === 0) return <PageFailure message={pf.message} onRetry={pf.refresh} retrying={pf.isValidating} />;
  if (pf.status === 'success' && pf.portfolios.length === 0) return <FirstPortfolioForm create={pf.create} />;
  return <PortfolioOverview portfolioId={pf.selectedId} currency={pf.selected?.currency ?? 'USD'} />;
}

function PortfolioOverview({ portfolioId, currency }: { portfolioId: string | null; currency: string }) {
  const [range, setRange] = useState<PerformanceRange>(DEFAULT_RANGE);
  const [benchmark, setBenchmark] = useState(DEFAULT_BENCHMARK);
  const holdings = useHoldings(portfolioId);
  const analyticsAccess = useFeature('advanced_analytics');
  const perf = usePerformance(portfolioId, range, benchmark);
  const analytics = useAnalytics(portfolioId, range, benchmark);
  // The overview's data arrive one call at a time (the plan, the portfolios, the transactions, the
  // quotes, the performance, the analytics), and each arrival would render the whole overview at
  // once: 100-150 ms each under Lighthouse's 4x CPU slowdown. The data go to the view deferred, so
  // React renders it with them in a transition, in slices that leave the page responsive; the
  // reader's own choices (range, benchmark) reach it at once.
  const data = useDeferredValue({ portfolioId, currency, holdings, analyticsAccess, perf, analytics });
  return <OverviewView {...data} range={range} onRangeChange={setRange} benchmark={benchmark} onBenchmarkChange={setBenchmark} />;
}

interface OverviewViewProps {
  portfolioId: string | null;
  currency: string;
  holdings: ReturnType<typeof useHoldings>;
  analyticsAccess: ReturnType<typeof useFeature>;
  perf: ReturnType<typeof usePerformance>;
  analytics: ReturnType<typeof useAnalytics>;
  range: PerformanceRange;
  onRangeChange: (range: PerformanceRange) => void;
  benchmark: string;
  onBenchmarkChange: (symbol: string) => void;
}

/** The overview with its data: re-rendered only when they or the reader's choices change (memo). */
const OverviewView = memo(function OverviewView({
  portfolioId, currency, holdings, analyticsAccess, perf, analytics, range, onRangeChange: setRange, benchmark, onBenchmarkChange: setBenchmark,
}: OverviewViewProps) {
  const format = portfolioFormat(currency);
  const loading = !portfolioId || holdings.status === 'loading' || holdings.status === 'idle';
  const failed = holdings.status === 'error' ? holdings.message : null;
  // Against a benchmark the chart compares returns, not values: money put in would read as a gain
  // beside an index. The portfolio's time-weighted cumulative return and the benchmark's price
  // return are both rebased at the range's first day.
  const series = perf.performance;
  const compared = useMemo(() => {
    if (!series?.benchmark) return null;
    return {
      points: series.points.map((p) => ({ date: p.date, value: p.cumulative_return ?? 0 })),
      benchmark: {
        label: benchmarkLabel(series.benchmark.symbol),
        points: series.benchmark.points.map((p) => ({ date: p.date, value: p.cumulative_return ?? 0 })),
      },
    };
  }, [series]);
  const firstSteps = (
    <Inline gap="3" align="center">
      <ButtonLink href={transactionsPath(portfolioId, 'add')} renderLink={renderRouterLink}>Add a transaction</ButtonLink>
      <ButtonLink href={transactionsPath(portfolioId, 'importCsv')} variant="outline" renderLink={renderRouterLink}>Import a CSV</ButtonLink>
    </Inline>
  );
  // A portfolio without a transaction yet shows only the holdings' first steps; one whose holdings
  // were all sold keeps its summary and performance (the realised gains), without an allocation.
  // When the transactions fail to load, the holdings table says so once (the summary and the
  // allocation are made from them); quotes that fail are the summary's to say.
  const ready = !loading && !failed;
  const noTransactions = ready && holdings.holdings.length === 0 && holdings.closedHoldings.length === 0;
  const nothingHeld = holdings.holdings.length === 0;
  const chartCommon = {
    ranges: perf.ranges,
    rangeLabels: perf.labels,
    range,
    onRangeChange: setRange,
    periodReturn: perf.performance?.time_weighted_return ?? null,
    method: perf.method,
    loading: perf.status === 'loading' || perf.status === 'idle',
    error: perf.status === 'error' ? perf.message : null,
    onRetry: () => { void perf.refresh(); },
  };
  const metrics = analyticsAccess.status === 'open' ? (
    <AnalyticsMetrics read={analytics} benchmark={benchmark} onBenchmarkChange={setBenchmark} rangeLabel={perf.labels[range] ?? range} format={format} />
  ) : null;
  return (
    <Stack gap="6">
      {noTransactions || failed ? null : (
        <PortfolioSummary
          summary={holdings.summary}
          format={format}
          asOf={quotesAsOf(holdings.summary.asOf)}
          source={holdings.sources.join(', ') || undefined}
          totalReturnNote={TOTAL_RETURN_NOTE}
          loading={loading}
          error={holdings.quotesError ? holdings.quotesMessage : null}
          onRetry={() => { void holdings.refresh(); }}
        />
      )}
      {noTransactions || failed || loading ? null : (
        <MarketDataNotice
          stale={holdings.summary.staleQuotes.map((q) => ({ symbol: q.symbol, message: q.message ?? 'Its price is stale' }))}
          unpriced={holdings.unpriced}
          otherCurrencies={holdings.summary.otherCurrencies.map((o) => ({ currency: o.currency, symbols: o.symbols, value: portfolioFormat(o.currency).money(o.value) }))}
        />
      )}
      {noTransactions ? null : compared ? (
        <PerformanceChart
          {...chartCommon}
          valueFormat="percent"
          seriesLabel="Cumulative return"
          points={compared.points}
          benchmark={compared.benchmark}
          metrics={metrics}
          format={format}
        />
      ) : (
        <PerformanceChart {...chartCommon} points={perf.performance?.points ?? []} metrics={metrics} format={format} />
      )}
      {/* Below the fold on a phone: rendered once the summary and the chart are on screen. */}
      <RenderAfterFirstPaint>
        <Stack gap="6">
          {noTransactions ? null : (
            <PlanGate
              feature="advanced_analytics"
              state={analyticsAccess}
              title="Advanced analytics"
              description="Volatility, maximum drawdown, your portfolio against a benchmark, monthly returns and risk checks."
            >
              <AnalyticsSections portfolioId={portfolioId} read={analytics} format={format} />
            </PlanGate>
          )}
          <HoldingsTable
            holdings={holdings.holdings}
            format={format}
            currency={currency}
            formatFor={portfolioFormat}
            formatAsOf={formatShortMoment}
            loading={loading}
            error={failed}
            onRetry={() => { void holdings.refresh(); }}
            emptyAction={firstSteps}
          />
          {failed || (ready && nothingHeld) ? null : (
            <AllocationChart slices={holdings.allocation} format={format} loading={loading} />
          )}
          {noTransactions || !portfolioId ? null : <MoneySectionsNearView portfolioId={portfolioId} baseCurrency={currency} />}
        </Stack>
      </RenderAfterFirstPaint>
    </Stack>
  );
});
