import type { FieldErrors } from '../validation/fieldChecker';
import type { ImportRowError } from './types';
import { formatIsoDate, toIsoDate } from './isoDate';
import { QUANTITY_EPSILON, sharesAfter } from './position';
import { inExecutionOrder, type PortfolioTransaction } from './portfolioTransaction';
import { transactionFingerprint } from './transactionFingerprint';
import {
  dividendLimitMessages, sellLimitMessages, validateTransaction, type TransactionField, type TransactionFormInput, type ValidTransaction,
} from './validateTransaction';

/** At most this many rows a call: a few years of an active trader's history, and a request the server answers in well under a second. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * One row to import: the values read, and errors found while reading them (a CSV cell that is
 * not a date). `unmapped`: a broker preset could not read the row as any activity, and its
 * `fieldErrors` say why; the row is not checked further (product §10.24).
 */
export interface ImportRowInput { input: TransactionFormInput; fieldErrors?: FieldErrors<TransactionField>; unmapped?: boolean }

export type ImportRowPlan =
  /** Will be written. */
  | { index: number; input: TransactionFormInput; status: 'new'; value: ValidTransaction }
  /** Skipped: the same trade as a recorded transaction ('existing') or as an earlier row (its index). */
  | { index: number; input: TransactionFormInput; status: 'duplicate'; value: ValidTransaction; duplicateOf: 'existing' | number }
  | { index: number; input: TransactionFormInput; status: 'error'; fieldErrors: FieldErrors<TransactionField> };

export interface TransactionImportPlan {
  /** One per row, in the given order. */
  rows: ImportRowPlan[];
  /** The rows to write, in the given order. */
  transactions: ValidTransaction[];
  newCount: number;
  duplicateCount: number;
  errorCount: number;
  /** One per field error of each bad row, as the server's 400 lists them. */
  errors: ImportRowError[];
}

export interface ImportContext {
  now: Date;
  /** The portfolio's recorded transactions: duplicates are found among them, and sells and dividends must stay covered with them. */
  existing: readonly PortfolioTransaction[];
  /** The portfolio's base currency: a cash row without a currency is in it (for finding duplicates). */
  baseCurrency?: string;
}

type Candidate = PortfolioTransaction & { row?: number };

/**
 * Checks rows for an import, the same way on the preview and on the server: each row by
 * `validateTransaction`; a row that repeats a recorded transaction or an earlier row (see
 * `transactionFingerprint`) is a duplicate, skipped; and every sell must be covered by the
 * holding on its date once all the new rows are in, whatever the order of the file (broker
 * exports list newest first), and so must every dividend. A sell or dividend that is not covered
 * is a row error; when the rows' sells leave a recorded later sale or dividend short, the latest
 * of them before it is the one refused.
 */
export function planTransactionImport(rows: readonly ImportRowInput[], context: ImportContext): TransactionImportPlan {
  const base = context.baseCurrency ?? '';
  const existing = new Set(context.existing.map((t) => transactionFingerprint(t, base)));
  const seen = new Map<string, number>();
  const plans: ImportRowPlan[] = rows.map(({ input, fieldErrors, unmapped }, index): ImportRowPlan => {
    if (unmapped && fieldErrors) return { index, input, status: 'error', fieldErrors };
    const checked = validateTransaction(input, { now: context.now, checkSellLimit: false });
    const errors = { ...(checked.ok ? {} : checked.fieldErrors), ...fieldErrors };
    if (!checked.ok || Object.keys(errors).length) return { index, input, status: 'error', fieldErrors: errors };
    const key = transactionFingerprint(checked.value, base);
    if (existing.has(key)) return { index, input, status: 'duplicate', value: checked.value, duplicateOf: 'existing' };
    const earlier = seen.get(key);
    if (earlier !== undefined) return { index, input, status: 'duplicate', value: checked.value, duplicateOf: earlier };
    seen.set(key, index);
    return { index, input, status: 'new', value: checked.value };
  });

  for (const [index, message] of shortSales(plans, context.existing)) {
    const plan = plans[index]!;
    plans[index] = { index, input: plan.input, status: 'error', fieldErrors: { quantity: message } };
  }

  const transactions: ValidTransaction[] = [];
  const errors: ImportRowError[] = [];
  let duplicateCount = 0;
  for (const p of plans) {
    if (p.status === 'new') transactions.push(p.value);
    else if (p.status === 'duplicate') duplicateCount++;
    else for (const [field, error] of Object.entries(p.fieldErrors)) if (error) errors.push({ index: p.index, field, error });
  }
  const errorCount = plans.filter((p) => p.status === 'error').length;
  return { rows: plans, transactions, newCount: transactions.length, duplicateCount, errorCount, errors };
}

