import type { Hono } from 'hono';
import {
  MAX_IMPORT_ROWS, TRANSACTION_TYPES, firstShortSell, planTransactionImport, validateTransaction,
  type ImportRowInput, type Transaction, type TransactionField, type TransactionFormInput, type TransactionImportResponse, type TransactionListPage,
  type TransactionType, type ValidTransaction,
} from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { Billing } from '../payments/billing';
import { withUserLock, type UserTx } from '../db/userLock';
import { HttpError, conflict, invalidField, notFound } from '../lib/http';
import { isUuid, readBody, reqString, type Body } from '../lib/validate';
import { makePager, timestampKey } from '../lib/paging';
import type { MarketService } from '../marketData/marketService';
import type { MarketData } from '../investing/MarketData';
import { holdingsUsed } from './subscription';
import { assertHoldingsWithinPlan } from '../investing/holdingsLimit';
import { ownPortfolio, portfolioTransactions, toTransaction, type TransactionRow } from '../investing/portfolioRows';

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

const FIELDS: readonly TransactionField[] = ['symbol', 'type', 'quantity', 'price', 'executed_at'];
const formInput = (body: Body): TransactionFormInput => ({ symbol: body.symbol, type: body.type, quantity: body.quantity, price: body.price, executed_at: body.executed_at });

/** The first field error, in form order, as a 400 `{ error, field }`. */
function firstFieldError(errors: Partial<Record<TransactionField, string>>): HttpError {
  const field = FIELDS.find((f) => errors[f]) ?? 'symbol';
  return invalidField(field, errors[field] ?? 'Invalid transaction');
}

/** The server's spelling of each symbol a request names (null: no instrument), resolved before the rules run (product §13.3). */
type Spelling = ReadonlyMap<string, string | null>;
const spellingKey = (symbol: string): string => symbol.trim().toUpperCase();

/** Field rules that only the server knows: the symbol is one the market data has, the quantity one it can store. */
function serverFieldErrors(v: Pick<ValidTransaction, 'symbol' | 'quantity'>, spelling: Spelling): Partial<Record<TransactionField, string>> {
  if (!spelling.get(spellingKey(v.symbol))) return { symbol: `${v.symbol} is not a known symbol` };
  if (v.quantity < MIN_QUANTITY) return { quantity: `Quantity must be at least ${MIN_QUANTITY}` };
  return {};
}

/** Checks a transaction's fields without the holding (that needs the lock): a 400 naming the field. */
function checkFields(input: TransactionFormInput, now: Date, spelling: Spelling): ValidTransaction {
  const checked = validateTransaction(input, { now, checkSellLimit: false });
  if (!checked.ok) throw firstFieldError(checked.fieldErrors);
  const more = serverFieldErrors(checked.value, spelling);
  if (Object.keys(more).length) throw firstFieldError(more);
  return { ...checked.value, symbol: spelling.get(spellingKey(checked.value.symbol)) ?? checked.value.symbol };
}

