import type { Queryable } from '../db';
import { conflict, notFound } from '../lib/http';
import { lockAffiliate } from '../affiliate/lockAffiliate';
import { voidCommission } from '../affiliate/voidCommission';

/** The reason a refund gives the commissions it voids. */
export const REFUND_VOID_REASON = 'The customer was refunded';

export interface InvoiceRefund { invoiceId: string; userId: string; amountRefunded: number; refundedAt: Date; voidedCommissions: number }

/**
 * Records a refund of a paid invoice (the whole amount unless `amount` says less, in minor units)
 * and voids the affiliate commission it earned while that is not paid out. The invoice stays
 * 'paid', as the card provider reports a refunded invoice. A second refund of the same invoice is a
 * 409. Call inside one transaction (the admin's refund, or the provider's webhook).
 */
export async function refundInvoice(q: Queryable, invoiceId: string, at: Date, amount?: number): Promise<InvoiceRefund> {
  const inv = (await q.query<{ id: string; user_id: string; status: string; amount_paid: number; refunded_at: Date | null }>(
    'SELECT id, user_id, status, amount_paid, refunded_at FROM invoices WHERE id = $1 FOR UPDATE',
    [invoiceId],
  ))[0];
  if (!inv) throw notFound('Invoice not found');
  if (inv.status !== 'paid' || inv.amount_paid <= 0) throw conflict('Only a paid invoice can be refunded');
  if (inv.refunded_at) throw conflict('This invoice has already been refunded');
  const refunded = Math.min(amount ?? inv.amount_paid, inv.amount_paid);
  await q.query('UPDATE invoices SET amount_refunded = $2, refunded_at = $3 WHERE id = $1', [invoiceId, refunded, at]);
  let voided = 0;
  const entry = (await q.query<{ id: string; affiliate_id: string }>('SELECT id, affiliate_id FROM conversions WHERE invoice_id = $1', [invoiceId]))[0];
  if (entry) {
    // The affiliate's lock first, then the entry's status: a payout decided meanwhile is seen.
    await lockAffiliate(q, entry.affiliate_id);
    const status = (await q.query<{ status: string }>('SELECT status FROM conversions WHERE id = $1', [entry.id]))[0]?.status;
    if (status === 'pending' || status === 'approved') {
      await voidCommission(q, entry.id, REFUND_VOID_REASON, at);
      voided = 1;
    }
  }
  return { invoiceId, userId: inv.user_id, amountRefunded: refunded, refundedAt: at, voidedCommissions: voided };
}
