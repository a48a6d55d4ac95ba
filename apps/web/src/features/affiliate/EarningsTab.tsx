// The dashboard's Earnings tab: commission by month and status (the chart), the commission history
// (the ledger, searched, filtered and paged by the server, exported as CSV) and the referred
// customers. Loaded with the tab, so the dashboard's first chunk does not carry the chart.
import { useState } from 'react';
import { ledgerMessages } from '@pt/api';
import { useCommissions, useCommissionsCsvExport, useMonthlyEarnings, useReferredCustomers } from '@pt/react';
import { Stack } from '@pt/ui';
import {
  CommissionLedgerTable, EarningsChart, NO_LEDGER_FILTER, ReferredCustomersTable, type CommissionLedgerFilter,
} from '@pt/ui/affiliate';
import { useToaster } from '../../app/toasts/AppToasts';
import { ledgerFormat } from './ledgerFormat';
import {
  commissionQuery, commissionStatusOptions, earningsSeries, toEarningsMonth, toLedgerRow, toReferredCustomer,
} from './ledgerRows';
import { useDebouncedValue } from './useDebouncedValue';

/** Entries a page of the commission history holds. */
export const LEDGER_PAGE_SIZE = 25;

function EarningsOverTime() {
  const chart = useMonthlyEarnings(12);
  return (
    <EarningsChart
      titleAs="h3"
      months={chart.status === 'ready' ? chart.rows.map(toEarningsMonth) : []}
      series={earningsSeries}
      format={ledgerFormat}
      description={ledgerMessages.holdingPeriod}
      loading={chart.status === 'loading'}
      error={chart.status === 'error' ? chart.message : undefined}
      onRetry={() => { void chart.refresh(); }}
    />
  );
}

function CommissionHistory() {
  const toaster = useToaster();
  const [filter, setFilter] = useState<CommissionLedgerFilter>(NO_LEDGER_FILTER);
  // The search asks the server once typing pauses; the other filters at once. Pages follow the
  // server's cursor (product §10.15): a new filter is a new list, from its first page.
  const query = useDebouncedValue(filter.query);
  const settled = { ...filter, query };
  const ledger = useCommissions(commissionQuery(settled, { limit: LEDGER_PAGE_SIZE }));
  const csv = useCommissionsCsvExport(commissionQuery(settled, null));
  const exportCsv = () => csv.mutateAsync().then(
    (file) => toaster?.toast({ title: ledgerMessages.exportStarted, description: file.fileName, tone: 'success' }),
    () => toaster?.toast({ title: ledgerMessages.exportFailed, tone: 'destructive' }),
  );
  const ready = ledger.status === 'ready';
  const total = ready ? ledger.total : 0;
  return (
    <CommissionLedgerTable
      titleAs="h3"
      rows={ready ? ledger.rows.map(toLedgerRow) : []}
      format={ledgerFormat}
      statuses={commissionStatusOptions}
      filter={filter}
      onFilterChange={setFilter}
      page={ready ? ledger.page : 1}
      pageCount={ready ? ledger.pageCount : 1}
      onPageChange={(n) => { if (ready) ledger.setPage(n); }}
      total={total}
      pageSize={LEDGER_PAGE_SIZE}
      onExport={() => { void exportCsv(); }}
      exporting={csv.status === 'pending'}
      loading={ledger.status === 'loading' || (ready && ledger.pageLoading)}
      error={ledger.status === 'error' ? ledger.message : undefined}
      onRetry={() => { void ledger.refresh(); }}
    />
  );
}

function ReferredCustomers() {
  const [query, setQuery] = useState('');
  const customers = useReferredCustomers(useDebouncedValue(query));
  return (
    <ReferredCustomersTable
      titleAs="h3"
      customers={customers.status === 'ready' ? customers.rows.map(toReferredCustomer) : []}
      format={ledgerFormat}
      query={query}
      onQueryChange={setQuery}
      loading={customers.status === 'loading'}
      error={customers.status === 'error' ? customers.message : undefined}
      onRetry={() => { void customers.refresh(); }}
    />
  );
}

export function EarningsTab() {
  return (
    <Stack gap="8">
      <EarningsOverTime />
      <CommissionHistory />
      <ReferredCustomers />
    </Stack>
  );
}
