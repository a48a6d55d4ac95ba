import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BASE_CURRENCIES, TRANSACTION_TYPES, TRANSACTION_TYPE_LABELS, executedAtForDate, fieldErrorsFromError, formatSplitRatio, isCashActivity, localIsoDate, planLimitFromError, serverMessageOr, symbolRule, toIsoDate,
  transactionBody, transactionFieldLabel, transactionFields, validateTransaction, workspaceMessages,
  type ApiError, type CloseOnDate, type StockQuote, type Transaction, type TransactionField, type TransactionFormField, type TransactionType,
  type ValidTransaction, type Validation,
} from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useFormSubmit } from '../internal/useFormSubmit';
import { useUserId } from '../internal/useUserId';
import type { FormHookResult } from './formHook';
import { useForm } from './useForm';
import { useMutation } from './useMutation';
import { useQuote } from './useQuote';
import { useCloseOnDate } from './useCloseOnDate';
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
 * price is prefilled until the user types one: the symbol's delayed quote for today, the close of a
 * past date (or the last close before it), `priceSource` saying which; a dividend's
 * (quantity: shares held, price: cash per share) and a transfer's are not. The fields shown follow
 * the type (`fields`, `labels`: the SDK's `transactionFields`, product §10.21). Editing (`editing`),
 * the values start from that transaction and an unchanged date keeps its time of day.
 * `submit()` resolves the saved transaction, or undefined.
 */
export function useTransactionForm(portfolioId: string | null, options: TransactionFormOptions = {}) {
  const { editing = null, now = currentTime, baseCurrency = 'USD', portfolios = NO_PORTFOLIOS } = options;
  const tx = useTransactions(portfolioId);
  const initial = useMemo(() => valuesOf(editing, now(), baseCurrency), [editing, now, baseCurrency]);
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
    // A trade's currency is its instrument's (the server's to fill in); only cash names one.
    const currency = isCashActivity(v.type, v.symbol) ? v.currency : '';
    // Checked against the symbol's history once it is read; until then the server's check stands alone.
    return validateTransaction({ ...v, currency, executed_at: executedAt }, { now: at, transactions: others, checkSellLimit: !held || history.status === 'success' });
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
  // Only a trade's price is a share's price; a dividend's is cash per share, a transfer's what the shares were worth.
  const trade = form.values.type === 'buy' || form.values.type === 'sell';
  const asked = editing || !trade ? null : form.values.symbol;
  const quote = useQuote(pastDay ? null : asked);
  const closeOn = useCloseOnDate(asked, pastDay);
  const priceSource: PriceSource | null = !trade || editing ? null
    : pastDay ? (closeOn.close && closeOn.symbol === symbol && closeOn.date === pastDay ? { kind: 'close', close: closeOn.close, date: pastDay } : null)
      : quote.quote && quote.quote.symbol === symbol ? { kind: 'quote', quote: quote.quote } : null;
  const prefill = priceSource ? (priceSource.kind === 'quote' ? priceSource.quote.price : priceSource.close.close) : null;
  useEffect(() => { if (prefill !== null && !priceTyped.current) setValues({ price: String(prefill) }); }, [prefill, setValues]);
  useEffect(() => { if (!trade && !priceTyped.current) setValues({ price: '' }); }, [trade, setValues]);
  // The type's fields and their words (the SDK's rules): a transfer with a symbol moves shares, without one cash.
  const type = form.values.type;
  const hasSymbol = form.values.symbol.trim() !== '';
  const fields = useMemo(() => transactionFields(type, hasSymbol), [type, hasSymbol]);
  const labels = useMemo(() => Object.fromEntries(fields.map((f) => [f, transactionFieldLabel(type, f)])) as Partial<Record<TransactionFormField, string>>, [fields, type]);
  // A transfer goes to or comes from one of the member's other portfolios.
  const portfolioOptions = useMemo(() => portfolios.filter((p) => p.id !== portfolioId).map((p) => ({ value: p.id, label: p.name })), [portfolios, portfolioId]);
  const currencyOptions = useMemo(() => currencyChoices(baseCurrency, form.values.currency), [baseCurrency, form.values.currency]);

  // The list's own add (optimistic) or edit, on the one mutation shape.
  const { add, edit } = tx;
  const save = useMutation((value: ValidTransaction): Promise<Transaction> => (editing ? edit.mutateAsync({ id: editing.id, changes: transactionBody(value) }) : add.mutateAsync(transactionBody(value))));
  const onError = useCallback((error: ApiError) => setFieldErrors(fieldErrorsFromError(error, FIELDS)), [setFieldErrors]);
  const { submit, formMessage, clear } = useFormSubmit(form, save, { onError, resetOnSuccess: !editing });
  const error = save.error;
  const placedOnField = error ? Object.keys(fieldErrorsFromError(error, FIELDS)).length > 0 : false;
  const planLimit = planLimitFromError(error);

  // Typing a price stops the quote from replacing it.
  const { setField: setFormField } = form;
  const setField = useCallback(<K extends keyof TransactionFormValues>(name: K, value: TransactionFormValues[K]) => {
    if (name === 'price') priceTyped.current = true;
    setFormField(name, value);
  }, [setFormField]);
  const submitSaved = useCallback(async (): Promise<Transaction | undefined> => {
    const saved = await submit();
    if (saved && !editing) priceTyped.current = false;
    return saved;
  }, [submit, editing]);
  const reset = useCallback(() => { clear(); priceTyped.current = editing !== null; resetForm(initial); }, [clear, editing, resetForm, initial]);

  // Checked with `satisfies` rather than formHookResult(): the lint forbids passing the callbacks that hold `priceTyped` to a function.
  const result = {
    /** The form; its `setField` also notes a typed price. */
    form: { ...form, setField },
    status: save.status,
    /** The fields the type uses, in form order, and their labels (the SDK's `transactionFields`, `transactionFieldLabel`). */
    fields,
    labels,
    /** Whether the type may go without a symbol (a fee, a tax, a transfer of cash). */
    symbolOptional: symbolRule(type) !== 'required',
    /** The types as buttons (buy, sell, dividend) and the rest in a list; a transfer only when there is another portfolio. */
    typeOptions: portfolioOptions.length ? TYPE_OPTIONS : TYPE_OPTIONS_WITHOUT_TRANSFERS,
    /** Currencies cash may be in: the base first, then the others the market data has rates for. */
    currencyOptions,
    /** The member's other portfolios, for a transfer. */
    portfolioOptions,
    mode: editing ? ('edit' as const) : ('add' as const),
    /** The delayed quote of the symbol while the date is today (for 'price as of ...'), or null. */
    quote: pastDay ? null : quote.quote,
    /** Where the prefilled price comes from (today's quote, or a past day's close), for the hint under the price; null for none. */
    priceSource,
    /** A refusal that belongs to no field and is not the plan limit (that is `planLimit`). */
    errorMessage: formMessage ?? (error && !placedOnField && !planLimit ? serverMessageOr(error, error.message) : null),
    planLimit,
    submit: submitSaved,
    reset,
  };
  return result satisfies FormHookResult<TransactionFormValues, ValidTransaction, Transaction>;
}

const currentTime = (): Date => new Date();

export interface TransactionFormOptions {
  /** The transaction being edited; null adds one. */
  editing?: Transaction | null;
  now?: () => Date;
  /** The portfolio's base currency: cash activities default to it (product §10.22). */
  baseCurrency?: string;
  /** The member's portfolios (`usePortfolios().portfolios`): the others are a transfer's choices. */
  portfolios?: readonly { id: string; name: string }[];
}

const NO_PORTFOLIOS: readonly { id: string; name: string }[] = [];
const option = (t: TransactionType) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] });
const PRIMARY: readonly TransactionType[] = ['buy', 'sell', 'dividend'];
const TYPE_OPTIONS = {
  primary: PRIMARY.map(option),
  other: TRANSACTION_TYPES.filter((t) => !PRIMARY.includes(t)).map(option),
};
const TYPE_OPTIONS_WITHOUT_TRANSFERS = { primary: TYPE_OPTIONS.primary, other: TYPE_OPTIONS.other.filter((o) => o.value !== 'transfer_in' && o.value !== 'transfer_out') };

/** The base first, then the other base currencies, and a typed code the list lacks (an edit's) last. */
function currencyChoices(base: string, current: string): { value: string; label: string }[] {
  const codes = [base, ...BASE_CURRENCIES.filter((c) => c !== base)];
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((c) => ({ value: c, label: c }));
}

/** Where a prefilled price comes from: today's delayed quote, or a past day's close (`close.exact` false: the last one before it). */
export type PriceSource = { kind: 'quote'; quote: StockQuote } | { kind: 'close'; close: CloseOnDate; date: string };
