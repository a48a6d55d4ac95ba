import { useCallback, useEffect, useMemo, useRef } from 'react';
import {
  executedAtForDate, fieldErrorsFromError, formatSplitRatio, isCashActivity, localIsoDate, planLimitFromError, serverMessageOr, symbolRule, toIsoDate,
  transactionBody, transactionFieldLabel, transactionFields, validateTransaction,
  type ApiError, type Transaction, type TransactionField, type TransactionFormField, type TransactionType, type ValidTransaction,
} from '@pt/api';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useForm } from './useForm';
import { useMutation } from './useMutation';
import { useQuote } from './useQuote';
import { useTransactions } from './useTransactions';

/** The form's values as typed; `executed_at` is the date field's 'YYYY-MM-DD'. Fields a type does not use stay as typed and are not sent. */
export interface TransactionFormValues {
  symbol: string; type: TransactionType; quantity: string; price: string; executed_at: string;
  amount: string; currency: string; fee: string; tax: string; split_ratio: string; transfer_portfolio_id: string;
}

const FIELDS: readonly TransactionField[] = ['type', 'transfer_portfolio_id', 'symbol', 'quantity', 'price', 'split_ratio', 'amount', 'currency', 'fee', 'tax', 'executed_at'];

const text = (n: number | null | undefined): string => (typeof n === 'number' && n !== 0 ? String(n) : '');
const valuesOf = (t: Transaction | null | undefined, now: Date, baseCurrency: string): TransactionFormValues => (t
  ? {
    symbol: t.symbol, type: t.type, quantity: text(t.quantity), price: t.type === 'buy' || t.type === 'sell' ? String(t.price) : text(t.price),
    executed_at: toIsoDate(t.executed_at) ?? localIsoDate(now), amount: text(t.amount), currency: t.currency || baseCurrency, fee: text(t.fee),
    tax: text(t.tax), split_ratio: t.split_ratio ? formatSplitRatio(t.split_ratio) : '', transfer_portfolio_id: t.transfer_portfolio_id ?? '',
  }
  : {
    symbol: '', type: 'buy', quantity: '', price: '', executed_at: localIsoDate(now), amount: '', currency: baseCurrency, fee: '', tax: '', split_ratio: '',
    transfer_portfolio_id: '',
  });

/**
 * The add/edit transaction form of a portfolio. Field errors come from the SDK's
 * `validateTransaction` against the portfolio's transactions (quantity <= 0, price < 0, a future
 * date, a sell larger than the holding on its date) before anything is sent, and from the
 * server's `{ error, field }` after (`fieldErrorsFromError`); a refusal without a field is
 * `errorMessage`, the plan limit `planLimit`. Nothing typed is lost on an error: the values stay
 * until a save succeeds (an add then empties the form for the next one). Adding a buy or sell, the
 * price is prefilled from the symbol's delayed quote until the user types a price; a dividend's
 * (quantity: shares held, price: cash per share) is not. Editing (`editing`),
 * the values start from that transaction and an unchanged date keeps its time of day.
 * `submit()` resolves the saved transaction, or undefined.
 */
