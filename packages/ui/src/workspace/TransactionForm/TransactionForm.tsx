import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { useFocusFirstError } from '../../private/FormShared';
import { SegmentedControl } from '../../private/PortfolioShared';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { StockSearch, type StockOption, type StockSearchProps } from '../StockSearch';
import { TextField } from '../../primitives/TextField';
import * as styles from './TransactionForm.css';

/** Every kind of transaction (product §10.21): trades, income, money in and out, costs, splits and transfers. */
export type TransactionFormType =
  | 'buy' | 'sell' | 'dividend' | 'deposit' | 'withdrawal' | 'interest' | 'fee' | 'tax' | 'split' | 'transfer_in' | 'transfer_out';
export type TransactionFormField =
  | 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at' | 'amount' | 'currency' | 'fee' | 'tax' | 'split_ratio' | 'transfer_portfolio_id';

/** The values as typed (the SDK's validator reads numbers from text); `executed_at` is the date field's 'YYYY-MM-DD'. */
export interface TransactionFormValues {
  symbol: string;
  type: TransactionFormType;
  quantity: string;
  price: string;
  executed_at: string;
  /** A cash movement's amount; empty for trades. */
  amount?: string;
  /** The currency of a cash movement (a code from `currencyOptions`). */
  currency?: string;
  fee?: string;
  tax?: string;
  /** A split's new shares for old, as typed ('4:1'). */
  split_ratio?: string;
  /** The member's other portfolio a transfer goes to or comes from. */
  transfer_portfolio_id?: string;
}

/** What the symbol's combobox needs from the page's search. */
export type TransactionFormSearch = Pick<StockSearchProps, 'results' | 'loading' | 'searchError' | 'onQueryChange'>;

export interface TransactionFormOption { value: string; label: string }

export interface TransactionFormProps {
  /** 'edit' says 'Save changes' instead of 'Add transaction'. */
  mode?: 'add' | 'edit';
  /** The values (controlled, with `onFieldChange`): the page's form state owns them. */
  values?: TransactionFormValues;
  /** The first values (uncontrolled), e.g. the transaction being edited. */
  defaultValues?: Partial<TransactionFormValues>;
  /** Every change of a field. */
  onFieldChange?: <K extends TransactionFormField>(field: K, value: NonNullable<TransactionFormValues[K]>) => void;
  /**
   * Uncontrolled: the price the symbol's delayed quote gives, shown in the price field until
   * the user types a price (a typed price is never replaced). Controlled forms do this in the
   * page's state.
   */
  quotedPrice?: string | number | null;
  /** A line under the price, e.g. 'Delayed quote: $228.52 at 3:45 PM'. */
  priceHint?: ReactNode;
  /**
   * The fields the type uses, in order (the SDK's `transactionFields`); 'type' and 'executed_at'
   * always show. Default: a trade's or a dividend's symbol, quantity and price.
   */
  fields?: readonly TransactionFormField[];
  /** Each field's label for the type (the SDK's `transactionFieldLabel`); the defaults are a trade's. */
  labels?: Partial<Record<TransactionFormField, string>>;
  /** Kinds offered as buttons (Buy, Sell, Dividend by default) and the rest behind 'Other' in a list. */
  typeOptions?: { primary: readonly TransactionFormOption[]; other?: readonly TransactionFormOption[] };
  /** Currencies a cash movement may be in. */
  currencyOptions?: readonly TransactionFormOption[];
  /** The member's other portfolios, for a transfer. */
  portfolioOptions?: readonly TransactionFormOption[];
  /** Whether a symbol is optional for the type (a fee on a holding, a transfer of shares). */
  symbolOptional?: boolean;
  /** A line under the amounts, e.g. 'Fee and tax in USD'. */
  amountHint?: ReactNode;
  /** The latest date allowed, 'YYYY-MM-DD' (today where the reader is): no future trades. */
  maxDate: string;
  search: TransactionFormSearch;
  /** A field's error, e.g. from the SDK's `validateTransaction` or the server. */
  fieldErrors?: Partial<Record<TransactionFormField, ReactNode>>;
  /** A refusal that belongs to no field. */
  error?: ReactNode;
  /** Shown above the buttons, e.g. the plan's upgrade prompt. */
  notice?: ReactNode;
  pending?: boolean;
  onSubmit: (values: TransactionFormValues) => void | Promise<unknown>;
  onCancel?: () => void;
  className?: string;
}

