// /app/alerts: price alerts on a symbol (above or below a price, or a daily move of N %), checked
// by the server against the delayed quotes; a firing arrives in the header's bell. Pro's
// `custom_alerts`: other plans get the plan's prompt instead of the list and form.
import { useAlerts, useNotifications, useStockSearch } from '@pt/react';
import { AlertsManager, type AlertFormValues } from '@pt/ui/workspace';
import { PlanGate } from '../../app/PlanGate';
import { portfolioFormat, quotesAsOf } from './portfolioFormat';

/** Prices are in dollars: the market data quotes every symbol in USD. */
const format = portfolioFormat('USD');
const firedAt = (iso: string) => quotesAsOf(iso) ?? iso;

export function AlertsPage() {
  // While the plan is read the panel shows its loading state, so nothing moves when it opens.
  return (
    <PlanGate
      feature="custom_alerts"
      title="Price alerts"
      description="Be told when a stock rises above or falls below a price, or moves by a percentage in a day."
      loading={<AlertsPanel loadingPlan />}
    >
      <AlertsPanel loadingPlan={false} />
    </PlanGate>
  );
}

function AlertsPanel({ loadingPlan }: { loadingPlan: boolean }) {
  const al = useAlerts();
  const search = useStockSearch();
  // An alert whose condition already holds fires as it is created: the bell reads again at once.
  const bell = useNotifications();
  const submit = async () => {
    const created = await al.submit();
    if (created) void bell.refresh();
  };
  return (
    <AlertsManager
      alerts={al.alerts}
      values={al.form.values}
      onFieldChange={<K extends keyof AlertFormValues>(field: K, value: AlertFormValues[K]) => al.form.setField(field, value)}
      fieldErrors={al.form.fieldErrors}
      onSubmit={submit}
      submitting={al.create.status === 'pending'}
      formError={al.errorMessage}
      successMessage={al.successMessage}
      search={{
        results: search.results,
        loading: search.settling || search.status === 'loading',
        searchError: search.status === 'error' ? search.message : null,
        onQueryChange: search.setQuery,
      }}
      onDelete={(id) => al.remove.mutateAsync(id).catch(() => undefined)}
      removingId={al.removingId}
      format={format}
      formatTime={firedAt}
      description="Checked against the delayed quotes every minute; each crossing is sent to your notifications once."
      loading={loadingPlan || al.status === 'loading' || al.status === 'idle'}
      error={al.status === 'error' ? al.message : null}
      onRetry={() => { void al.refresh(); }}
    />
  );
}
