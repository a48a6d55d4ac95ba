import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { useFocusFirstError } from '../FormShared';
import { SegmentedControl } from '../PortfolioShared';
import { Stack } from '../Stack';
import { StockSearch, type StockOption, type StockSearchProps } from '../StockSearch';
import { TextField } from '../TextField';
import * as styles from './TransactionForm.css';

/** A dividend is recorded as the shares it was paid on (quantity) and the cash per share (price). */
export type TransactionFormType = 'buy' | 'sell' | 'dividend';
export type TransactionFormField = 'symbol' | 'type' | 'quantity' | 'price' | 'executed_at';

/** The values as typed (the SDK's validator reads numbers from text); `executed_at` is the date field's 'YYYY-MM-DD'. */
export interface TransactionFormValues {
  symbol: string;
  type: TransactionFormType;
  quantity: string;
  price: string;
  executed_at: string;
}

/** What the symbol's combobox needs from the page's search. */
export type TransactionFormSearch = Pick<StockSearchProps, 'results' | 'loading' | 'searchError' | 'onQueryChange'>;

export interface TransactionFormProps {
  /** 'edit' says 'Save changes' instead of 'Add transaction'. */
  mode?: 'add' | 'edit';
  /** The values (controlled, with `onFieldChange`): the page's form state owns them. */
  values?: TransactionFormValues;
  /** The first values (uncontrolled), e.g. the transaction being edited. */
  defaultValues?: Partial<TransactionFormValues>;
  /** Every change of a field. */
  onFieldChange?: <K extends TransactionFormField>(field: K, value: TransactionFormValues[K]) => void;
  /**
   * Uncontrolled: the price the symbol's delayed quote gives, shown in the price field until
   * the user types a price (a typed price is never replaced). Controlled forms do this in the
   * page's state.
   */
  quotedPrice?: string | number | null;
  /** A line under the price, e.g. 'Delayed quote: $228.52 at 3:45 PM'. */
  priceHint?: ReactNode;
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

const TYPE_OPTIONS = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
  { value: 'dividend', label: 'Dividend' },
] as const;

/** The amount fields' words: a trade's shares and price, or a dividend's shares held and cash per share. */
const AMOUNT_FIELDS = {
  trade: { quantity: 'Quantity', quantityHint: 'Shares; fractions allowed', price: 'Price per share', priceHint: undefined },
  dividend: { quantity: 'Shares held', quantityHint: 'Shares the dividend was paid on', price: 'Dividend per share', priceHint: 'Cash paid per share' },
} as const;

/**
 * Add or edit a buy, sell or dividend: the symbol through the stock search, type, quantity, price
 * (the delayed quote's until the user types one) and date (not after `maxDate`). For a dividend
 * the fields ask for the shares held and the dividend per share. Errors come from
 * props, per field and for the form; the form never clears what was typed on an error, and after
 * a submit it moves focus to the first field in error.
 */
export function TransactionForm({
  mode = 'add', values: controlled, defaultValues, onFieldChange, quotedPrice, priceHint, maxDate, search, fieldErrors = {}, error,
  notice, pending = false, onSubmit, onCancel, className,
}: TransactionFormProps) {
  // A new trade is dated today (`maxDate`) unless told otherwise.
  const [own, setOwn] = useState<TransactionFormValues>({ ...EMPTY, executed_at: maxDate, ...defaultValues });
  // Uncontrolled: the price typed, or null while the quote's price stands in for it.
  const [typedPrice, setTypedPrice] = useState<string | null>(defaultValues?.price !== undefined ? defaultValues.price : null);
  const quoted = quotedPrice === null || quotedPrice === undefined ? '' : String(quotedPrice);
  // A dividend's cash per share is not the share's price: the quote never fills it.
  const values: TransactionFormValues = controlled ?? { ...own, price: typedPrice ?? (own.type === 'dividend' ? '' : quoted) };

  const typeErrorId = `transaction-type-error-${useId()}`;

  const { formRef, focusNextErrors } = useFocusFirstError(fieldErrors);

  const setField = <K extends TransactionFormField>(field: K, value: TransactionFormValues[K]) => {
    if (!controlled) {
      if (field === 'price') setTypedPrice(value);
      else setOwn((v) => ({ ...v, [field]: value }));
    }
    onFieldChange?.(field, value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    focusNextErrors();
    void onSubmit(values);
  };

  const amount = values.type === 'dividend' ? AMOUNT_FIELDS.dividend : AMOUNT_FIELDS.trade;
  const chooseSymbol = (symbol: string, _option: StockOption | null) => setField('symbol', symbol);

  return (
    <Stack as="form" gap="5" ref={formRef} className={className} onSubmit={submit} noValidate aria-busy={pending || undefined}>
      {error ? <Alert tone="danger" description={error} /> : null}
      <div className={styles.grid}>
        <StockSearch
          className={styles.full}
          value={values.symbol}
          onValueChange={chooseSymbol}
          onQueryChange={search.onQueryChange}
          results={search.results}
          loading={search.loading}
          searchError={search.searchError}
          error={fieldErrors.symbol}
          required
        />
        <SegmentedControl
          legend="Type"
          options={TYPE_OPTIONS}
          value={values.type}
          onValueChange={(type) => setField('type', type)}
          fullWidth
          invalid={Boolean(fieldErrors.type)}
          describedBy={fieldErrors.type ? typeErrorId : undefined}
        />
        <TextField
          label="Date"
          type="date"
          value={values.executed_at}
          max={maxDate}
          onValueChange={(v) => setField('executed_at', v)}
          error={fieldErrors.executed_at}
          required
        />
        <TextField
          label={amount.quantity}
          inputMode="decimal"
          autoComplete="off"
          value={values.quantity}
          onValueChange={(v) => setField('quantity', v)}
          error={fieldErrors.quantity}
          hint={amount.quantityHint}
          required
        />
        <TextField
          label={amount.price}
          inputMode="decimal"
          autoComplete="off"
          value={values.price}
          onValueChange={(v) => setField('price', v)}
          error={fieldErrors.price}
          hint={priceHint ?? amount.priceHint}
          required
        />
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