const EMPTY: TransactionFormValues = { symbol: '', type: 'buy', quantity: '', price: '', executed_at: '' };

const PRIMARY_TYPES: readonly TransactionFormOption[] = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
  { value: 'dividend', label: 'Dividend' },
];
const OTHER = '__other';
const TRADE_FIELDS: readonly TransactionFormField[] = ['type', 'symbol', 'quantity', 'price', 'executed_at'];

/** The amount fields' words: a trade's shares and price, or a dividend's shares held and cash per share. */
const AMOUNT_FIELDS = {
  trade: { quantity: 'Quantity', quantityHint: 'Shares; fractions allowed', price: 'Price per share', priceHint: undefined },
  dividend: { quantity: 'Shares held', quantityHint: 'Shares the dividend was paid on', price: 'Dividend per share', priceHint: 'Cash paid per share, before tax' },
} as const;

/**
 * Add or edit a transaction of any kind: the type (Buy, Sell, Dividend as buttons, the rest under
 * Other), then the fields the type uses in the order the page gives (`fields`): the symbol through
 * the stock search, quantity, price (the delayed quote's until the user types one), a split's
 * ratio, a cash amount and its currency, fee, tax, a transfer's other portfolio, and the date (not
 * after `maxDate`). Errors come from props, per field and for the form; the form never clears what
 * was typed on an error, and after a submit it moves focus to the first field in error.
 */
