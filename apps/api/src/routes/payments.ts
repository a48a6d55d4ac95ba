import type { Hono } from 'hono';
import type { CheckoutSession, Customer, Invoice, PaymentIntent, PaymentMethod, SetupIntent, Subscription } from '@pt/api';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import type { Auth } from '../session';
import type { Billing, InvoiceRow, PmRow, SubRow } from '../payments/billing';
import { parsePriceId, toInvoice, toPaymentMethod, toSubscription } from '../payments/billing';
import { buildPdf } from '../payments/pdf';
import { localIntent } from '../payments/provider';
import { providerIdempotencyKey, type StripeBilling } from '../payments/stripeBilling';
import { randomId, sha256 } from '../lib/crypto';
import { withUserLock, type UserTx } from '../db/userLock';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { readBody, reqNumber, reqString } from '../lib/validate';
import { allowedOrigins } from '../lib/origins';

interface IntentRow {
  id: string; client_secret: string; amount: number | null; currency: string | null; status: string; payment_method_id: string | null;
  idempotency_key: string | null; charge_id: string | null; invoice_id: string | null;
}
/** What creating an intent produced: the intent, and for a payment the charge and the invoice it paid. */
type IntentEffect = Omit<IntentRow, 'idempotency_key' | 'charge_id' | 'invoice_id'> & { charge_id?: string | null; invoice_id?: string | null };

