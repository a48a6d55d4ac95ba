// /app/income: the dividends of the chosen portfolio by month and by holding, with their total, and
// the dividends the holdings were paid (from the market data) that are not recorded yet, recorded
// in one step when the member asks. Every plan has it.
import { workspaceMessages, type Portfolio } from '@pt/api';
import { usePortfolios, useIncome } from '@pt/react';
import { Alert, Button, Stack } from '@pt/ui';
import { IncomeView } from '@pt/ui/workspace';
import { useNotify } from '../../app/toasts/useNotify';
import { FirstPortfolioForm } from './FirstPortfolioForm';
import { portfolioFormat } from './portfolioFormat';
import { PageFailure } from '../../app/PageFailure';

export function IncomePage() {
  const pf = usePortfolios();
  if (pf.status === 'error' && pf.portfolios.length === 0) return <PageFailure message={pf.message} onRetry={pf.refresh} retrying={pf.isValidating} />;
  if (pf.status === 'success' && pf.portfolios.length === 0) return <FirstPortfolioForm create={pf.create} />;
  return pf.selected ? <PortfolioIncome key={pf.selected.id} portfolio={pf.selected} /> : <IncomeView byMonth={[]} byHolding={[]} total={0} format={portfolioFormat('USD')} loading />;
}

function PortfolioIncome({ portfolio }: { portfolio: Portfolio }) {
  const inc = useIncome(portfolio.id);
  const notify = useNotify();
  const format = portfolioFormat(portfolio.currency);
  const count = inc.toRecord.length;
  const record = () => {
    inc.record.mutateAsync().then(
      (result) => notify.success(workspaceMessages.dividendsRecorded(result.imported)),
      () => undefined,
    );
  };
  const action = count > 0 ? (
    <Button size="sm" variant="outline" onClick={record} loading={inc.record.status === 'pending'} loadingText="Recording...">
      {`Record ${count} dividend${count === 1 ? '' : 's'}`}
    </Button>
  ) : null;
  return (
    <Stack gap="4">
      <IncomeView
        byMonth={inc.byMonth}
        byHolding={inc.byHolding}
        total={inc.total}
        format={format}
        note={workspaceMessages.totalReturnIncludesIncome}
        action={action}
        loading={inc.status === 'loading' || inc.status === 'idle'}
        error={inc.status === 'error' ? inc.message : null}
        onRetry={() => { void inc.refresh(); }}
      />
      {inc.record.status === 'error' ? (
        <Alert tone="danger" title="The dividends were not recorded." description={inc.record.error?.message} action={<Button size="sm" variant="outline" onClick={record}>Try again</Button>} />
      ) : null}
      {inc.toRecordStatus === 'error' && inc.toRecordMessage ? (
        <Alert tone="warning" description={inc.toRecordMessage} action={<Button size="sm" variant="outline" onClick={() => { void inc.refresh(); }}>Try again</Button>} />
      ) : null}
    </Stack>
  );
}