/**
 * Replays each symbol's recorded and new transactions in execution order. A new sell larger
 * than the holding is refused (dropping a sell never uncovers a later one), and so is a new
 * dividend paid on more than the holding. A recorded sell left short, or a recorded dividend
 * left on more shares than are held, refuses the latest new sell before it, until it is covered.
 */
function shortSales(plans: readonly ImportRowPlan[], recorded: readonly PortfolioTransaction[]): Map<number, string> {
  const refused = new Map<number, string>();
  const candidates: Candidate[] = [...recorded];
  for (const p of plans) if (p.status === 'new') candidates.push({ ...p.value, row: p.index });
  const bySymbol = new Map<string, { tx: Candidate; time: number }[]>();
  for (const { tx, symbol, time } of inExecutionOrder(candidates)) {
    const list = bySymbol.get(symbol) ?? [];
    list.push({ tx, time });
    bySymbol.set(symbol, list);
  }
  for (const [symbol, list] of bySymbol) {
    if (!symbol) continue;
    let held = 0;
    // Shares are counted in today's units: a split multiplies the holding and `scale` since, so a new sale given back later is worth its shares x the splits after it.
    let scale = 1;
    const newSells: { row: number; quantity: number; time: number; scale: number }[] = [];
    const giveBack = (taken: { quantity: number; scale: number }) => { held += taken.quantity * (scale / taken.scale); };
    for (const { tx, time } of list) {
      if (tx.type === 'split') {
        const after = sharesAfter(held, tx);
        const ratio = typeof tx.split_ratio === 'number' && tx.split_ratio > 0 ? tx.split_ratio : 1;
        held = after;
        scale *= ratio;
        continue;
      }
      if (!(Number.isFinite(tx.quantity) && tx.quantity > 0)) continue;
      if (tx.type === 'buy' || tx.type === 'transfer_in') {
        held += tx.quantity;
        continue;
      }
      if (tx.type !== 'sell' && tx.type !== 'dividend' && tx.type !== 'transfer_out') continue;
      const date = formatIsoDate(toIsoDate(new Date(time)) ?? '');
      if (tx.type === 'dividend') {
        if (tx.row !== undefined) {
          if (tx.quantity > held + QUANTITY_EPSILON) {
            refused.set(tx.row, held > QUANTITY_EPSILON ? dividendLimitMessages.heldLess(held, symbol, date) : dividendLimitMessages.heldNone(symbol, date));
          }
          continue;
        }
        // A recorded dividend: the shares it was paid on must still be held, so the latest new sells before it give them back.
        while (tx.quantity > held + QUANTITY_EPSILON && newSells.length) {
          const taken = newSells.pop()!;
          const available = Math.max(0, taken.quantity - (tx.quantity - held) * (taken.scale / scale));
          refused.set(taken.row, sellLimitMessages.laterDividendNeeds(available, symbol, formatIsoDate(toIsoDate(new Date(taken.time)) ?? '')));
          giveBack(taken);
        }
        continue;
      }
      if (tx.row !== undefined) {
        if (tx.quantity > held + QUANTITY_EPSILON) {
          refused.set(tx.row, held > QUANTITY_EPSILON ? sellLimitMessages.heldLess(held, symbol, date) : sellLimitMessages.heldNone(symbol, date));
          continue;
        }
        newSells.push({ row: tx.row, quantity: tx.quantity, time, scale });
        held -= tx.quantity;
        continue;
      }
      // A recorded sell: give it back the shares of the latest new sells before it until it is covered.
      while (tx.quantity > held + QUANTITY_EPSILON && newSells.length) {
        const taken = newSells.pop()!;
        const shortfall = (tx.quantity - held) * (taken.scale / scale);
        const available = Math.max(0, taken.quantity - shortfall);
        refused.set(taken.row, sellLimitMessages.laterSalesNeed(available, symbol, formatIsoDate(toIsoDate(new Date(taken.time)) ?? '')));
        giveBack(taken);
      }
      // A recorded sell still short (left by older code) takes what is there, as the holdings math caps it.
      held = Math.max(0, held - tx.quantity);
    }
  }
  return refused;
}
