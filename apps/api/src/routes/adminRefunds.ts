import type { Hono } from 'hono';
import type { RefundResult } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { conflict } from '../lib/http';
import { audit } from '../lib/notify';
import { optString, readBody } from '../lib/validate';
import { refundInvoice } from '../payments/refundInvoice';

/**
 * POST /api/admin/invoices/{id}/refund: the local card provider's refund, the smallest action that shows
 * what a refund does (the invoice records it; its unpaid commission is voided). With real provider keys,
 * refunds are made in the provider's dashboard and its charge.refunded webhook records them: 409 here.
 */
export function registerAdminRefundRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock, config } = deps;

  app.post('/api/admin/invoices/:id/refund', async (c) => {
    const admin = await auth.requireAdmin(c);
    const body = await readBody(c.req, true);
    const reason = optString(body, 'reason', 2000) ?? null;
    if (config.stripeSecretKey) throw conflict("Refunds are made in the card provider's dashboard; its charge.refunded webhook records them here.");
    const id = c.req.param('id');
    const now = clock.now();
    const refund = await db.transaction(async (tx) => {
      const r = await refundInvoice(tx, id, now);
      await audit(tx, admin.id, 'invoice.refund', 'invoice', id, { user_id: r.userId, amount_refunded: r.amountRefunded, voided_commissions: r.voidedCommissions, reason }, now);
      return r;
    });
    const res: RefundResult = { invoice_id: id, amount_refunded: refund.amountRefunded, refunded_at: refund.refundedAt.toISOString(), voided_commissions: refund.voidedCommissions };
    return c.json(res);
  });
}
