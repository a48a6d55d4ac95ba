// The SQL of transactions (product §16.4): a portfolio's history, the member's list and its pages, and the writes.
// Each function is one statement on whatever it is given (the pool or a transaction); the caller keeps every
// check-then-write of money under the member's lock (`withUserLock`), as product §10.21 requires.
import type { TransactionType } from '@pt/api';
import type { Queryable } from '../Db';
import { timestampKey } from '../../lib/paging';

export interface TransactionRow {
  id: string; user_id: string; portfolio_id: string; symbol: string; type: TransactionType; quantity: unknown; price: unknown; executed_at: Date; created_at: Date;
  currency: string; amount: unknown; fee: unknown; tax: unknown; split_ratio: unknown; transfer_portfolio_id: string | null; transfer_id: string | null;
}

/** A transaction row to insert (every column the server writes). */
export interface NewTransaction {
  user_id: string; portfolio_id: string; symbol: string; type: TransactionType; quantity: number; price: number; executed_at: string; created_at: Date;
  currency: string; amount: number; fee: number; tax: number; split_ratio: number | null; transfer_portfolio_id: string | null; transfer_id: string | null;
}

const COLUMNS = 'user_id, portfolio_id, symbol, type, quantity, price, executed_at, created_at, currency, amount, fee, tax, split_ratio, transfer_portfolio_id, transfer_id';
const columnValues = (t: NewTransaction): unknown[] => [
  t.user_id, t.portfolio_id, t.symbol, t.type, t.quantity, t.price, t.executed_at, t.created_at, t.currency, t.amount, t.fee, t.tax,
  t.split_ratio, t.transfer_portfolio_id, t.transfer_id,
];
const placeholders = (offset: number, n = 15): string => `(${Array.from({ length: n }, (_, i) => `$${offset + i + 1}`).join(', ')})`;

/** `VALUES` of several rows and their parameters, in COLUMNS order. */
function valuesOf(rows: readonly NewTransaction[]): { values: string; params: unknown[] } {
  const params: unknown[] = [];
  const values = rows.map((r) => {
    const offset = params.length;
    params.push(...columnValues(r));
    return placeholders(offset);
  });
  return { values: values.join(', '), params };
}

/** Inserts rows (a transaction, or both sides of a transfer) and answers them as stored. */
export function insertTransactions(q: Queryable, rows: readonly NewTransaction[]): Promise<TransactionRow[]> {
  const { values, params } = valuesOf(rows);
  return q.query<TransactionRow>(`INSERT INTO transactions (${COLUMNS}) VALUES ${values} RETURNING *`, params);
}

/** Inserts a batch of an import (the caller sends at most a few hundred rows a statement). */
export async function insertTransactionBatch(q: Queryable, rows: readonly NewTransaction[]): Promise<void> {
  const { values, params } = valuesOf(rows);
  await q.query(`INSERT INTO transactions (${COLUMNS}) VALUES ${values}`, params);
}

/** A portfolio's transactions, oldest first (the order the portfolio math replays them in). */
export const listPortfolioTransactionRows = (q: Queryable, portfolioId: string): Promise<TransactionRow[]> =>
  q.query<TransactionRow>('SELECT * FROM transactions WHERE portfolio_id = $1 ORDER BY executed_at, created_at, id', [portfolioId]);

/** The member's transaction by id (a uuid); null when it is not theirs. */
export async function findOwnTransaction(q: Queryable, userId: string, id: string): Promise<TransactionRow | null> {
  return (await q.query<TransactionRow>('SELECT * FROM transactions WHERE id = $1 AND user_id = $2', [id, userId]))[0] ?? null;
}

/** The portfolio of the member's transaction (a uuid); null when it is not theirs. */
export async function findTransactionPortfolioId(q: Queryable, userId: string, id: string): Promise<string | null> {
  return (await q.query<{ portfolio_id: string }>('SELECT portfolio_id FROM transactions WHERE id = $1 AND user_id = $2', [id, userId]))[0]?.portfolio_id ?? null;
}

/** The list's filters; null is "any". */
export interface TransactionFilters { portfolio_id: string | null; symbol: string | null; type: TransactionType | null }

const FILTER_WHERE = ['user_id = $1', '($2::uuid IS NULL OR portfolio_id = $2)', '($3::text IS NULL OR symbol = $3)', '($4::text IS NULL OR type = $4)'];
const LIST_ORDER = 'ORDER BY executed_at DESC, created_at DESC, id DESC';
const filterParams = (userId: string, f: TransactionFilters): unknown[] => [userId, f.portfolio_id, f.symbol, f.type];