export function registerPaymentRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing, real: StripeBilling | null = null): void {
  const { db, clock, config } = deps;
  const base = (url: string) => new URL(url).origin;
  const origins = allowedOrigins(config.appUrl);

  function idempotencyKey(header: string | undefined): string | null {
    if (header === undefined) return null;
    const k = header.trim();
    if (!k || k.length > 255) throw badRequest('Idempotency-Key must be 1-255 characters');
    return k;
  }

  app.get('/api/stripe/payment-methods', async (c) => {
    const user = await auth.requireUser(c);
    if (real) return c.json(await real.listPaymentMethods(user));
    const rows = await db.query<PmRow>('SELECT * FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at', [user.id]);
    const res: PaymentMethod[] = rows.map(toPaymentMethod);
    return c.json(res);
  });

  app.post('/api/stripe/payment-methods', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const pmId = reqString(body, 'payment_method_id', { max: 120 });
    // Under the member's lock, so of two cards added at once exactly one becomes the default.
    if (real) return c.json(await withUserLock(db, user.id, (tx) => real.attachPaymentMethod(tx, user, pmId)), 201);
    const pm = await withUserLock(db, user.id, (tx) => billing.attach(tx, pmId));
    return c.json(toPaymentMethod(pm), 201);
  });

  app.delete('/api/stripe/payment-methods/:id', async (c) => {
    const user = await auth.requireUser(c);
    const id = c.req.param('id');
    if (real) {
      await withUserLock(db, user.id, (tx) => real.detachPaymentMethod(tx, user, id));
      return c.json({ deleted: true, id });
    }
    // Under the member's lock: deleting the default promotes exactly one other card.
    const gone = await withUserLock(db, user.id, async (tx) => {
      const rows = await tx.query<PmRow>('DELETE FROM payment_methods WHERE user_id = $1 AND id = $2 RETURNING *', [user.id, id]);
      if (rows[0]?.is_default) {
        await tx.query(
          `UPDATE payment_methods SET is_default = true WHERE user_id = $1 AND id = (SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
          [user.id],
        );
      }
      if (rows[0]) await tx.query('UPDATE subscriptions SET payment_method_id = NULL WHERE user_id = $1 AND payment_method_id = $2', [user.id, id]);
      return rows[0];
    });
    if (!gone) throw notFound('Payment method not found');
    return c.json({ deleted: true, id });
  });

  /**
   * Creates an intent, or with an Idempotency-Key returns the one stored for it (409 when the key came with
   * other parameters). Under the member's lock, the lookup, the provider call, the charge and the writes of the
   * intent and its invoice are one transaction: requests with one key at once produce one effect.
   */
  function intent(user: CurrentUser, kind: 'setup' | 'payment', key: string | null, make: (tx: UserTx) => Promise<IntentEffect>, same: (r: IntentRow) => boolean): Promise<IntentRow> {
    return withUserLock(db, user.id, async (tx) => {
      if (key) {
        const existing = (await tx.query<IntentRow>('SELECT * FROM intents WHERE user_id = $1 AND kind = $2 AND idempotency_key = $3', [user.id, kind, key]))[0];
        if (existing) {
          if (!same(existing)) throw conflict('Idempotency-Key was already used with different parameters');
          return existing;
        }
      }
      const f = await make(tx);
      return (await tx.query<IntentRow>(
        `INSERT INTO intents (id, user_id, kind, client_secret, idempotency_key, amount, currency, status, payment_method_id, charge_id, invoice_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
        [f.id, user.id, kind, f.client_secret, key, f.amount, f.currency, f.status, f.payment_method_id, f.charge_id ?? null, f.invoice_id ?? null, clock.now()],
      ))[0] as IntentRow;
    });
  }

  app.post('/api/stripe/setup-intent', async (c) => {
    const user = await auth.requireUser(c);
    const key = idempotencyKey(c.req.header('idempotency-key'));
    const providerKey = key ? providerIdempotencyKey(user.id, 'setup', key) : undefined;
    const created = async (tx: UserTx) =>
      real ? real.setupIntent(tx, user, providerKey) : billing.provider.createIntent({ kind: 'setup', ...(providerKey ? { idempotencyKey: providerKey } : {}) });
    const row = await intent(user, 'setup', key, async (tx) => ({ ...(await created(tx)), amount: null, currency: null, status: 'requires_payment_method', payment_method_id: null }), () => true);
    const res: SetupIntent = { id: row.id, client_secret: row.client_secret };
    return c.json(res);
  });

  app.post('/api/stripe/payment-intent', async (c) => {
    const user = await auth.requireUser(c);
    const key = idempotencyKey(c.req.header('idempotency-key'));
    const body = await readBody(c.req);
    const amount = reqNumber(body, 'amount', { integer: true, min: 50, max: 99_999_999 });
    const currency = body.currency === undefined || body.currency === null ? 'usd' : reqString(body, 'currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw badRequest('currency must be a three-letter ISO code');
    const pmRaw = body.payment_method_id;
    if (pmRaw !== undefined && pmRaw !== null && typeof pmRaw !== 'string') throw badRequest('payment_method_id must be a string');
    const pm = typeof pmRaw === 'string' && pmRaw.trim() ? pmRaw.trim() : null;
    const row = await intent(
      user,
      'payment',
      key,
      async (tx) => {
        if (real) {
          // The provider confirms at once when a card is given (a decline is a 402); otherwise the client confirms.
          const pi = await real.paymentIntent(tx, user, { amount, currency, paymentMethodId: pm }, key ? providerIdempotencyKey(user.id, 'payment', key) : undefined);
          return { id: pi.id, client_secret: pi.client_secret, amount, currency, status: pi.status, payment_method_id: pm };
        }
        // With a payment method the server charges directly (the charge is the payment); otherwise the client confirms with the provider.
        const created = pm ? localIntent('payment') : await billing.provider.createIntent({ kind: 'payment', amount, currency, ...(key ? { idempotencyKey: sha256(`${user.id}|payment|${key}`) } : {}) });
        if (!pm) return { ...created, amount, currency, status: 'requires_payment_method', payment_method_id: null };
        await billing.attach(tx, pm);
        const chargeId = await billing.chargeOrThrow(pm, amount, currency, key ? sha256(`${user.id}|${key}`) : undefined).catch((err: unknown) => {
          if (err instanceof HttpError && err.status === 402) return null;
          throw err;
        });
        if (chargeId === null) return { ...created, amount, currency, status: 'requires_payment_method', payment_method_id: pm };
        const inv = await billing.invoice(tx, user.id, null, 'One-time payment', amount, currency, 'paid', clock.now());
        return { ...created, amount, currency, status: 'succeeded', payment_method_id: pm, charge_id: chargeId, invoice_id: inv.id };
      },
      (r) => r.amount === amount && r.currency === currency && r.payment_method_id === pm,
    );
    if (!real && row.payment_method_id && row.status !== 'succeeded') throw new HttpError(402, 'Your card was declined.');
    const res: PaymentIntent = { id: row.id, client_secret: row.client_secret, status: row.status, amount: row.amount ?? amount, currency: row.currency ?? currency };
    return c.json(res);
  });

  app.get('/api/stripe/invoices', async (c) => {
    const user = await auth.requireUser(c);
    const raw = c.req.query('limit');
    const limit = raw === undefined ? 10 : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw badRequest('limit must be a whole number from 1 to 100');
    if (real) return c.json(await real.listInvoices(user.id, limit, base(c.req.url)));
    await billing.current(user.id); // settles renewals so their invoices show
    const rows = await db.query<InvoiceRow>('SELECT * FROM invoices WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2', [user.id, limit]);
    const res: Invoice[] = rows.map((r) => toInvoice(r, base(c.req.url)));
    return c.json(res);
  });

  async function ownInvoice(userId: string, id: string): Promise<InvoiceRow> {
    const r = (await db.query<InvoiceRow>('SELECT * FROM invoices WHERE user_id = $1 AND id = $2', [userId, id]))[0];
    if (!r) throw notFound('Invoice not found');
    return r;
  }

  app.get('/api/stripe/invoices/:id', async (c) => {
    const user = await auth.requireUser(c);
    if (real) return c.json(await real.getInvoice(user.id, c.req.param('id'), base(c.req.url)));
    return c.json(toInvoice(await ownInvoice(user.id, c.req.param('id')), base(c.req.url)));
  });

  app.get('/api/stripe/invoices/:id/pdf', async (c) => {
    const user = await auth.requireUser(c);
    // The provider hosts its own invoice PDFs.
    if (real) return c.redirect(await real.invoicePdfUrl(user.id, c.req.param('id')), 302);
    const r = await ownInvoice(user.id, c.req.param('id'));
    const pdf = buildPdf([
      'Portfolio Tracker - Invoice',
      `Invoice: ${r.id}`,
      `Date: ${new Date(r.created_at).toISOString().slice(0, 10)}`,
      `Billed to: ${user.full_name} <${user.email}>`,
      `Item: ${r.description}`,
      `Amount due: ${(r.amount_due / 100).toFixed(2)} ${r.currency.toUpperCase()}`,
      `Amount paid: ${(r.amount_paid / 100).toFixed(2)} ${r.currency.toUpperCase()}`,
      `Status: ${r.status}`,
    ]);
    return c.body(pdf as unknown as ArrayBuffer, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice-${r.id}.pdf"`,
    });
  });

  app.get('/api/stripe/customer', async (c) => {
    const user = await auth.requireUser(c);
    if (real) return c.json(await real.customer(user));
    const res: Customer = { id: `cus_${user.id.replace(/-/g, '').slice(0, 14)}`, email: user.email, name: user.full_name };
    return c.json(res);
  });

  app.get('/api/stripe/subscriptions', async (c) => {
    const user = await auth.requireUser(c);
    if (real) return c.json((await real.listSubscriptions(user.id)).map(toSubscription));
    await billing.current(user.id);
    const rows = await db.query<SubRow>('SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY created_at DESC', [user.id]);
    const res: Subscription[] = rows.map(toSubscription);
    return c.json(res);
  });

  app.post('/api/stripe/checkout-session', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const { planId, cycle } = parsePriceId(body.price_id, 'price_id');
    const urls = ['success_url', 'cancel_url'].map((f) => {
      const raw = reqString(body, f, { max: 2000 });
      let u: URL;
      try {
        u = new URL(raw);
      } catch {
        throw badRequest(`${f} must be an absolute URL`);
      }
      if (!origins.includes(u.origin)) throw badRequest(`${f} must be on the app's origin (${origins.join(' or ')})`);
      return u;
    });
    const success = urls[0] as URL;
    if (real) return c.json(await withUserLock(db, user.id, (tx) => real.checkoutSession(tx, user, planId, cycle, success, urls[1] as URL)));
    const id = randomId('cs');
    // Local test provider: the hosted page is skipped; the user pays with the provider's test visa card.
    await withUserLock(db, user.id, (tx) => billing.start(tx, planId, cycle, 'pm_card_visa'));
    success.searchParams.set('session_id', id);
    const res: CheckoutSession = { id, url: success.toString() };
    return c.json(res);
  });

  // The provider's webhook (real-provider mode with STRIPE_WEBHOOK_SECRET). The signature is checked over the raw body.
  app.post('/api/stripe/webhook', async (c) => {
    const secret = config.stripeWebhookSecret;
    if (!real || !secret) throw notFound('Webhooks are not configured');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    return c.json(await real.handleWebhook(raw, c.req.header('stripe-signature'), secret));
  });
}