export function useTransactionForm(portfolioId: string | null, options: { editing?: Transaction | null; now?: () => Date; baseCurrency?: string } = {}) {
  const { editing = null, now = currentTime, baseCurrency = 'USD' } = options;
  const tx = useTransactions(portfolioId);
  const initial = useMemo(() => valuesOf(editing, now(), baseCurrency), [editing, now, baseCurrency]);
  const others = useMemo(() => (editing ? tx.transactions.filter((t) => t.id !== editing.id) : tx.transactions), [tx.transactions, editing]);

  const validate = useCallback((v: TransactionFormValues) => {
    const at = now();
    // An edit's unchanged date keeps its time of day.
    const executedAt = !v.executed_at ? '' : editing && toIsoDate(editing.executed_at) === v.executed_at ? editing.executed_at : executedAtForDate(v.executed_at, at);
    // A trade's currency is its instrument's (the server's to fill in); only cash names one.
    const currency = isCashActivity(v.type, v.symbol) ? v.currency : '';
    return validateTransaction({ ...v, currency, executed_at: executedAt }, { now: at, transactions: others });
  }, [others, editing, now]);
  const form = useForm<TransactionFormValues, ValidTransaction>(initial, validate);
  const { reset: resetForm, setValues, setFieldErrors } = form;
  useEffect(() => { resetForm(initial); }, [initial, resetForm]);

  // The price follows the quote of the typed symbol until the user types a price. A dividend's price is cash per
  // share, which no quote gives: it is never filled in, and a price the quote filled in goes when the type becomes dividend.
  const priceTyped = useRef(editing !== null);
  const quote = useQuote(editing ? null : form.values.symbol);
  const quotedPrice = quote.quote && quote.quote.symbol === form.values.symbol.trim().toUpperCase() ? quote.quote.price : null;
  // Only a trade's price is a share's price; a dividend's is cash per share, a transfer's what the shares were worth.
  const trade = form.values.type === 'buy' || form.values.type === 'sell';
  useEffect(() => { if (quotedPrice !== null && !priceTyped.current && trade) setValues({ price: String(quotedPrice) }); }, [quotedPrice, trade, setValues]);
  useEffect(() => { if (!trade && !priceTyped.current) setValues({ price: '' }); }, [trade, setValues]);
  // The type's fields and their words (the SDK's rules): a transfer with a symbol moves shares, without one cash.
  const type = form.values.type;
  const hasSymbol = form.values.symbol.trim() !== '';
  const fields = useMemo(() => transactionFields(type, hasSymbol), [type, hasSymbol]);
  const labels = useMemo(() => Object.fromEntries(fields.map((f) => [f, transactionFieldLabel(type, f)])) as Partial<Record<TransactionFormField, string>>, [fields, type]);

  // The list's own add (optimistic) or edit, on the one mutation shape.
  const { add, edit } = tx;
  const save = useMutation((value: ValidTransaction): Promise<Transaction> => (editing ? edit.mutateAsync({ id: editing.id, changes: transactionBody(value) }) : add.mutateAsync(transactionBody(value))));
  const onError = useCallback((error: ApiError) => setFieldErrors(fieldErrorsFromError(error, FIELDS)), [setFieldErrors]);
  const { submit, formMessage, clear } = useFormSubmit(form, save, { onError, resetOnSuccess: !editing });
  const error = save.error;
  const placedOnField = error ? Object.keys(fieldErrorsFromError(error, FIELDS)).length > 0 : false;
  const planLimit = planLimitFromError(error);

  return {
    values: form.values,
    fieldErrors: form.fieldErrors,
    /** Sets a field and clears its error; typing a price stops the quote from replacing it. */
    setField: <K extends keyof TransactionFormValues>(name: K, value: TransactionFormValues[K]) => {
      if (name === 'price') priceTyped.current = true;
      form.setField(name, value);
    },
    status: save.status,
    /** The fields the type uses, in form order, and their labels (the SDK's `transactionFields`, `transactionFieldLabel`). */
    fields,
    labels,
    /** Whether the type may go without a symbol (a fee, a tax, a transfer of cash). */
    symbolOptional: symbolRule(type) !== 'required',
    mode: editing ? ('edit' as const) : ('add' as const),
    /** The delayed quote of the symbol (for 'price as of ...'), or null. */
    quote: quote.quote,
    /** A refusal that belongs to no field and is not the plan limit (that is `planLimit`). */
    errorMessage: formMessage ?? (error && !placedOnField && !planLimit ? serverMessageOr(error, error.message) : null),
    planLimit,
    submit: async (): Promise<Transaction | undefined> => {
      const saved = await submit();
      if (saved && !editing) priceTyped.current = false;
      return saved;
    },
    reset: () => { clear(); priceTyped.current = editing !== null; resetForm(initial); },
  };
}

const currentTime = (): Date => new Date();
