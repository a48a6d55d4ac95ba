// The overview's advanced analytics (the plan's `advanced_analytics`: Premium and Pro): the
// benchmark picker and the risk figures for the performance chart's metrics slot, then the
// monthly returns as a heat map and the risk rules (Pro's `risk_metrics`) in sections of their
// own. A plan without a feature gets the kit's FeatureGate naming the plan that has it, linking to
// the plans with that plan preselected.
import { useRisk, type useAnalytics } from '@pt/react';
import { Select, Stack } from '@pt/ui';
import { MonthlyReturnsHeatmap, RiskMetrics, RiskRules, type PortfolioFormat } from '@pt/ui/workspace';
import { PlanPrompt } from '../../app/PlanGate';
import { BENCHMARK_OPTIONS, benchmarkLabel } from './benchmarks';
import { quotesAsOf } from './portfolioFormat';

/** The analytics read the overview holds (its range and benchmark are the chart's). */
export type AnalyticsRead = ReturnType<typeof useAnalytics>;

/** The chart's metrics slot: which benchmark the line is compared with, and the range's risk figures. */
export function AnalyticsMetrics({ read, benchmark, onBenchmarkChange, rangeLabel, format }: {
  read: AnalyticsRead;
  benchmark: string;
  onBenchmarkChange: (symbol: string) => void;
  rangeLabel: string;
  format: PortfolioFormat;
}) {
  return (
    <Stack gap="4">
      <Select
        label="Compare with"
        hint="The benchmark's price return over the same days, drawn dashed."
        options={BENCHMARK_OPTIONS}
        value={benchmark}
        onValueChange={onBenchmarkChange}
      />
      <RiskMetrics
        figures={read.analytics ?? null}
        rangeLabel={rangeLabel}
        benchmarkLabel={benchmarkLabel(benchmark)}
        format={format}
        loading={read.status === 'loading' || read.status === 'idle'}
        error={read.status === 'error' ? read.message : null}
        onRetry={() => { void read.refresh(); }}
      />
    </Stack>
  );
}

/** Below the chart: monthly returns as a heat map, then the risk rules (Pro) or their prompt. */
export function AnalyticsSections({ portfolioId, read, format }: { portfolioId: string | null; read: AnalyticsRead; format: PortfolioFormat }) {
  const risk = useRisk(portfolioId);
  const checkedAt = quotesAsOf(risk.risk?.as_of ?? null);
  return (
    <>
      <MonthlyReturnsHeatmap
        years={read.analytics?.monthly_table ?? []}
        format={format}
        loading={read.status === 'loading' || read.status === 'idle'}
        error={read.status === 'error' ? read.message : null}
        onRetry={() => { void read.refresh(); }}
      />
      {risk.status === 'locked' ? (
        <PlanPrompt
          lock={risk.lock}
          title="Risk check"
          description="Your largest position, the number of holdings and how concentrated the portfolio is, each passed or flagged with the reason."
        />
      ) : (
        <RiskRules
          rules={risk.risk?.rules ?? []}
          description={checkedAt ? `At the delayed quotes of ${checkedAt}.` : undefined}
          loading={risk.status === 'loading' || risk.status === 'idle'}
          error={risk.status === 'error' ? risk.message : null}
          onRetry={() => { void risk.refresh(); }}
        />
      )}
    </>
  );
}
