// /app/transactions: add a transaction (the panel at the top; a row's Edit loads it there), the
// list with its symbol and type filter, paging, delete with confirmation and CSV export, and the
// CSV import below. Links can open the page at the form (#add-transaction) or the import
// (#import-csv); the route's focus handling brings them into view.
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPage } from '../../app/lazyPage';
import { formatIsoDate, transactionView, workspaceMessages, type Portfolio, type Transaction } from '@pt/api';
import { isPendingTransaction, usePortfolios, useTransactions, useTransactionsCsvExport } from '@pt/react';
import { Card, CardTitle, Stack } from '@pt/ui';
import { TransactionTable } from '@pt/ui/workspace';
import { useNotify } from '../../app/toasts/useNotify';
import { FirstPortfolioForm } from './FirstPortfolioForm';
import { portfolioFormat } from './portfolioFormat';
import { PageFailure } from '../../app/PageFailure';
import { TRANSACTIONS_SECTIONS } from './workspacePages';
import { Loading } from '../../app/Loading';

// The import (its steps, the CSV rules and the preview) is below the fold and used now and then:
// a chunk of its own, fetched beside the page's rather than inside it.
const TransactionsCsvImport = lazyPage(() => import('./TransactionsCsvImport').then((m) => m.TransactionsCsvImport));
// The form (every transaction type's fields and rules, the stock search) is a chunk of its own too,
// asked for as soon as this page's arrives, so the page's chunk stays within its budget while the
// list and the form load side by side.
const TransactionEditor = lazyPage(() => import('./TransactionEditor').then((m) => m.TransactionEditor));
if (typeof window !== 'undefined') void TransactionEditor.preload().catch(() => undefined);

const FORM_TITLE_ID = 'transaction-form-title';

export function WorkspaceTransactionsPage() {
  const pf = usePortfolios();
  if (pf.status === 'error' && pf.portfolios.length === 0) return <PageFailure message={pf.message} onRetry={pf.refresh} retrying={pf.isValidating} />;
  if (pf.status === 'success' && pf.portfolios.length === 0) return <FirstPortfolioForm create={pf.create} />;
  // One set of state per portfolio: switching never carries a half-typed form or a filter over.
  return pf.selected ? <PortfolioTransactions key={pf.selected.id} portfolio={pf.selected} /> : null;
}

function PortfolioTransactions({ portfolio }: { portfolio: Portfolio }) {
  const t = useTransactions(portfolio.id);
  const exporter = useTransactionsCsvExport(portfolio);
  const notify = useNotify();
  const format = portfolioFormat(portfolio.currency);
  const [editing, setEditing] = useState<Transaction | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // The form is above the list: a row's Edit takes the reader there, to the heading that now says
  // 'Edit ...' (focus follows the action, and the next Tab is the form's first field).
  useEffect(() => {
    if (!editing) return;
    const heading = document.getElementById(FORM_TITLE_ID);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [editing]);
  /** After an import: the list, with focus on its heading. */
  const showList = () => {
    const heading = list.current?.querySelector<HTMLElement>('h2, h3');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
    list.current?.scrollIntoView({ block: 'start' });
  };
  const exportCsv = () => {
    exporter.mutateAsync().then(
      () => notify.success(workspaceMessages.exportStarted),
      () => notify.error(workspaceMessages.exportFailed),
    );
  };
  const remove = (row: Transaction) => t.remove.mutateAsync(row.id).then(() => notify.success(workspaceMessages.transactionDeleted));

  // A page the server has not answered yet shows loading, as the first one does.
  const loading = t.status === 'loading' || t.status === 'idle' || t.pageLoading;
  return (
    <Stack gap="6">
      <Card as="section" variant="outlined" padding="lg" id={TRANSACTIONS_SECTIONS.add} aria-labelledby={FORM_TITLE_ID}>
        <Stack gap="4">
          <CardTitle as="h2" id={FORM_TITLE_ID} tabIndex={-1}>
            {editing ? `Edit: ${transactionView(editing, (at) => formatIsoDate(at.slice(0, 10))).summary}` : 'Add a transaction'}
          </CardTitle>
          <Suspense fallback={<Loading text="Loading the form..." />}>
            <TransactionEditor
              key={editing?.id ?? 'new'}
              portfolioId={portfolio.id}
              currency={portfolio.currency}
              editing={editing}
              onEditEnd={() => setEditing(null)}
            />
          </Suspense>
        </Stack>
      </Card>
      <div ref={list}>
        <TransactionTable
          transactions={t.view.items}
          format={format}
          filter={{ symbol: t.filter.symbol ?? '', type: t.filter.type ?? 'all' }}
          onFilterChange={(f) => t.setFilter({ symbol: f.symbol || null, type: f.type })}
          page={t.view.page}
          pageCount={t.view.pageCount}
          onPageChange={t.setPage}
          total={t.view.total}
          pageSize={t.view.pageSize}
          symbols={t.symbols}
          onEdit={setEditing}
          onDelete={remove}
          removingId={t.removingId}
          isPending={isPendingTransaction}
          onExport={exportCsv}
          exporting={exporter.status === 'pending'}
          loading={loading}
          error={t.status === 'error' ? t.message : null}
          onRetry={() => { void t.refresh(); }}
          view={(row) => transactionView(row, (at) => formatIsoDate(at.slice(0, 10)))}
        />
      </div>
      <Stack as="section" gap="4" id={TRANSACTIONS_SECTIONS.importCsv} aria-labelledby="csv-import-title">
        <CardTitle as="h2" id="csv-import-title">Import from a CSV file</CardTitle>
        <p>
          Export your trades from your broker as CSV and choose the file: the columns are recognised by their
          names, you see every row before anything is saved, and trades you already recorded are skipped.
        </p>
        <Suspense fallback={<Loading text="Loading the CSV import..." />}>
          <TransactionsCsvImport portfolioId={portfolio.id} onFinish={showList} />
        </Suspense>
      </Stack>
    </Stack>
  );
}
