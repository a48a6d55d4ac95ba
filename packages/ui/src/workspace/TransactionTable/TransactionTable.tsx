import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as appStyles from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { type PagerProps } from '../../primitives/Pager';
import { ConfirmDialog, type PortfolioFormat } from '../../private/PortfolioShared';
import { Select } from '../../primitives/Select';
import { Table, type TableColumn } from '../../primitives/Table';
import { TextField } from '../../primitives/TextField';
import * as styles from './TransactionTable.css';

/** Every kind of transaction (product §10.21). */
export type TransactionTableType =
  | 'buy' | 'sell' | 'dividend' | 'deposit' | 'withdrawal' | 'interest' | 'fee' | 'tax' | 'split' | 'transfer_in' | 'transfer_out';

/** One transaction; the SDK's `Transaction` passes as it is. `executed_at` is the trade's date-time. */
export interface TransactionTableRow {
  id: string;
  symbol: string;
  /** A dividend's quantity is the shares it was paid on and its price the cash per share. */
  type: TransactionTableType;
  quantity: number;
  price: number;
  executed_at: string;
}

/** A row as the product writes it (the SDK's `transactionView`): each figure in its own currency. */
export interface TransactionRowView {
  label: string;
  quantity: string;
  price: string;
  amount: string;
  /** Fee and tax, e.g. 'Fee €2.00'; '' for none. */
  costs: string;
  /** One sentence naming the row, for its actions and the delete dialog. */
  summary: string;
}

export type TransactionTypeFilter = 'all' | TransactionTableType;

export interface TransactionTableFilter {
  /** A symbol to show alone ('' for every symbol). */
  symbol: string;
  type: TransactionTypeFilter;
}

export interface TransactionTableProps<Row extends TransactionTableRow> extends Omit<PagerProps, 'label'>, PanelBlockProps {
  /** The rows of the current page, after the filter (the page filters and pages). */
  transactions: readonly Row[];
  /** `perShare` writes the price column and a dividend's cash per share (`money` without it). */
  format: Pick<PortfolioFormat, 'money' | 'quantity' | 'date' | 'perShare' | 'count'>;
  filter: TransactionTableFilter;
  onFilterChange: (filter: TransactionTableFilter) => void;
  /** Transactions that pass the filter, on every page. */
  total: number;
  /** Rows a page holds (25). */
  pageSize?: number;
  /** The portfolio's symbols, offered as suggestions in the symbol filter. */
  symbols?: readonly string[];
  onEdit?: (row: Row) => void;
  /** Deletes a row after the reader confirms; the dialog shows it running and any error. */
  onDelete?: (row: Row) => unknown;
  /** The row being deleted (its actions wait). */
  removingId?: string | null;
  /** A row not saved yet (shown 'Saving...', without actions). */
  isPending?: (row: Row) => boolean;
  onExport?: () => void;
  exporting?: boolean;
  /** The empty state's call to action, e.g. 'Add a transaction'. */
  emptyAction?: ReactNode;
  /**
   * Each row's figures as the product writes them, in the row's own currency (the SDK's
   * `transactionView`). Without it a row is a trade or dividend in `format`'s currency.
   */
  view?: (row: Row) => TransactionRowView;
}

const TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  { value: 'buy', label: 'Buys' },
  { value: 'sell', label: 'Sells' },
  { value: 'dividend', label: 'Dividends' },
  { value: 'deposit', label: 'Deposits' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'interest', label: 'Interest' },
  { value: 'fee', label: 'Fees' },
  { value: 'tax', label: 'Taxes' },
  { value: 'split', label: 'Splits' },
  { value: 'transfer_in', label: 'Transfers in' },
  { value: 'transfer_out', label: 'Transfers out' },
] as const;

/** Each type's badge tone: income, money in and out, costs and share events told apart by tone as well as word. */
const TYPE_TONE = {
  buy: 'success', sell: 'info', dividend: 'accent', interest: 'accent', deposit: 'neutral', withdrawal: 'neutral',
  fee: 'warning', tax: 'warning', split: 'neutral', transfer_in: 'neutral', transfer_out: 'neutral',
} as const;
const TYPE_LABEL: Readonly<Record<TransactionTableType, string>> = {
  buy: 'Buy', sell: 'Sell', dividend: 'Dividend', deposit: 'Deposit', withdrawal: 'Withdrawal', interest: 'Interest', fee: 'Fee', tax: 'Tax',
  split: 'Split', transfer_in: 'Transfer in', transfer_out: 'Transfer out',
};

type TransactionColumn = 'date' | 'symbol' | 'type' | 'quantity' | 'price' | 'amount' | 'actions';
/** A phone card's first lines: the date, the type and the amount (product §10.20). */
const KEY_COLUMNS: readonly TransactionColumn[] = ['date', 'type', 'amount'];

const isTypeFilter = (value: string): value is TransactionTypeFilter => TYPE_OPTIONS.some((o) => o.value === value);

/**
 * The transactions of a portfolio, a page at a time: date, symbol, type, quantity, price and
 * amount, a filter by symbol and type, page buttons (the current one marked `aria-current`),
 * edit and delete per row (delete asks first) and a CSV export. The page filters and pages
 * (filter, page and counts are props); rows saved optimistically show 'Saving...'.
 */
