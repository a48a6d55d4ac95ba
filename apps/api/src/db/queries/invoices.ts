// The SQL of invoices (product §16.4): the local ones this server writes, the provider's mirrored ones, their
// payment and their refund, and the commission a refund looks up. Each function is one statement on whatever it
// is given (the pool or a transaction); a payment or a refund runs in the caller's transaction.
import type { Invoice } from '@pt/api';
import type { Queryable } from '../Db';

export interface InvoiceRow {
  id: string; user_id: string; subscription_id: string | null; description: string; amount_due: number; amount_paid: number; currency: string;
  status: Invoice['status']; due_date: Date | null; created_at: Date; pdf_url?: string | null;
  subtotal?: number; discount_amount?: number; discount_label?: string | null; credit_amount?: number; tax_amount?: number;
  period_start?: Date | null; period_end?: Date | null; card_brand?: string | null; card_last4?: string | null; paid_at?: Date | null;
}

/** What a refund reads of an invoice. */
export interface RefundableInvoiceRow { id: string; user_id: string; status: string; amount_paid: number; refunded_at: Date | null }

/** What the mirror answers of a provider invoice: the fields its affiliate conversion is recorded from. */
export interface MirroredInvoiceRow { id: string; user_id: string; amount_paid: number; currency: string; status: string; created_at: Date }

/** The member's newest invoices, at most `limit`. */
export const listInvoicesOfUser = (q: Queryable, userId: string, limit: number): Promise<InvoiceRow[]> =>
  q.query<InvoiceRow>('SELECT * FROM invoices WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2', [userId, limit]);

/** One of the member's invoices; null when it is not theirs or does not exist. */
export async function findInvoiceOfUser(q: Queryable, userId: string, id: string): Promise<InvoiceRow | null> {
  return (await q.query<InvoiceRow>('SELECT * FROM invoices WHERE user_id = $1 AND id = $2', [userId, id]))[0] ?? null;
}

/** A local invoice with its lines (amount_due = total; paid_at is `at` when it is paid; no tax). */
export interface NewInvoice {
  id: string; userId: string; subscriptionId: string | null; description: string; total: number; amountPaid: number; currency: string;
  status: InvoiceRow['status']; at: Date; subtotal: number; discountAmount: number; discountLabel: string | null; creditAmount: number;
  periodStart: Date | null; periodEnd: Date | null; cardBrand: string | null; cardLast4: string | null;
}

export async function insertInvoice(q: Queryable, i: NewInvoice): Promise<InvoiceRow> {
  return (await q.query<InvoiceRow>(
    `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, currency, status, due_date, created_at,
       subtotal, discount_amount, discount_label, credit_amount, tax_amount, period_start, period_end, card_brand, card_last4, paid_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, 0, $14, $15, $16, $17, CASE WHEN $8 = 'paid' THEN $9::timestamptz END) RETURNING *`,
    [
      i.id, i.userId, i.subscriptionId, i.description, i.total, i.amountPaid, i.currency, i.status, i.at,
      i.subtotal, i.discountAmount, i.discountLabel, i.creditAmount,
      i.periodStart, i.periodEnd, i.cardBrand, i.cardLast4,
    ],
  ))[0] as InvoiceRow;
}

/** An open invoice paid now with a card; a period it bought replaces the one it had (null keeps it). */
export async function markInvoicePaid(
  q: Queryable, p: { id: string; now: Date; cardBrand: string | null; cardLast4: string | null; periodStart: Date | null; periodEnd: Date | null },
): Promise<InvoiceRow> {
  return (await q.query<InvoiceRow>(
    `UPDATE invoices SET status = 'paid', amount_paid = amount_due, paid_at = $2, card_brand = $3, card_last4 = $4,
       period_start = COALESCE($5, period_start), period_end = COALESCE($6, period_end) WHERE id = $1 RETURNING *`,
    [p.id, p.now, p.cardBrand, p.cardLast4, p.periodStart, p.periodEnd],
  ))[0] as InvoiceRow;
}

/** Reads an invoice for its refund and locks its row (FOR UPDATE) until the caller's transaction ends. */
export async function findInvoiceForUpdate(q: Queryable, id: string): Promise<RefundableInvoiceRow | null> {
  return (await q.query<RefundableInvoiceRow>(
    'SELECT id, user_id, status, amount_paid, refunded_at FROM invoices WHERE id = $1 FOR UPDATE',
    [id],
  ))[0] ?? null;
}

/** Whether an invoice is paid and not yet refunded. */
export async function isInvoiceRefundable(q: Queryable, id: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM invoices WHERE id = $1 AND status = 'paid' AND refunded_at IS NULL`, [id])).length > 0;
}

export async function recordInvoiceRefund(q: Queryable, id: string, amount: number, at: Date): Promise<void> {
  await q.query('UPDATE invoices SET amount_refunded = $2, refunded_at = $3 WHERE id = $1', [id, amount, at]);
}

/** The affiliate ledger entry an invoice earned; null when none. */
export async function findConversionOfInvoice(q: Queryable, invoiceId: string): Promise<{ id: string; affiliate_id: string } | null> {
  return (await q.query<{ id: string; affiliate_id: string }>('SELECT id, affiliate_id FROM conversions WHERE invoice_id = $1', [invoiceId]))[0] ?? null;
}

export async function findConversionStatus(q: Queryable, id: string): Promise<string | undefined> {
  return (await q.query<{ status: string }>('SELECT status FROM conversions WHERE id = $1', [id]))[0]?.status;
}

/** A provider invoice as the mirror writes it (its subscription only when that one is mirrored). */
export interface ProviderInvoiceInput {
  id: string; userId: string; subscriptionId: string | null; description: string; amountDue: number; amountPaid: number; currency: string;
  status: string; dueDate: Date | null; createdAt: Date; pdfUrl: string | null; subtotal: number; discountAmount: number; discountLabel: string | null;
  taxAmount: number; periodStart: Date | null; periodEnd: Date | null;
}

/** Inserts a provider invoice or updates the mirrored one. */
export async function upsertProviderInvoice(q: Queryable, i: ProviderInvoiceInput): Promise<MirroredInvoiceRow | null> {
  return (await q.query<MirroredInvoiceRow>(
    `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, currency, status, due_date, created_at, provider, pdf_url,
       subtotal, discount_amount, discount_label, tax_amount, period_start, period_end)
     VALUES ($1, $2, (SELECT id FROM subscriptions WHERE id = $3), $4, $5, $6, $7, $8, $9, $10, 'stripe', $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, description = EXCLUDED.description, amount_due = EXCLUDED.amount_due,
       amount_paid = EXCLUDED.amount_paid, currency = EXCLUDED.currency, status = EXCLUDED.status, due_date = EXCLUDED.due_date, pdf_url = EXCLUDED.pdf_url,
       subtotal = EXCLUDED.subtotal, discount_amount = EXCLUDED.discount_amount, discount_label = EXCLUDED.discount_label, tax_amount = EXCLUDED.tax_amount,
       period_start = EXCLUDED.period_start, period_end = EXCLUDED.period_end
     RETURNING id, user_id, amount_paid, currency, status, created_at`,
    [
      i.id, i.userId, i.subscriptionId, i.description, i.amountDue, i.amountPaid, i.currency, i.status,
      i.dueDate, i.createdAt, i.pdfUrl, i.subtotal, i.discountAmount, i.discountLabel, i.taxAmount, i.periodStart, i.periodEnd,
    ],
  ))[0] ?? null;
}