export function TransactionForm({
  mode = 'add', values: controlled, defaultValues, onFieldChange, quotedPrice, priceHint, fields = TRADE_FIELDS, labels = {}, typeOptions,
  currencyOptions = [], portfolioOptions = [], symbolOptional = false, amountHint, maxDate, search, fieldErrors = {}, error, notice,
  pending = false, onSubmit, onCancel, className,
}: TransactionFormProps) {
  // A new trade is dated today (`maxDate`) unless told otherwise.
  const [own, setOwn] = useState<TransactionFormValues>({ ...EMPTY, executed_at: maxDate, ...defaultValues });
  // Uncontrolled: the price typed, or null while the quote's price stands in for it.
  const [typedPrice, setTypedPrice] = useState<string | null>(defaultValues?.price !== undefined ? defaultValues.price : null);
  const quoted = quotedPrice === null || quotedPrice === undefined ? '' : String(quotedPrice);
  // A dividend's cash per share is not the share's price: the quote never fills it.
  const values: TransactionFormValues = controlled ?? { ...own, price: typedPrice ?? (own.type === 'dividend' ? '' : quoted) };

  const typeErrorId = `transaction-type-error-${useId()}`;
  const primary = typeOptions?.primary ?? PRIMARY_TYPES;
  const other = typeOptions?.other ?? [];
  const isOther = !primary.some((o) => o.value === values.type);
  const segments = other.length ? [...primary, { value: OTHER, label: 'Other' }] : primary;

  const { formRef, focusNextErrors } = useFocusFirstError(fieldErrors);

  const setField = <K extends TransactionFormField>(field: K, value: NonNullable<TransactionFormValues[K]>) => {
    if (!controlled) {
      if (field === 'price') setTypedPrice(value as string);
      else setOwn((v) => ({ ...v, [field]: value }));
    }
    onFieldChange?.(field, value);
  };
  const chooseType = (type: string) => {
    if (type === OTHER) {
      if (!isOther && other[0]) setField('type', other[0].value as TransactionFormType);
      return;
    }
    setField('type', type as TransactionFormType);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    focusNextErrors();
    void onSubmit(values);
  };

  const amount = values.type === 'dividend' ? AMOUNT_FIELDS.dividend : AMOUNT_FIELDS.trade;
  const label = (field: TransactionFormField, fallback: string) => labels[field] ?? fallback;
  const chooseSymbol = (symbol: string, _option: StockOption | null) => setField('symbol', symbol);
  const text = (field: 'quantity' | 'price' | 'amount' | 'fee' | 'tax' | 'split_ratio', name: string, hint?: ReactNode, required = true) => (
    <TextField
      key={field}
      label={label(field, name)}
      inputMode={field === 'split_ratio' ? 'text' : 'decimal'}
      autoComplete="off"
      value={values[field] ?? ''}
      onValueChange={(v) => setField(field, v)}
      error={fieldErrors[field]}
      hint={hint}
      required={required}
      optional={!required}
    />
  );

  const renderField = (field: TransactionFormField): ReactNode => {
    switch (field) {
      case 'type': case 'executed_at': return null;
      case 'symbol':
        return (
          <StockSearch
            key="symbol"
            className={styles.full}
            value={values.symbol}
            onValueChange={chooseSymbol}
            onQueryChange={search.onQueryChange}
            results={search.results}
            loading={search.loading}
            searchError={search.searchError}
            error={fieldErrors.symbol}
            required={!symbolOptional}
          />
        );
      case 'quantity': return text('quantity', amount.quantity, labels.quantity ? undefined : amount.quantityHint);
      case 'price': return text('price', amount.price, priceHint ?? amount.priceHint);
      case 'split_ratio': return text('split_ratio', 'Split ratio', 'New shares for old, such as 4:1 or 1:10');
      case 'amount': return text('amount', 'Amount', amountHint);
      case 'fee': return text('fee', 'Fee', undefined, false);
      case 'tax': return text('tax', 'Tax', undefined, false);
      case 'currency':
        return (
          <Select
            key="currency"
            label={label('currency', 'Currency')}
            options={currencyOptions}
            value={values.currency ?? ''}
            onValueChange={(v) => setField('currency', v)}
            error={fieldErrors.currency}
            required
          />
        );
      case 'transfer_portfolio_id':
        return (
          <Select
            key="transfer_portfolio_id"
            className={styles.full}
            label={label('transfer_portfolio_id', 'Other portfolio')}
            options={portfolioOptions}
            placeholder={portfolioOptions.length ? 'Choose a portfolio' : 'You have no other portfolio'}
            value={values.transfer_portfolio_id ?? ''}
            onValueChange={(v) => setField('transfer_portfolio_id', v)}
            error={fieldErrors.transfer_portfolio_id}
            required
          />
        );
      default: {
        const unknown: never = field;
        return unknown;
      }
    }
  };

  return (
    <Stack as="form" gap="5" ref={formRef} className={className} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      {error ? <Alert tone="danger" description={error} /> : null}
      <div className={styles.grid}>
        {/* The symbol first when the type has one (as a trade is said: 'AAPL, buy 10 at ...'), then the type and the date, then the rest. */}
        {fields.includes('symbol') ? renderField('symbol') : null}
        <SegmentedControl
          legend="Type"
          options={segments}
          value={isOther ? OTHER : values.type}
          onValueChange={chooseType}
          fullWidth
          invalid={Boolean(fieldErrors.type)}
          describedBy={fieldErrors.type ? typeErrorId : undefined}
        />
        <TextField
          label={label('executed_at', 'Date')}
          type="date"
          value={values.executed_at}
          max={maxDate}
          onValueChange={(v) => setField('executed_at', v)}
          error={fieldErrors.executed_at}
          required
        />
        {isOther && other.length ? (
          <Select
            className={styles.full}
            label="Kind"
            options={other}
            value={values.type}
            onValueChange={(v) => setField('type', v as TransactionFormType)}
          />
        ) : null}
        {fields.filter((f) => f !== 'symbol').map(renderField)}
      </div>
      {fieldErrors.type ? <p id={typeErrorId} className={styles.typeError}>{fieldErrors.type}</p> : null}
      {notice}
      <div className={styles.actions}>
        {onCancel ? <Button variant="ghost" onClick={onCancel}>Cancel</Button> : null}
        <Button type="submit" loading={pending} loadingText="Saving...">{mode === 'edit' ? 'Save changes' : 'Add transaction'}</Button>
      </div>
    </Stack>
  );
}
