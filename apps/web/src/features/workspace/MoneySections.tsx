// The overview's money sections (product §10.21-§10.23): the money panel (holdings in both
// currencies, cash, the price and currency effects) and the return explained. Below the fold:
// their calls start when the reader scrolls near them, so the overview's first load is unchanged.
import { useEffect, useRef, useState } from 'react';
import { moneyPanelView, returnExplainedView, type PerformanceRange } from '@pt/api';
import { usePortfolioMoney, useReturnBreakdown } from '@pt/react';
import { MoneyPanel, onNearViewport, ReturnExplained, Stack } from '@pt/ui';

export function MoneySections({ portfolioId, baseCurrency }: { portfolioId: string; baseCurrency: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current && !near ? onNearViewport(ref.current, () => setNear(true)) : undefined), [near]);
  return (
    <div ref={ref}>
      {near ? <MoneyReads portfolioId={portfolioId} baseCurrency={baseCurrency} /> : (
        <Stack gap="6">
          <MoneyPanel baseCurrency={baseCurrency} figures={[]} holdings={[]} cash={[]} loading />
          <ReturnExplained ranges={[]} range="1Y" onRangeChange={() => {}} period="" lines={[]} parts={[]} timeWeighted="" moneyWeighted="" why="" loading />
        </Stack>
      )}
    </div>
  );
}

function MoneyReads({ portfolioId, baseCurrency }: { portfolioId: string; baseCurrency: string }) {
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
