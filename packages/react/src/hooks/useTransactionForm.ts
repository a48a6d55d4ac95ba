import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  executedAtForDate, fieldErrorsFromError, localIsoDate, planLimitFromError, serverMessageOr, toIsoDate, validateTransaction, workspaceMessages,
  type ApiError, type CloseOnDate, type StockQuote, type Transaction, type TransactionField, type TransactionType, type ValidTransaction, type Validation,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import { useForm } from './useForm';
import { useMutation } from './useMutation';
import { useQuote } from './useQuote';
import { useCloseOnDate } from './useCloseOnDate';
import { useTransactions } from './useTransactions';

/** The form's values as typed; `executed_at` is the date field's 'YYYY-MM-DD'. */
export interface TransactionFormValues { symbol: string; type: TransactionType; quantity: string; price: string; executed_at: string }

const FIELDS: readonly TransactionField[] = ['symbol', 'type', 'quantity', 'price', 'executed_at'];

const valuesOf = (t: Transaction | null | undefined, now: Date): TransactionFormValues => (t
  ? { symbol: t.symbol, type: t.type, quantity: String(t.quantity), price: String(t.price), executed_at: toIsoDate(t.executed_at) ?? localIsoDate(now) }
  : { symbol: '', type: 'buy', quantity: '', price: '', executed_at: localIsoDate(now) });

/**
 * The add/edit transaction form of a portfolio. Field errors come from the SDK's
 * `validateTransaction` against the portfolio's transactions (quantity <= 0, price < 0, a future
 * date, a sell larger than the holding on its date) before anything is sent, and from the
 * server's `{ error, field }` after (`fieldErrorsFromError`); a refusal without a field is
 * `errorMessage`, the plan limit `planLimit`. Nothing typed is lost on an error: the values stay
 * until a save succeeds (an add then empties the form for the next one). Adding a buy or sell, the
 * price is prefilled until the user types one: the symbol's delayed quote for today, the close of a
 * past date (or the last close before it), `priceSource` saying which; a dividend's
 * (quantity: shares held, price: cash per share) is not. Editing (`editing`),
 * the values start from that transaction and an unchanged date keeps its time of day.
 * `submit()` resolves the saved transaction, or undefined.
 */
export function useTransactionForm(portfolioId: string | null, options: { editing?: Transaction | null; now?: () => Date } = {}) {
  const { editing = null, now = currentTime } = options;
  const tx = useTransactions(portfolioId);
  const initial = useMemo(() => valuesOf(editing, now()), [editing, now]);
  // The rules need the symbol's history, which depends on the typed symbol: the form calls the latest rules.
  const validateRef = useRef<(v: TransactionFormValues) => Validation<ValidTransaction, TransactionField>>(() => ({ ok: false, fieldErrors: {} }));
  const validateLatest = useCallback((v: TransactionFormValues) => validateRef.current(v), []);
  const form = useForm<TransactionFormValues, ValidTransaction>(initial, validateLatest);
  // The sell limit reads the typed symbol's history only (product §10.15: the list is paged), and only
  // for a symbol the portfolio has: of any other, nothing was ever held.
  const userId = useUserId();
  const symbol = form.values.symbol.trim().toUpperCase();
  const held = tx.symbols.includes(symbol);
  const history = useApiQuery(
    'useTransactionForm',
    userId && portfolioId && held ? keys.symbolTransactions(userId, portfolioId, symbol) : null,
    (c) => c.transactions.list({ portfolio_id: portfolioId ?? '', symbol }),
    workspaceMessages.loadTransactionsFailed,
  );
  const others = useMemo(() => (history.data ?? []).filter((t) => t.id !== editing?.id), [history.data, editing]);

  const validate = useCallback((v: TransactionFormValues) => {
    const at = now();
    // An edit's unchanged date keeps its time of day.
    const executedAt = !v.executed_at ? '' : editing && toIsoDate(editing.executed_at) === v.executed_at ? editing.executed_at : executedAtForDate(v.executed_at, at);
    // Checked against the symbol's history once it is read; until then the server's check stands alone.
    return validateTransaction({ ...v, executed_at: executedAt }, { now: at, transactions: others, checkSellLimit: !held || history.status === 'success' });
  }, [others, editing, now, held, history.status]);
  useLayoutEffect(() => { validateRef.current = validate; });
  const { reset: resetForm, setValues, setFieldErrors } = form;
  useEffect(() => { resetForm(initial); }, [initial, resetForm]);

  // The price follows the typed symbol and date until the user types a price (product §10.18): today's delayed
  // quote for today, the day's close for a past day (or the last close before it, said so). A dividend's price is
  // cash per share, which neither gives: it is never filled in, and a price filled in goes when the type becomes dividend.
  const priceTyped = useRef(editing !== null);
  const today = localIsoDate(now());
  const pastDay = form.values.executed_at && form.values.executed_at < today ? form.values.executed_at : null;
  const dividend = form.values.type === 'dividend';
  const asked = editing || dividend ? null : form.values.symbol;
  const quote = useQuote(pastDay ? null : asked);
  const closeOn = useCloseOnDate(asked, pastDay);
  const priceSource: PriceSource | null = dividend || editing ? null
    : pastDay ? (closeOn.close && closeOn.symbol === symbol && closeOn.date === pastDay ? { kind: 'close', close: closeOn.close, date: pastDay } : null)
      : quote.quote && quote.quote.symbol === symbol ? { kind: 'quote', quote: quote.quote } : null;
  const prefill = priceSource ? (priceSource.kind === 'quote' ? priceSource.quote.price : priceSource.close.close) : null;
  useEffect(() => { if (prefill !== null && !priceTyped.current) setValues({ price: String(prefill) }); }, [prefill, setValues]);
  useEffect(() => { if (dividend && !priceTyped.current) setValues({ price: '' }); }, [dividend, setValues]);

  // The list's own add (optimistic) or edit, on the one mutation shape.
  const { add, edit } = tx;
  const save = useMutation((value: ValidTransaction): Promise<Transaction> => (editing ? edit.mutateAsync({ id: editing.id, changes: value }) : add.mutateAsync(value)));
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
    mode: editing ? ('edit' as const) : ('add' as const),
    /** The delayed quote of the symbol while the date is today (for 'price as of ...'), or null. */
    quote: pastDay ? null : quote.quote,
    /** Where the prefilled price comes from (today's quote, or a past day's close), for the hint under the price; null for none. */
    priceSource,
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

/** Where a prefilled price comes from: today's delayed quote, or a past day's close (`close.exact` false: the last one before it). */
export type PriceSource = { kind: 'quote'; quote: StockQuote } | { kind: 'close'; close: CloseOnDate; date: string };