/** Every transaction of the member matching the filters, newest first. */
export const listTransactions = (q: Queryable, userId: string, f: TransactionFilters): Promise<TransactionRow[]> =>
  q.query<TransactionRow>(`SELECT * FROM transactions WHERE ${FILTER_WHERE.join(' AND ')} ${LIST_ORDER}`, filterParams(userId, f));

export async function countTransactions(q: Queryable, userId: string, f: TransactionFilters): Promise<number> {
  const rows = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE ${FILTER_WHERE.join(' AND ')}`, filterParams(userId, f));
  return Number(rows[0]?.n ?? 0);
}

/** A page row with its keys as text (`ek`, `ck`: executed_at and created_at to the microsecond). */
export type TransactionPageRow = TransactionRow & { ek: string; ck: string };

/**
 * Up to `limit` transactions of the member matching the filters, newest first, after the cursor's key
 * (executed_at, created_at, id) when there is one.
 */
export function listTransactionsPage(
  q: Queryable, userId: string, f: TransactionFilters, after: readonly unknown[] | null | undefined, limit: number,
): Promise<TransactionPageRow[]> {
  const keyed = [...FILTER_WHERE];
  const keyedParams = filterParams(userId, f);
  if (after) {
    keyedParams.push(...after);
    keyed.push('(executed_at, created_at, id) < ($5::timestamptz, $6::timestamptz, $7::uuid)');
  }
  keyedParams.push(limit);
  return q.query<TransactionPageRow>(
    `SELECT *, ${timestampKey('executed_at')} AS ek, ${timestampKey('created_at')} AS ck FROM transactions
       WHERE ${keyed.join(' AND ')} ${LIST_ORDER} LIMIT $${keyedParams.length}`,
    keyedParams,
  );
}

/** The fields an edit writes. */
export interface TransactionEdit {
  symbol: string; type: TransactionType; quantity: number; price: number; executed_at: string; currency: string; amount: number; fee: number; tax: number;
  split_ratio: number | null;
}

export async function updateTransaction(q: Queryable, id: string, e: TransactionEdit): Promise<TransactionRow> {
  const rows = await q.query<TransactionRow>(
    `UPDATE transactions SET symbol = $2, type = $3, quantity = $4, price = $5, executed_at = $6, currency = $7, amount = $8, fee = $9, tax = $10, split_ratio = $11
          WHERE id = $1 RETURNING *`,
    [id, e.symbol, e.type, e.quantity, e.price, e.executed_at, e.currency, e.amount, e.fee, e.tax, e.split_ratio],
  );
  return rows[0] as TransactionRow;
}

/** Moves a transfer's other side with an edit: what moved, when, and in what currency (its own fee and tax stay). */
export async function updateTransferOtherSide(
  q: Queryable, transferId: string, editedId: string, e: Pick<TransactionEdit, 'symbol' | 'quantity' | 'price' | 'executed_at' | 'currency' | 'amount'>,
): Promise<void> {
  await q.query(
    'UPDATE transactions SET symbol = $3, quantity = $4, price = $5, executed_at = $6, currency = $7, amount = $8 WHERE transfer_id = $1 AND id <> $2',
    [transferId, editedId, e.symbol, e.quantity, e.price, e.executed_at, e.currency, e.amount],
  );
}

/** The other side of a transfer (the side that is not `id`); null when there is none. */
export async function findTransferOtherSide(q: Queryable, transferId: string, id: string): Promise<TransactionRow | null> {
  return (await q.query<TransactionRow>('SELECT * FROM transactions WHERE transfer_id = $1 AND id <> $2', [transferId, id]))[0] ?? null;
}

/** Both sides of a transfer. */
export const listTransferSides = (q: Queryable, transferId: string): Promise<TransactionRow[]> =>
  q.query<TransactionRow>('SELECT * FROM transactions WHERE transfer_id = $1', [transferId]);

export async function deleteTransactions(q: Queryable, ids: readonly string[]): Promise<void> {
  await q.query('DELETE FROM transactions WHERE id = ANY($1::uuid[])', [ids]);
}

/** Every transaction of the member, across portfolios, in the order they were executed (the assistant's figures). */
export const listTransactionsOfUser = (q: Queryable, userId: string): Promise<TransactionRow[]> =>
  q.query<TransactionRow>('SELECT * FROM transactions WHERE user_id = $1 ORDER BY executed_at, created_at, id', [userId]);
