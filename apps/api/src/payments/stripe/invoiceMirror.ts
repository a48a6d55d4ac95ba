import type Stripe from 'stripe';
import type { Queryable } from '../../db';
import { recordConversion, type PaidInvoice } from '../affiliateCommission';
import { fromUnixSeconds } from './fromUnixSeconds';
import { discountLineLabel } from '@pt/api';
import { invoiceLines, invoiceStatus, invoiceSubscription } from './invoiceFields';
import type { LocalUserOf } from './localUserOf';
import type { StripeContext } from './stripeContext';

/**
 * Mirrors provider invoices into the local table (an invoice links its subscription only when that one is
 * mirrored). A paid invoice records the referred member's affiliate conversion, once per invoice
 * (affiliateCommission.ts), in the same transaction as the invoice, so both land together or not at all.
 */
export function makeInvoiceMirror({ db, clock, log }: StripeContext, localUserOf: LocalUserOf) {
  /** Mirrors one invoice through q: call inside a transaction (the invoice, the conversion and the affiliate's counters). */
  async function mirrorInvoice(q: Queryable, inv: Stripe.Invoice): Promise<void> {
    const userId = await localUserOf(q, inv.customer, inv.parent?.subscription_details?.metadata?.user_id);
    if (!userId) {
      log(`[stripe] invoice ${inv.id} not mirrored: unknown customer`);
      return;
    }
    const description = inv.description ?? inv.lines.data[0]?.description ?? 'Subscription';
    // The lines a company files (product §11.6): the provider's subtotal, its discounts (the coupon of the
    // member's referral, named as the subscription names it), its taxes, the period of the first line.
    const lines = invoiceLines(inv);
    const sub = invoiceSubscription(inv);
    const label = lines.discount > 0 && sub
      ? ((await q.query<{ discount_label: string | null; discount_source: 'link' | 'coupon' | null; discount_rate: number }>(
        'SELECT discount_label, discount_source, discount_rate FROM subscriptions WHERE id = $1', [sub],
      ))[0] ?? null)
      : null;
    const row = (await q.query<PaidInvoice>(
      `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, currency, status, due_date, created_at, provider, pdf_url,
         subtotal, discount_amount, discount_label, tax_amount, period_start, period_end)
       VALUES ($1, $2, (SELECT id FROM subscriptions WHERE id = $3), $4, $5, $6, $7, $8, $9, $10, 'stripe', $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT (id) DO UPDATE SET subscription_id = EXCLUDED.subscription_id, description = EXCLUDED.description, amount_due = EXCLUDED.amount_due,
         amount_paid = EXCLUDED.amount_paid, currency = EXCLUDED.currency, status = EXCLUDED.status, due_date = EXCLUDED.due_date, pdf_url = EXCLUDED.pdf_url,
         subtotal = EXCLUDED.subtotal, discount_amount = EXCLUDED.discount_amount, discount_label = EXCLUDED.discount_label, tax_amount = EXCLUDED.tax_amount,
         period_start = EXCLUDED.period_start, period_end = EXCLUDED.period_end
       RETURNING id, user_id, amount_paid, currency, status, created_at`,
      [
        inv.id, userId, sub, description, inv.amount_due, inv.amount_paid, inv.currency, invoiceStatus(inv.status),
        inv.due_date === null ? null : fromUnixSeconds(inv.due_date), fromUnixSeconds(inv.created), inv.invoice_pdf ?? null,
        lines.subtotal, lines.discount,
        label?.discount_label && label.discount_source ? discountLineLabel({ source: label.discount_source, label: label.discount_label, rate: label.discount_rate }) : lines.discount > 0 ? 'Discount' : null,
        lines.tax, lines.periodStart, lines.periodEnd,
      ],
    ))[0];
    if (row) await recordConversion(q, row, clock.now());
  }

  /** Mirrors invoices read from the provider, each in a transaction of its own. */
  async function mirrorInvoices(list: Stripe.Invoice[]): Promise<void> {
    for (const inv of list) await db.transaction((tx) => mirrorInvoice(tx, inv));
  }

  return { mirrorInvoice, mirrorInvoices };
}
export type InvoiceMirror = ReturnType<typeof makeInvoiceMirror>;
