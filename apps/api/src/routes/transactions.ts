import type { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import {
  MAX_IMPORT_ROWS, TRANSACTION_TYPES, cashLimitMessage, isCurrencyCode, firstShortSell, isCashActivity, isTransfer, planTransactionImport, symbolRule,
  validateTransaction,
  type ImportRowInput, type RatesToBase, type Transaction, type TransactionField, type TransactionFormInput, type TransactionImportResponse, type TransactionListPage,
  type TransactionType, type ValidTransaction,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { Billing } from '../payments/billing';
import { withUserLock, type UserTx } from '../db/userLock';
import { HttpError, conflict, invalidField, notFound } from '../lib/http';
import { isUuid, readBody, reqString, type Body } from '../lib/validate';
import { makePager } from '../lib/paging';
import type { MarketService } from '../marketData/marketService';
import type { MarketData } from '../investing/MarketData';
import { findPortfolioCashBasis, holdingsUsed } from '../db/queries/portfolios';
import {
  countTransactions, deleteTransactions, findOwnTransaction, findTransactionPortfolioId, findTransferOtherSide, insertTransactionBatch, insertTransactions,
  listTransactions, listTransactionsPage, listTransferSides, updateTransaction, updateTransferOtherSide, type NewTransaction,
} from '../db/queries/transactions';
import { assertHoldingsWithinPlan } from '../investing/holdingsLimit';
import { ownPortfolio, portfolioTransactions, toTransaction, type PortfolioRow, type TransactionRow } from '../investing/portfolioRows';
import { ratesFor, type FxSource } from '../investing/fxRates';
import { FX_CURRENCIES } from '../marketData/marketService';
import { iso } from '../lib/time';

/** Each portfolio's daily rates to its base currency, for the cash checks (read before the lock). */
type CashRates = ReadonlyMap<string, RatesToBase>;

/** Whether a new transaction's checks read cash: a withdrawal, or a transfer (its out side takes cash or shares). */
const needsCash = (v: ValidTransaction): boolean => v.type === 'withdrawal' || isTransfer(v.type);

/** A page of transactions holds 1 to 500 (the web app asks for 25). */
const TRANSACTION_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 500 };

/** The list's symbol filter: a symbol as the form accepts it (any case), spelled as the market data does, or none. */
async function symbolFilter(raw: string | undefined, market: MarketData): Promise<string | null> {
  const symbol = raw?.trim().toUpperCase();
  if (!symbol) return null;
  if (!/^[A-Z0-9.-]{1,10}$/.test(symbol)) throw invalidField('symbol', 'symbol must be 1-10 letters, digits, dots or dashes');
  return (await market.instrument(symbol).catch(() => null))?.symbol ?? symbol;
}

/** The list's type filter: buy, sell or dividend; 'all' or nothing for every type. */
function typeFilter(raw: string | undefined): TransactionType | null {
  if (raw === undefined || raw === '' || raw === 'all') return null;
  if (!(TRANSACTION_TYPES as readonly string[]).includes(raw)) throw invalidField('type', `type must be one of ${TRANSACTION_TYPES.join(', ')} or all`);
  return raw as TransactionType;
}

/** The smallest quantity the server stores (numeric(18, 6)); less would be stored as 0. */
const MIN_QUANTITY = 0.000001;
const INSERT_BATCH = 500;

const FIELDS: readonly TransactionField[] = ['type', 'transfer_portfolio_id', 'symbol', 'quantity', 'price', 'split_ratio', 'amount', 'currency', 'fee', 'tax', 'executed_at'];
const formInput = (body: Body): TransactionFormInput => ({
  symbol: body.symbol, type: body.type, quantity: body.quantity, price: body.price, executed_at: body.executed_at,
  amount: body.amount, currency: body.currency, fee: body.fee, tax: body.tax, split_ratio: body.split_ratio, transfer_portfolio_id: body.transfer_portfolio_id,
});

/** The first field error, in form order, as a 400 `{ error, field }`. */
function firstFieldError(errors: Partial<Record<TransactionField, string>>): HttpError {
  const field = FIELDS.find((f) => errors[f]) ?? 'symbol';
  return invalidField(field, errors[field] ?? 'Invalid transaction');
}

/**
 * Each symbol a request names as the server knows it (null: no instrument), resolved before the rules run
 * (product §13.3): its spelling and the currency it is priced in, which its transactions are recorded in
 * (product §10.22).
 */
type Spelling = ReadonlyMap<string, { symbol: string; currency: string } | null>;
const spellingKey = (symbol: string): string => symbol.trim().toUpperCase();

/**
 * Field rules that only the server knows: the symbol is one the market data has, the quantity one it can store, and a
 * symbol's transactions are in the instrument's currency.
 */
function serverFieldErrors(v: ValidTransaction, spelling: Spelling): Partial<Record<TransactionField, string>> {
  const instrument = v.symbol ? spelling.get(spellingKey(v.symbol)) : null;
  if (v.symbol && symbolRule(v.type) !== 'none' && !instrument) return { symbol: `${v.symbol} is not a known symbol` };
  if (!isCashActivity(v.type, v.symbol) && v.type !== 'split' && v.quantity < MIN_QUANTITY) return { quantity: `Quantity must be at least ${MIN_QUANTITY}` };
  if (instrument && !isCashActivity(v.type, v.symbol) && v.currency && v.currency !== instrument.currency) {
    return { currency: `${instrument.symbol} is priced in ${instrument.currency}: its transactions are recorded in it` };
  }
  return {};
}

/** Checks a transaction's fields without the holding (that needs the lock): a 400 naming the field. */
function checkFields(input: TransactionFormInput, now: Date, spelling: Spelling): ValidTransaction {
  const checked = validateTransaction(input, { now, checkSellLimit: false });
  if (!checked.ok) throw firstFieldError(checked.fieldErrors);
  const more = serverFieldErrors(checked.value, spelling);
  if (Object.keys(more).length) throw firstFieldError(more);
  return { ...checked.value, symbol: spelledSymbol(checked.value.symbol, spelling) };
}

/** A symbol as the market data spells it ('' stays ''). */
const spelledSymbol = (symbol: string, spelling: Spelling): string => (symbol ? spelling.get(spellingKey(symbol))?.symbol ?? symbol : '');

/** The currency a transaction is stored in: its instrument's for shares, else the one given, else the portfolio's base. */
function currencyOf(v: ValidTransaction, portfolio: PortfolioRow, spelling: Spelling): string {
  if (v.symbol && !isCashActivity(v.type, v.symbol)) return spelling.get(spellingKey(v.symbol))?.currency ?? portfolio.currency;
  return v.currency ?? portfolio.currency;
}

/** The row a checked transaction is stored as. */
function newRow(userId: string, portfolioId: string, v: ValidTransaction, currency: string, now: Date, transfer: { other: string; id: string } | null): NewTransaction {
  return {
    user_id: userId, portfolio_id: portfolioId, symbol: v.symbol, type: v.type, quantity: v.quantity, price: v.price, executed_at: v.executed_at, created_at: now,
    currency, amount: v.amount, fee: v.fee, tax: v.tax, split_ratio: v.type === 'split' ? v.split_ratio : null,
    transfer_portfolio_id: transfer?.other ?? null, transfer_id: transfer?.id ?? null,
  };
}

export function registerTransactionRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing, market: MarketService, fx: FxSource): void {
  const { db, clock } = deps;
  const pager = makePager(deps.config.jwtSecret);

  /** Each symbol's instrument: one the server knows, or one a provider finds that is added now (product §13.3). */
  async function spell(symbols: readonly unknown[], userId: string): Promise<Map<string, { symbol: string; currency: string } | null>> {
    const out = new Map<string, { symbol: string; currency: string } | null>();
    for (const raw of symbols) {
      if (typeof raw !== 'string' || !raw.trim() || raw.length > 32) continue;
      const key = spellingKey(raw);
      if (out.has(key)) continue;
      const found = await market.resolve(key, userId).catch(() => null);
      out.set(key, found ? { symbol: found.symbol, currency: found.currency } : null);
    }
    return out;
  }

  async function ownTransaction(tx: UserTx, id: string): Promise<TransactionRow> {
    const row = isUuid(id) ? await findOwnTransaction(tx, tx.userId, id) : null;
    if (!row) throw notFound('Transaction not found');
    return row;
  }

  /**
   * The daily rates a cash check may need, per portfolio (to its base currency, every currency the market data
   * keeps and those its transactions use, from its first transaction to `day`). Read before the member's lock:
   * rates are market data, not the member's, and on the embedded database (one connection) nothing may read
   * through the pool while the lock's transaction holds it.
   */
  async function cashRatesFor(userId: string, portfolioIds: readonly (string | null | undefined)[], extra: string | null | undefined, day: string): Promise<CashRates> {
    const out = new Map<string, RatesToBase>();
    for (const id of new Set(portfolioIds.filter((p): p is string => typeof p === 'string' && isUuid(p)))) {
      const row = await findPortfolioCashBasis(db, userId, id);
      if (!row) continue;
      const first = row.first ? iso(row.first).slice(0, 10) : day;
      const currencies = new Set([...FX_CURRENCIES, ...(row.currencies ?? []), ...(extra && isCurrencyCode(extra) ? [extra] : [])]);
      out.set(id, await ratesFor(fx, row.currency, currencies, first < day ? first : day, day));
    }
    return out;
  }

  /** The other side of a transfer (the member's other portfolio, not this one). */
  async function otherPortfolio(tx: UserTx, v: ValidTransaction, here: string): Promise<PortfolioRow> {
    const id = v.transfer_portfolio_id ?? '';
    if (id === here) throw invalidField('transfer_portfolio_id', 'A transfer goes between two different portfolios');
    try {
      return await ownPortfolio(tx, tx.userId, id);
    } catch {
      throw invalidField('transfer_portfolio_id', 'Choose one of your other portfolios');
    }
  }

  /**
   * Whether a history stays covered with `added` in it: every sale, dividend and transfer of shares out on shares
   * held, and the transaction's own withdrawal or cash transfer out on the cash of its currency on its date (with the
   * day's rates, since a payment in one currency can take another's cash).
   */
  async function assertCovered(
    portfolio: PortfolioRow, others: Transaction[], added: Omit<Transaction, 'id' | 'created_at' | 'portfolio_id' | 'transfer_id'>, now: Date,
    rates: CashRates,
  ): Promise<void> {
    const own = validateTransaction(added, { now, transactions: others });
    if (!own.ok) throw firstFieldError(own.fieldErrors);
    if (added.type === 'withdrawal' || (added.type === 'transfer_out' && isCashActivity(added.type, added.symbol))) {
      const message = cashLimitMessage(others, { baseCurrency: portfolio.currency, rates: rates.get(portfolio.id) ?? {} }, added);
      if (message) throw invalidField('amount', message);
    }
  }

  // Product §7's plain call answers every transaction as an array; with `limit` or `cursor` it answers a page (product §10.15).
  app.get('/api/transaction', async (c) => {
    const user = await auth.requireUser(c);
    const query = c.req.query();
    const pid = query.portfolio_id;
    if (pid !== undefined) await ownPortfolio(db, user.id, pid);
    const filters = { portfolio_id: pid ?? null, symbol: await symbolFilter(query.symbol, market), type: typeFilter(query.type) };
    if (!pager.wanted(query)) return c.json((await listTransactions(db, user.id, filters)).map(toTransaction));
    const page = pager.read(query, 'transactions', filters, TRANSACTION_PAGE_LIMITS, 3);
    const total = await countTransactions(db, user.id, filters);
    const rows = await listTransactionsPage(db, user.id, filters, page.after, page.limit + 1);
    const res: TransactionListPage = { ...pager.page(rows, page, 'transactions', filters, (r) => [r.ek, r.ck, r.id], toTransaction), total };
    return c.json(res);
  });

  // The holding, sell, cash and plan checks and the write run under the member's lock: writes at once cannot take
  // a holding or the cash below zero or pass the plan's holdings limit together.
  app.post('/api/transaction', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const portfolioId = reqString(body, 'portfolio_id');
    const now = clock.now();
    const spelling = await spell([body.symbol], user.id);
    const value = checkFields(formInput(body), now, spelling);
    const rates = needsCash(value) ? await cashRatesFor(user.id, [portfolioId, value.transfer_portfolio_id], value.currency, value.executed_at.slice(0, 10)) : new Map();
    const row = await withUserLock(db, user.id, async (tx) => {
      const portfolio = await ownPortfolio(tx, user.id, portfolioId);
      const currency = currencyOf(value, portfolio, spelling);
      const transfer = isTransfer(value.type) ? { other: (await otherPortfolio(tx, value, portfolioId)).id, id: randomUUID() } : null;
      const stored = { ...value, currency, transfer_portfolio_id: transfer?.other ?? null };
      if (value.type !== 'buy' && value.type !== 'deposit' && value.type !== 'interest') {
        await assertCovered(portfolio, await portfolioTransactions(tx, portfolioId), stored, now, rates);
      }
      const before = await holdingsUsed(tx, user.id);
      const rows = [newRow(user.id, portfolioId, value, currency, now, transfer)];
      if (transfer) {
        // The other side: the same movement the other way, in the other portfolio; a fee or tax stays with the side that paid it.
        const otherSide: ValidTransaction = { ...value, type: value.type === 'transfer_in' ? 'transfer_out' : 'transfer_in', fee: 0, tax: 0 };
        const otherRow = await ownPortfolio(tx, user.id, transfer.other);
        if (otherSide.type === 'transfer_out') {
          await assertCovered(otherRow, await portfolioTransactions(tx, transfer.other), { ...otherSide, currency, transfer_portfolio_id: portfolioId }, now, rates)
            .catch((err: unknown) => {
              if (err instanceof HttpError) throw new HttpError(400, `${otherRow.name}: ${err.message}`, {}, err.details);
              throw err;
            });
        }
        rows.push(newRow(user.id, transfer.other, otherSide, currency, now, { other: portfolioId, id: transfer.id }));
      }
      const inserted = (await insertTransactions(tx, rows)).find((r) => r.portfolio_id === portfolioId) as TransactionRow;
      await assertHoldingsWithinPlan(tx, billing, before);
      return inserted;
    });
    return c.json(toTransaction(row), 201);
  });

  app.put('/api/transaction/:id', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const now = clock.now();
    // Resolved before the lock: resolving may read (and add) instruments through the pool.
    const spelling = new Map(await spell([body.symbol], user.id));
    // A withdrawal or a transfer of cash out may become one: its portfolio's rates, read before the lock (see cashRatesFor).
    const editedPortfolio = isUuid(c.req.param('id')) ? await findTransactionPortfolioId(db, user.id, c.req.param('id')) : null;
    const rates = await cashRatesFor(user.id, [editedPortfolio], typeof body.currency === 'string' ? body.currency : null, clock.now().toISOString().slice(0, 10));
    const row = await withUserLock(db, user.id, async (tx) => {
      const old = toTransaction(await ownTransaction(tx, c.req.param('id')));
      if (old.symbol && !spelling.has(spellingKey(old.symbol))) spelling.set(spellingKey(old.symbol), { symbol: old.symbol, currency: old.currency });
      if (body.portfolio_id !== undefined && body.portfolio_id !== old.portfolio_id) {
        throw invalidField('portfolio_id', 'A transaction stays in its portfolio: delete it and add it to the other one');
      }
      const portfolio = await ownPortfolio(tx, user.id, old.portfolio_id);
      // A field left out keeps its value.
      const input = { ...formInput(body) };
      const kept: Record<TransactionField, unknown> = {
        type: old.type, transfer_portfolio_id: old.transfer_portfolio_id, symbol: old.symbol, quantity: old.quantity, price: old.price,
        split_ratio: old.split_ratio, amount: old.amount, currency: old.currency, fee: old.fee, tax: old.tax, executed_at: old.executed_at,
      };
      for (const f of FIELDS) if (input[f] === undefined || input[f] === null) input[f] = kept[f];
      const value = checkFields(input, now, spelling);
      if (isTransfer(old.type) !== isTransfer(value.type) || (isTransfer(old.type) && value.transfer_portfolio_id !== old.transfer_portfolio_id)) {
        throw invalidField('type', 'A transfer stays a transfer between the same two portfolios: delete it and record it again');
      }
      const currency = currencyOf(value, portfolio, spelling);
      const others = (await portfolioTransactions(tx, old.portfolio_id)).filter((t) => t.id !== old.id);
      const edited: Transaction = { ...old, ...value, currency };
      await assertCovered(portfolio, others, edited, now, rates);
      // The edit may also leave another sell or a dividend short (a buy made smaller, later or of another symbol).
      const short = firstShortSell([...others, edited]);
      if (short && !firstShortSell([...others, old])) throw invalidField(changedField(old, value), short.message);
      const before = await holdingsUsed(tx, user.id);
      const updated = await updateTransaction(tx, old.id, {
        symbol: value.symbol, type: value.type, quantity: value.quantity, price: value.price, executed_at: value.executed_at, currency,
        amount: value.amount, fee: value.fee, tax: value.tax, split_ratio: value.type === 'split' ? value.split_ratio : null,
      });
      if (old.transfer_id) {
        // The other side moves with it: what moved, when, and in what currency (its own fee and tax stay).
        await updateTransferOtherSide(tx, old.transfer_id, old.id, {
          symbol: value.symbol, quantity: value.quantity, price: value.price, executed_at: value.executed_at, currency, amount: value.amount,
        });
        const otherSide = await findTransferOtherSide(tx, old.transfer_id, old.id);
        if (otherSide) {
          const short2 = firstShortSell(await portfolioTransactions(tx, otherSide.portfolio_id));
          if (short2) throw invalidField(changedField(old, value), short2.message);
        }
      }
      await assertHoldingsWithinPlan(tx, billing, before);
      return updated;
    });
    return c.json(toTransaction(row));
  });

  app.delete('/api/transaction/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = await withUserLock(db, user.id, async (tx) => {
      const old = toTransaction(await ownTransaction(tx, c.req.param('id')));
      // A transfer goes as a whole: both sides.
      const sides = old.transfer_id
        ? (await listTransferSides(tx, old.transfer_id)).map(toTransaction)
        : [old];
      for (const portfolioId of new Set(sides.map((s) => s.portfolio_id))) {
        const all = await portfolioTransactions(tx, portfolioId);
        const gone = new Set(sides.map((s) => s.id));
        const short = firstShortSell(all.filter((t) => !gone.has(t.id)));
        if (short && !firstShortSell(all)) {
          const what = short.transaction.type === 'dividend' ? 'dividend' : short.transaction.type === 'transfer_out' ? 'transfer' : 'sale';
          throw conflict(`${short.message}: delete or change that ${what} first`);
        }
      }
      const before = await holdingsUsed(tx, user.id);
      await deleteTransactions(tx, sides.map((s) => s.id));
      // Deleting a sell can open a closed holding again.
      await assertHoldingsWithinPlan(tx, billing, before);
      return old.id;
    });
    return c.json({ deleted: true, id });
  });

  app.post('/api/transaction/import', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const portfolioId = reqString(body, 'portfolio_id');
    const list = body.transactions;
    if (!Array.isArray(list)) throw invalidField('transactions', 'transactions must be a list of rows');
    if (!list.length) throw invalidField('transactions', 'transactions must have at least one row');
    if (list.length > MAX_IMPORT_ROWS) {
      throw new HttpError(413, `At most ${MAX_IMPORT_ROWS} rows can be imported at once; this request has ${list.length}. Split the file.`, {}, { limit: MAX_IMPORT_ROWS });
    }
    const notRows = list.flatMap((r: unknown, index) => (r === null || typeof r !== 'object' || Array.isArray(r)
      ? [{ index, field: null, error: 'Each row must be an object with symbol, type, quantity, price and executed_at' }] : []));
    const now = clock.now();
    const spelling = await spell(list.map((r: unknown) => (r !== null && typeof r === 'object' && !Array.isArray(r) ? (r as Body).symbol : undefined)), user.id);
    const rows: ImportRowInput[] = list.map((r: unknown) => {
      if (r === null || typeof r !== 'object' || Array.isArray(r)) return { input: {} };
      const input = formInput(r as Body);
      const checked = validateTransaction(input, { now, checkSellLimit: false });
      const more: Partial<Record<TransactionField, string>> = checked.ok ? serverFieldErrors(checked.value, spelling) : {};
      if (checked.ok && isTransfer(checked.value.type)) more.type = 'A transfer between portfolios is recorded one at a time, not imported';
      return Object.keys(more).length ? { input, fieldErrors: more } : { input };
    });
    const result = await withUserLock(db, user.id, async (tx): Promise<TransactionImportResponse> => {
      const portfolio = await ownPortfolio(tx, user.id, portfolioId);
      const plan = planTransactionImport(rows, { now, existing: await portfolioTransactions(tx, portfolioId), baseCurrency: portfolio.currency });
      if (plan.errorCount) {
        const bad = new Set(notRows.map((r) => r.index));
        const errors = [...plan.errors.filter((e) => !bad.has(e.index)), ...notRows].sort((a, b) => a.index - b.index);
        throw new HttpError(400, `${plan.errorCount} of ${rows.length} rows cannot be imported; nothing was imported`, {}, { rows: errors });
      }
      const before = await holdingsUsed(tx, user.id);
      for (let i = 0; i < plan.transactions.length; i += INSERT_BATCH) {
        const batch = plan.transactions.slice(i, i + INSERT_BATCH).map((t) => {
          const v = { ...t, symbol: spelledSymbol(t.symbol, spelling) };
          return newRow(user.id, portfolioId, v, currencyOf(v, portfolio, spelling), now, null);
        });
        await insertTransactionBatch(tx, batch);
      }
      await assertHoldingsWithinPlan(tx, billing, before);
      return { imported: plan.newCount, duplicates: plan.duplicateCount };
    });
    return c.json(result, result.imported ? 201 : 200);
  });
}

/** The field an edit that leaves another sell short is about: what it changed, most telling first. */
function changedField(old: Transaction, value: ValidTransaction): string {
  if (old.symbol !== value.symbol) return 'symbol';
  if (old.type !== value.type) return 'type';
  if (old.type === 'split' && old.split_ratio !== value.split_ratio) return 'split_ratio';
  if (old.quantity !== value.quantity) return 'quantity';
  if (Date.parse(old.executed_at) !== Date.parse(value.executed_at)) return 'executed_at';
  return 'quantity';
}

