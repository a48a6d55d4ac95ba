import type { Queryable } from '../db';
import { conflict, notFound } from '../lib/http';
import { lockAffiliate } from '../affiliate/lockAffiliate';
import { voidCommission } from '../affiliate/voidCommission';
import { findConversionOfInvoice, findConversionStatus, findInvoiceForUpdate, recordInvoiceRefund } from '../db/queries/invoices';

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
  const inv = await findInvoiceForUpdate(q, invoiceId);
  if (!inv) throw notFound('Invoice not found');
  if (inv.status !== 'paid' || inv.amount_paid <= 0) throw conflict('Only a paid invoice can be refunded');
  if (inv.refunded_at) throw conflict('This invoice has already been refunded');
  const refunded = Math.min(amount ?? inv.amount_paid, inv.amount_paid);
  await recordInvoiceRefund(q, invoiceId, refunded, at);
  let voided = 0;
  const entry = await findConversionOfInvoice(q, invoiceId);
  if (entry) {
    // The affiliate's lock first, then the entry's status: a payout decided meanwhile is seen.
    await lockAffiliate(q, entry.affiliate_id);
    const status = await findConversionStatus(q, entry.id);
    if (status === 'pending' || status === 'approved') {
      await voidCommission(q, entry.id, REFUND_VOID_REASON, at);
      voided = 1;
    }
  }
  return { invoiceId, userId: inv.user_id, amountRefunded: refunded, refundedAt: at, voidedCommissions: voided };
}
