// /app: the chosen portfolio's summary, performance, holdings and allocation. Every part that
// fails to load says so where its data would be, with Try again; an account without portfolios
// gets the first-run form instead.
import { useState } from 'react';
import type { PerformanceRange } from '@pt/api';
import { useHoldings, usePerformance, usePortfolios } from '@pt/react';
import { AllocationChart, ButtonLink, HoldingsTable, Inline, PerformanceChart, PortfolioSummary, Stack } from '@pt/ui';
import { renderRouterLink } from '../public/renderRouterLink';
import { FirstPortfolioForm } from './FirstPortfolioForm';
import { portfolioFormat, quotesAsOf } from './portfolioFormat';
import { PortfoliosUnavailable } from './PortfoliosUnavailable';
import { transactionsPath } from './workspacePages';

/** The range the chart opens on: a year shows a trend without the noise of a week. */
const DEFAULT_RANGE: PerformanceRange = '1Y';

export function WorkspaceOverviewPage() {
  const pf = usePortfolios();
  if (pf.status === 'error' && pf.portfolios.length === 0) return <PortfoliosUnavailable message={pf.message} onRetry={pf.refresh} />;
  if (pf.status === 'success' && pf.portfolios.length === 0) return <FirstPortfolioForm create={pf.create} />;
  return <PortfolioOverview portfolioId={pf.selectedId} currency={pf.selected?.currency ?? 'USD'} />;
}

function PortfolioOverview({ portfolioId, currency }: { portfolioId: string | null; currency: string }) {
  const [range, setRange] = useState<PerformanceRange>(DEFAULT_RANGE);
  const holdings = useHoldings(portfolioId);
  const perf = usePerformance(portfolioId, range);
  const format = portfolioFormat(currency);
  const loading = !portfolioId || holdings.status === 'loading' || holdings.status === 'idle';
  const failed = holdings.status === 'error' ? holdings.message : null;
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
  return (
    <Stack gap="6">
      {noTransactions || failed ? null : (
        <PortfolioSummary
          summary={holdings.summary}
          format={format}
          asOf={quotesAsOf(holdings.summary.asOf)}
          loading={loading}
          error={holdings.quotesError ? holdings.quotesMessage : null}
          onRetry={() => { void holdings.refresh(); }}
        />
      )}
      {noTransactions ? null : (
        <PerformanceChart
          ranges={perf.ranges}
          rangeLabels={perf.labels}
          range={range}
          onRangeChange={setRange}
          points={perf.performance?.points ?? []}
          periodReturn={perf.performance?.time_weighted_return ?? null}
          method={perf.method}
          format={format}
          loading={perf.status === 'loading' || perf.status === 'idle'}
          error={perf.status === 'error' ? perf.message : null}
          onRetry={() => { void perf.refresh(); }}
        />
      )}
      <HoldingsTable
        holdings={holdings.holdings}
        format={format}
        loading={loading}
        error={failed}
        onRetry={() => { void holdings.refresh(); }}
        emptyAction={firstSteps}
      />
      {failed || (ready && nothingHeld) ? null : (
        <AllocationChart slices={holdings.allocation} format={format} loading={loading} />
      )}
    </Stack>
  );
}
