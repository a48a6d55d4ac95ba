// /shared/:token: a shared portfolio's read-only page, safe to open signed out. Weights and
// returns in percent only (the view takes no money formatter), hidden from search engines.
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PERFORMANCE_RANGES, PERFORMANCE_RANGE_LABELS, RETURN_METHOD, type PerformanceRange } from '@pt/api';
import { usePublicPortfolio } from '@pt/react';
import { ButtonLink, PageFrame } from '@pt/ui';
import { PublicPortfolioView } from '@pt/ui/workspace';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { renderRouterLink } from '../../app/renderRouterLink';
import { portfolioFormat, quotesAsOf } from '../workspace/portfolioFormat';
import { publicChartPoints } from './publicChartPoints';
import { useRobotsNoindex } from './useRobotsNoindex';

/** A year shows a trend without the noise of a week, as on the workspace's overview. */
const DEFAULT_RANGE: PerformanceRange = '1Y';
const { percent, date } = portfolioFormat('USD');
/** Percentages and dates only: nothing on this page can write an amount. */
const FORMAT = { percent, date };

export function PublicPortfolioPage() {
  const { token = '' } = useParams();
  useRobotsNoindex();
  const pub = usePublicPortfolio(token || null);
  const [range, setRange] = useState<PerformanceRange>(DEFAULT_RANGE);
  const portfolio = pub.portfolio;
  const points = useMemo(() => (portfolio ? publicChartPoints(portfolio.performance, range) : []), [portfolio, range]);
  useDocumentTitle(portfolio ? `${portfolio.name} (shared)` : pub.notFound ? 'Link no longer shared' : 'Shared portfolio');

  const status = pub.notFound ? 'not-found' : pub.status === 'error' ? 'error' : portfolio ? 'ready' : 'loading';
  const asOf = portfolio ? quotesAsOf(portfolio.as_of) : null;
  return (
    <PageFrame width="lg" spacing="md">
      <PublicPortfolioView
        status={status}
        portfolio={portfolio}
        performance={{
          ranges: PERFORMANCE_RANGES, rangeLabels: PERFORMANCE_RANGE_LABELS, range, onRangeChange: setRange,
          points, periodReturn: portfolio?.period_returns[range] ?? null,
        }}
        method={RETURN_METHOD}
        format={FORMAT}
        asOf={asOf ? `Prices as of ${asOf}${portfolio?.delayed_minutes ? `, delayed ${portfolio.delayed_minutes} minutes` : ''}.` : undefined}
        note={pub.note}
        notFoundAction={<ButtonLink href="/" variant="outline" renderLink={renderRouterLink}>Go to the home page</ButtonLink>}
        errorMessage={pub.message}
        onRetry={() => { void pub.refresh(); }}
      />
    </PageFrame>
  );
}
