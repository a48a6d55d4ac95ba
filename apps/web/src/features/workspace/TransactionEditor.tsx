// The add / edit transaction form of a portfolio: the symbol through the stock search, the price
// until one is typed from today's delayed quote or a past date's close (product §10.18, the hint
// saying which, and when the day had no close, that it is the last close before it), the rules' field errors before sending and the
// server's after, and the plan's upgrade prompt when the holdings limit refuses a new holding.
import { formatIsoDate, formatPrice, localIsoDate, transactionView, workspaceMessages, type Transaction } from '@pt/api';
import { usePortfolios, useStockSearch, useTransactionForm, type TransactionFormValues } from '@pt/react';
import { TransactionForm, UpgradePrompt } from '@pt/ui/workspace';
import { useNotify } from '../../app/toasts/useNotify';
import { renderRouterLink } from '../../app/renderRouterLink';
import { portfolioFormat, quotesAsOf } from './portfolioFormat';

export interface TransactionEditorProps {
  portfolioId: string;
  currency: string;
  /** The transaction being edited; null adds a new one. */
  editing: Transaction | null;
  /** After an edit is saved or cancelled. */
  onEditEnd?: () => void;
}

export function TransactionEditor({ portfolioId, currency, editing, onEditEnd }: TransactionEditorProps) {
  const { portfolios } = usePortfolios();
  const editor = useTransactionForm(portfolioId, { editing, baseCurrency: currency, portfolios });
  const search = useStockSearch();
  const notify = useNotify();
  const format = portfolioFormat(currency);
  // No hint for a dividend: its price is the cash per share, which neither a quote nor a close gives.
  const source = editor.priceSource;
  const priceHint = !source ? undefined
    // A quote is in the instrument's currency (product §10.22), which may not be the portfolio's.
    : source.kind === 'quote' ? workspaceMessages.priceFromQuote(formatPrice(source.quote.price, source.quote.currency ?? currency), quotesAsOf(source.quote.as_of))
      : source.close.exact ? workspaceMessages.priceFromClose(format.perShare(source.close.close), formatIsoDate(source.date))
        : workspaceMessages.priceFromEarlierClose(format.perShare(source.close.close), formatIsoDate(source.close.date), formatIsoDate(source.date));

  const submit = async () => {
    const saved = await editor.submit();
    if (!saved) return;
    const what = `${transactionView(saved, (at) => formatIsoDate(at.slice(0, 10))).summary}.`;
    notify.success(editing ? workspaceMessages.transactionUpdated : workspaceMessages.transactionAdded, what);
    if (editing) onEditEnd?.();
  };

  return (
    <TransactionForm
      mode={editor.mode}
      values={editor.form.values}
      // The kit's field names are the hook's; the kit types its values as the text they are.
      onFieldChange={(field, value) => editor.form.setField(field, value as TransactionFormValues[typeof field])}
      fields={editor.fields}
      labels={editor.labels}
      typeOptions={editor.typeOptions}
      currencyOptions={editor.currencyOptions}
      portfolioOptions={editor.portfolioOptions}
      symbolOptional={editor.symbolOptional}
      priceHint={priceHint}
      maxDate={localIsoDate(new Date())}
      search={{
        results: search.results,
        loading: search.settling || search.status === 'loading',
        searchError: search.status === 'error' ? search.message : null,
        onQueryChange: search.setQuery,
      }}
      fieldErrors={editor.form.fieldErrors}
      error={editor.errorMessage}
      notice={editor.planLimit ? <UpgradePrompt message={editor.planLimit.message} href={editor.planLimit.upgradePath} renderLink={renderRouterLink} /> : null}
      pending={editor.status === 'pending'}
      onSubmit={submit}
      onCancel={editing ? () => { editor.reset(); onEditEnd?.(); } : undefined}
    />
  );
}
