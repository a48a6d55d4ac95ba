// The overview's money sections (product §10.21-§10.23): the money panel (holdings in both
// currencies, cash, the price and currency effects) and the return explained. A chunk of its own
// (MoneySectionsNearView loads it when the reader scrolls near), so the overview's first load is unchanged.
import { useState } from 'react';
import { moneyPanelView, returnExplainedView, type PerformanceRange } from '@pt/api';
import { usePortfolioMoney, useReturnBreakdown } from '@pt/react';
import { Stack } from '@pt/ui';
import { MoneyPanel, ReturnExplained } from '@pt/ui/workspace';

export function MoneySections({ portfolioId, baseCurrency }: { portfolioId: string; baseCurrency: string }) {
  const [range, setRange] = useState<PerformanceRange>('1Y');
  const money = usePortfolioMoney(portfolioId);
  const returns = useReturnBreakdown(portfolioId, range);
  const panel = money.money ? moneyPanelView(money.money) : null;
  const explained = returns.returns ? returnExplainedView(returns.returns) : null;
  const ranges = returns.ranges.map((r) => ({ value: r, label: returns.labels[r] ?? r }));
  return (
    <Stack gap="6">
      <MoneyPanel
        baseCurrency={panel?.baseCurrency ?? baseCurrency}
        figures={panel?.figures ?? []}
        holdings={panel?.holdings ?? []}
        cash={panel?.cash ?? []}
        notes={panel?.notes}
        loading={money.status === 'loading' || money.status === 'idle'}
        error={money.status === 'error' ? money.message : null}
        onRetry={() => { void money.refresh(); }}
      />
      <ReturnExplained
        ranges={ranges}
        range={range}
        onRangeChange={setRange}
        period={explained?.period ?? ''}
        lines={explained?.lines ?? []}
        parts={explained?.parts ?? []}
        timeWeighted={explained?.timeWeighted ?? ''}
        moneyWeighted={explained?.moneyWeighted ?? ''}
        why={explained?.why ?? ''}
        loading={!explained && returns.status !== 'error'}
        error={returns.status === 'error' ? returns.message : null}
        onRetry={() => { void returns.refresh(); }}
      />
    </Stack>
  );
}