export function TransactionTable<Row extends TransactionTableRow>({
  transactions, format, filter, onFilterChange, page, pageCount, onPageChange, total, pageSize = 25, symbols = [], onEdit, onDelete,
  removingId = null, isPending, onExport, exporting = false, title = 'Transactions', titleAs = 'h2', loading = false, error, onRetry,
  emptyAction, className, view,
}: TransactionTableProps<Row>) {
  const id = useId();
  const symbolsId = `transactions-symbols-${id}`;
  const [confirming, setConfirming] = useState<Row | null>(null);
  const filtered = filter.symbol.trim() !== '' || filter.type !== 'all';

  // A price or a dividend per share keeps the decimals it has ($0.485); amounts stay in cents.
  const perShare = format.perShare ?? format.money;
  const rowView = (row: Row): TransactionRowView => view?.(row) ?? {
    label: TYPE_LABEL[row.type],
    quantity: format.quantity(row.quantity),
    price: perShare(row.price),
    amount: format.money(row.quantity * row.price),
    costs: '',
    summary: row.type === 'dividend'
      ? `Dividend of ${perShare(row.price)} a share on ${format.quantity(row.quantity)} ${row.symbol} on ${format.date(row.executed_at)}`
      : `${TYPE_LABEL[row.type]} ${format.quantity(row.quantity)} ${row.symbol} at ${perShare(row.price)} on ${format.date(row.executed_at)}`,
  };
  const describe = (row: Row) => rowView(row).summary;

  const columns: readonly TableColumn<Row, TransactionColumn>[] = [
    { key: 'date', header: 'Date', cell: (row) => format.date(row.executed_at), className: appStyles.nowrap },
    { key: 'symbol', header: 'Symbol', rowHeader: true, className: styles.symbol, cell: (row) => row.symbol || <span className={appStyles.muted}>Cash</span> },
    { key: 'type', header: 'Type', cell: (row) => <Badge tone={TYPE_TONE[row.type]} size="sm">{rowView(row).label}</Badge> },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (row) => rowView(row).quantity },
    { key: 'price', header: 'Price', numeric: true, cell: (row) => rowView(row).price },
    {
      key: 'amount', header: 'Amount', numeric: true, className: appStyles.strong,
      cell: (row) => {
        const shown = rowView(row);
        return <>{shown.amount}{shown.costs ? <span className={cx(appStyles.muted, styles.costs)}>{shown.costs}</span> : null}</>;
      },
    },
    {
      key: 'actions', header: 'Actions', hideHeader: true, className: styles.actionsCell,
      cell: (row) => {
        const name = describe(row);
        const removing = removingId === row.id;
        if (isPending?.(row)) return <span className={styles.saving}>Saving...</span>;
        return (
          <span className={styles.rowActions}>
            {onEdit ? (
              <Button variant="ghost" size="sm" onClick={() => onEdit(row)} disabled={removing} aria-label={`Edit: ${name}`}>Edit</Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="sm"
                className={styles.deleteButton}
                onClick={() => setConfirming(row)}
                loading={removing}
                loadingText="Deleting..."
                aria-label={removing ? `Deleting... ${name}` : `Delete: ${name}`}
              >
                Delete
              </Button>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <Panel
      title={title}
      titleAs={titleAs}
      className={className}
      gap="3"
      loading={loading}
      loadingText="Loading transactions..."
      error={error}
      onRetry={onRetry}
      empty={error ? transactions.length === 0 : total === 0}
      emptyTitle={filtered ? 'No transactions match your filters' : 'No transactions yet'}
      emptyDescription={filtered ? undefined : 'Record a buy or a sell, or import them from a CSV file.'}
      emptyAction={filtered
        ? <Button variant="outline" size="sm" onClick={() => onFilterChange({ symbol: '', type: 'all' })}>Clear filters</Button>
        : emptyAction}
      actions={onExport ? (
        <Button variant="outline" size="sm" onClick={onExport} loading={exporting} loadingText="Exporting..." disabled={total === 0 && !filtered}>
          Export CSV
        </Button>
      ) : null}
      toolbar={(
        <div className={styles.toolbar}>
          <TextField
            type="search"
            label="Symbol"
            placeholder="All symbols"
            value={filter.symbol}
            onValueChange={(symbol) => onFilterChange({ ...filter, symbol })}
            list={symbols.length ? symbolsId : undefined}
            autoComplete="off"
          />
          {symbols.length ? (
            <datalist id={symbolsId}>
              {symbols.map((s) => <option key={s} value={s} />)}
            </datalist>
          ) : null}
          <Select
            label="Type"
            options={TYPE_OPTIONS}
            value={filter.type}
            onValueChange={(type) => { if (isTypeFilter(type)) onFilterChange({ ...filter, type }); }}
          />
        </div>
      )}
    >
      {/* product §10.20: cards on phones, key figures first. */}
      <Table
        label={`Transactions, page ${page} of ${pageCount}`}
        regionLabel="Transactions table"
        columns={columns}
        rows={transactions}
        rowKey={(row) => row.id}
        keyColumns={KEY_COLUMNS}
        minWidth={720}
        rowClassName={(row) => (isPending?.(row) ? styles.pendingRow : undefined)}
        paging={{
          label: 'Transaction pages', page, pageCount, onPageChange, pageSize, total,
          noun: (n) => (n === 1 ? 'transaction' : 'transactions'), count: format.count,
        }}
      />
      {onDelete ? (
        <ConfirmDialog
          open={confirming !== null}
          title="Delete this transaction?"
          description={confirming ? `${describe(confirming)}. Holdings and returns are worked out again without it.` : undefined}
          confirmLabel="Delete transaction"
          pendingLabel="Deleting..."
          failureText="The transaction could not be deleted. Please try again."
          onConfirm={() => (confirming ? onDelete(confirming) : undefined)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Panel>
  );
}