export function registerTransactionRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing, market: MarketService): void {
  const { db, clock } = deps;
  const pager = makePager(deps.config.jwtSecret);

  /** Each symbol's instrument: one the server knows, or one a provider finds that is added now (product §13.3). */
  async function spell(symbols: readonly unknown[], userId: string): Promise<Spelling> {
    const out = new Map<string, string | null>();
    for (const raw of symbols) {
      if (typeof raw !== 'string' || !raw.trim() || raw.length > 32) continue;
      const key = spellingKey(raw);
      if (out.has(key)) continue;
      out.set(key, (await market.resolve(key, userId).catch(() => null))?.symbol ?? null);
    }
    return out;
  }

  async function ownTransaction(tx: UserTx, id: string): Promise<TransactionRow> {
    const row = isUuid(id) ? (await tx.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1 AND user_id = $2', [id, tx.userId]))[0] : undefined;
    if (!row) throw notFound('Transaction not found');
    return row;
  }

  // Product §7's plain call answers every transaction as an array; with `limit` or `cursor` it answers a page (product §10.15).
  app.get('/api/transaction', async (c) => {
    const user = await auth.requireUser(c);
    const query = c.req.query();
    const pid = query.portfolio_id;
    if (pid !== undefined) await ownPortfolio(db, user.id, pid);
    const filters = { portfolio_id: pid ?? null, symbol: await symbolFilter(query.symbol, market), type: typeFilter(query.type) };
    const where = ['user_id = $1', '($2::uuid IS NULL OR portfolio_id = $2)', '($3::text IS NULL OR symbol = $3)', '($4::text IS NULL OR type = $4)'];
    const params: unknown[] = [user.id, filters.portfolio_id, filters.symbol, filters.type];
    const order = 'ORDER BY executed_at DESC, created_at DESC, id DESC';
    if (!pager.wanted(query)) {
      const rows = await db.query<TransactionRow>(`SELECT * FROM transactions WHERE ${where.join(' AND ')} ${order}`, params);
      return c.json(rows.map(toTransaction));
    }
    const page = pager.read(query, 'transactions', filters, TRANSACTION_PAGE_LIMITS, 3);
    const total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE ${where.join(' AND ')}`, params))[0]?.n ?? 0);
    const keyed = [...where];
    const keyedParams = [...params];
    if (page.after) {
      keyedParams.push(...page.after);
      keyed.push('(executed_at, created_at, id) < ($5::timestamptz, $6::timestamptz, $7::uuid)');
    }
    keyedParams.push(page.limit + 1);
    const rows = await db.query<TransactionRow & { ek: string; ck: string }>(
      `SELECT *, ${timestampKey('executed_at')} AS ek, ${timestampKey('created_at')} AS ck FROM transactions
       WHERE ${keyed.join(' AND ')} ${order} LIMIT $${keyedParams.length}`,
      keyedParams,
    );
    const res: TransactionListPage = { ...pager.page(rows, page, 'transactions', filters, (r) => [r.ek, r.ck, r.id], toTransaction), total };
    return c.json(res);
  });

  // The holding, sell and plan checks and the write run under the member's lock: writes at once cannot take
  // a holding below zero or pass the plan's holdings limit together.
  app.post('/api/transaction', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const portfolioId = reqString(body, 'portfolio_id');
    const now = clock.now();
    const value = checkFields(formInput(body), now, await spell([body.symbol], user.id));
    const row = await withUserLock(db, user.id, async (tx) => {
      await ownPortfolio(tx, user.id, portfolioId);
      // A sell, and a dividend, need the shares on their date.
      if (value.type !== 'buy') {
        const covered = validateTransaction(value, { now, transactions: await portfolioTransactions(tx, portfolioId) });
        if (!covered.ok) throw firstFieldError(covered.fieldErrors);
      }
      const before = await holdingsUsed(tx, user.id);
      const inserted = (await tx.query<TransactionRow>(
        'INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *',
        [user.id, portfolioId, value.symbol, value.type, value.quantity, value.price, value.executed_at, now],
      ))[0] as TransactionRow;
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
    const row = await withUserLock(db, user.id, async (tx) => {
      const old = toTransaction(await ownTransaction(tx, c.req.param('id')));
      if (!spelling.has(spellingKey(old.symbol))) spelling.set(spellingKey(old.symbol), old.symbol);
      if (body.portfolio_id !== undefined && body.portfolio_id !== old.portfolio_id) {
        throw invalidField('portfolio_id', 'A transaction stays in its portfolio: delete it and add it to the other one');
      }
      // A field left out keeps its value.
      const input = { ...formInput(body) };
      for (const f of FIELDS) if (input[f] === undefined || input[f] === null) input[f] = old[f];
      const value = checkFields(input, now, spelling);
      const others = (await portfolioTransactions(tx, old.portfolio_id)).filter((t) => t.id !== old.id);
      const edited: Transaction = { ...old, ...value };
      const own = validateTransaction(value, { now, transactions: others });
      if (!own.ok) throw firstFieldError(own.fieldErrors);
      // The edit may also leave another sell or a dividend short (a buy made smaller, later or of another symbol).
      const short = firstShortSell([...others, edited]);
      if (short && !firstShortSell([...others, old])) throw invalidField(changedField(old, value), short.message);
      const before = await holdingsUsed(tx, user.id);
      const updated = (await tx.query<TransactionRow>(
        'UPDATE transactions SET symbol = $2, type = $3, quantity = $4, price = $5, executed_at = $6 WHERE id = $1 RETURNING *',
        [old.id, value.symbol, value.type, value.quantity, value.price, value.executed_at],
      ))[0] as TransactionRow;
      await assertHoldingsWithinPlan(tx, billing, before);
      return updated;
    });
    return c.json(toTransaction(row));
  });

  app.delete('/api/transaction/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = await withUserLock(db, user.id, async (tx) => {
      const old = toTransaction(await ownTransaction(tx, c.req.param('id')));
      const all = await portfolioTransactions(tx, old.portfolio_id);
      const short = firstShortSell(all.filter((t) => t.id !== old.id));
      if (short && !firstShortSell(all)) throw conflict(`${short.message}: delete or change that ${short.transaction.type === 'dividend' ? 'dividend' : 'sale'} first`);
      const before = await holdingsUsed(tx, user.id);
      await tx.query('DELETE FROM transactions WHERE id = $1', [old.id]);
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
      const more = checked.ok ? serverFieldErrors(checked.value, spelling) : {};
      return Object.keys(more).length ? { input, fieldErrors: more } : { input };
    });
    const result = await withUserLock(db, user.id, async (tx): Promise<TransactionImportResponse> => {
      await ownPortfolio(tx, user.id, portfolioId);
      const plan = planTransactionImport(rows, { now, existing: await portfolioTransactions(tx, portfolioId) });
      if (plan.errorCount) {
        const bad = new Set(notRows.map((r) => r.index));
        const errors = [...plan.errors.filter((e) => !bad.has(e.index)), ...notRows].sort((a, b) => a.index - b.index);
        throw new HttpError(400, `${plan.errorCount} of ${rows.length} rows cannot be imported; nothing was imported`, {}, { rows: errors });
      }
      const before = await holdingsUsed(tx, user.id);
      for (let i = 0; i < plan.transactions.length; i += INSERT_BATCH) {
        const batch = plan.transactions.slice(i, i + INSERT_BATCH);
        const params: unknown[] = [user.id, portfolioId, now];
        const values = batch.map((t) => {
          params.push(spelling.get(spellingKey(t.symbol)) ?? t.symbol, t.type, t.quantity, t.price, t.executed_at);
          const n = params.length;
          return `($1, $2, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}, $3)`;
        });
        await tx.query(`INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at, created_at) VALUES ${values.join(', ')}`, params);
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
  if (old.quantity !== value.quantity) return 'quantity';
  if (Date.parse(old.executed_at) !== Date.parse(value.executed_at)) return 'executed_at';
  return 'quantity';
}
