import type { Hono } from 'hono';
import {
  cardMessages, chargeFor, testCardFor, validateCardForm,
  type CheckoutSession, type Customer, type Invoice, type LocalCard, type LocalConfirmResult, type PaymentIntent, type PaymentMethod,
  type PaymentProviderInfo, type SetupIntent, type Subscription,
} from '@pt/api';
import type { AppDeps, AppEnv, CurrentUser } from '../context';
import type { Auth } from '../session';
import type { Billing, InvoiceRow } from '../payments/billing';
import { priceIdField, toInvoice, toPaymentMethod, toSubscription, type Offer } from '../payments/billing';
import { invoicePdf } from '../payments/pdf';
import { LOCAL_CARD_PREFIX, localCard, localCardCharge, localIntent } from '../payments/provider';
import {
  findIntentByIdempotencyKey, findIntentBySecret, insertIntent, markPaymentIntentSucceeded, markSetupIntentSucceeded, setIntentRequiresAction,
  setIntentRequiresPaymentMethod, type IntentRow,
} from '../db/queries/billing';
import { findInvoiceOfUser, listInvoicesOfUser } from '../db/queries/invoices';
import { deletePaymentMethod, insertLocalCard, listPaymentMethods, markLocalCardAuthenticated, promoteOldestPaymentMethod } from '../db/queries/paymentMethods';
import { clearSubscriptionCard, listSubscriptionsOfUser } from '../db/queries/subscriptions';
import { invalidField } from '../lib/http';
import { providerIdempotencyKey, type StripeBilling } from '../payments/stripeBilling';
import { randomId, randomToken, sha256 } from '../lib/crypto';
import { withUserLock, type UserTx } from '../db/userLock';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { field, invalid, optString, parse, readBody, type FieldReader, type Schema } from '../lib/validate';
import { allowedOrigins } from '../lib/origins';

/** What creating an intent produced: the intent, and for a payment the charge and the invoice it paid. */
type IntentEffect = Omit<IntentRow, 'idempotency_key' | 'charge_id' | 'invoice_id'> & { charge_id?: string | null; invoice_id?: string | null };

/** POST local/confirm's body: the intent's secret, the card, and the member's 3-D Secure answer when asked (product §16.3). */
const localConfirmSchema: Schema<{ client_secret: string; payment_method_id: string; authentication: 'approved' | 'failed' | undefined }> = {
  client_secret: field.text({ label: 'client_secret', max: 200 }),
  payment_method_id: field.text({ label: 'payment_method_id', max: 120 }),
  authentication: (v) => {
    if (v === undefined || v === null) return undefined;
    return v === 'approved' || v === 'failed' ? v : invalid('authentication must be approved or failed');
  },
};

/** An optional card id: trimmed, null when absent or blank. */
const optionalPaymentMethodField: FieldReader<string | null> = (v) => {
  if (v !== undefined && v !== null && typeof v !== 'string') return invalid('payment_method_id must be a string');
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/** POST payment-intent's body: an amount in minor units, a currency (usd when absent) and optionally the card to charge. */
const paymentIntentSchema: Schema<{ amount: number; currency: string; payment_method_id: string | null }> = {
  amount: field.number('amount', { integer: true, min: 50, max: 99_999_999 }),
  currency: (v) => {
    if (v === undefined || v === null) return 'usd';
    const code = field.text({ label: 'currency' })(v).toLowerCase();
    return /^[a-z]{3}$/.test(code) ? code : invalid('currency must be a three-letter ISO code');
  },
  payment_method_id: optionalPaymentMethodField,
};

/** GET invoices' `limit`: 10 when absent. */
const invoiceLimitField: FieldReader<number> = (v) => {
  const limit = v === undefined ? 10 : Number(v);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : invalid('limit must be a whole number from 1 to 100');
};

export function registerPaymentRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, billing: Billing, real: StripeBilling | null = null): void {
  const { db, clock, config } = deps;
  const base = (url: string) => new URL(url).origin;
  const origins = allowedOrigins(config.appUrl);

  /** A return address after checkout: an absolute URL on one of the app's origins (no open redirect). */
  const appUrlField = (name: string): FieldReader<URL> => (v) => {
    const raw = field.text({ label: name, max: 2000 })(v);
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      return invalid(`${name} must be an absolute URL`);
    }
    return origins.includes(u.origin) ? u : invalid(`${name} must be on the app's origin (${origins.join(' or ')})`);
  };
  /** POST checkout-session's body: the offer and where the provider's page returns to. */
  const checkoutSchema: Schema<{ price_id: Offer; success_url: URL; cancel_url: URL }> = {
    price_id: priceIdField('price_id'), success_url: appUrlField('success_url'), cancel_url: appUrlField('cancel_url'),
  };

  function idempotencyKey(header: string | undefined): string | null {
    if (header === undefined) return null;
    const k = header.trim();
    if (!k || k.length > 255) throw badRequest('Idempotency-Key must be 1-255 characters');
    return k;
  }

  /** Which card provider is in use (product §11.2): the web app without a publishable key shows its own card form for 'local'. */
  /** Why the local provider refused a card: its test outcome's message ('Your card was declined.' for the provider's test ids). */
  async function declineMessage(userId: string, pmId: string): Promise<string> {
    if (!pmId.startsWith(LOCAL_CARD_PREFIX)) return cardMessages.declined;
    const r = localCardCharge(await localCard({ q: db, userId }, pmId));
    return r.ok ? cardMessages.declined : r.message;
  }

  app.get('/api/stripe/provider', (c) => {
    const res: PaymentProviderInfo = real
      ? { provider: 'stripe', test_mode: (config.stripeSecretKey ?? '').startsWith('sk_test_') }
      : { provider: 'local', test_mode: true };
    return c.json(res);
  });

  const requireLocal = () => {
    if (real || billing.provider.name !== 'local') throw notFound('The local test card provider is not in use');
  };

  /**
   * POST local/cards (local test provider only, product §11.2): a card from the web app's own form, checked with
   * the form's rules (@pt/api validateCardForm: 400 at the field), then one of the test numbers (else 400 at
   * `number`). Kept: brand, last four digits, expiry and the test outcome; never the number or the code, which
   * are not logged either (the request log has method, path, status and time only).
   */
  app.post('/api/stripe/local/cards', async (c) => {
    const user = await auth.requireUser(c);
    requireLocal();
    const body = await readBody(c.req);
    const text = (field: string) => (typeof body[field] === 'string' ? (body[field] as string) : typeof body[field] === 'number' ? String(body[field]) : '');
    const month = text('exp_month');
    const year = text('exp_year');
    const card = parse(() => validateCardForm({ number: text('number').slice(0, 40), expiry: month && year ? `${month}/${year}` : '', cvc: text('cvc').slice(0, 8), name: text('name').slice(0, 200) }, clock.now()), body);
    const test = testCardFor(card.number);
    if (!test) throw invalidField('number', cardMessages.notATestCard);
    const row = await insertLocalCard(db, {
      id: `${LOCAL_CARD_PREFIX}${randomToken(12).replace(/[-_]/g, 'x')}`, userId: user.id, brand: test.brand, last4: test.number.slice(-4),
      exp_month: card.exp_month, exp_year: card.exp_year, outcome: test.outcome, now: clock.now(),
    });
    const res: LocalCard = {
      id: row.id, card: { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year },
      requires_authentication: row.outcome === 'authentication_required',
    };
    return c.json(res, 201);
  });

  /**
   * POST local/confirm (local test provider only): confirms one of the member's intents with a local card, as the
   * provider's script does. A 3-D Secure card not yet confirmed answers requires_action; the web app asks the
   * member in a dialog and sends `authentication` approved (the card is then confirmed for later charges too) or
   * failed (402). A setup succeeds unless the card is declined; a payment charges the intent's amount and writes
   * its invoice. Confirming a succeeded intent again answers it unchanged.
   */
  app.post('/api/stripe/local/confirm', async (c) => {
    const user = await auth.requireUser(c);
    requireLocal();
    const { client_secret: secret, payment_method_id: pmId, authentication: answer } = parse(localConfirmSchema, await readBody(c.req));
    const res = await withUserLock(db, user.id, async (tx): Promise<LocalConfirmResult | null> => {
      const it = await findIntentBySecret(tx, user.id, secret);
      if (!it) throw notFound('Intent not found');
      const out = (status: LocalConfirmResult['status'], pm: string): LocalConfirmResult => ({ id: it.id, kind: it.kind, status, payment_method_id: pm });
      if (it.status === 'succeeded') return out('succeeded', it.payment_method_id ?? pmId);
      if (it.kind === 'payment' && it.payment_method_id && it.payment_method_id !== pmId) throw badRequest('payment_method_id is not the card of this payment');
      const card = await localCard({ q: tx, userId: user.id }, pmId);
      if (it.kind === 'setup' && card.outcome === 'declined') throw new HttpError(402, cardMessages.declined);
      if (card.outcome === 'authentication_required' && !card.authenticated) {
        if (!answer) {
          await setIntentRequiresAction(tx, it.id, pmId);
          return out('requires_action', pmId);
        }
        if (answer === 'failed') {
          await setIntentRequiresPaymentMethod(tx, it.id);
          return null;
        }
        await markLocalCardAuthenticated(tx, card.id);
        card.authenticated = true;
      }
      if (it.kind === 'setup') {
        await markSetupIntentSucceeded(tx, it.id, pmId);
        return out('succeeded', pmId);
      }
      const amount = it.amount ?? 0;
      const currency = it.currency ?? 'usd';
      const charged = localCardCharge(card);
      if (!charged.ok) throw new HttpError(402, charged.message);
      await billing.attach(tx, pmId);
      const inv = await billing.invoice(tx, user.id, {
        subscriptionId: null, description: 'One-time payment', charge: chargeFor(amount, null, clock.now()), total: amount, currency, status: 'paid', at: clock.now(), paymentMethodId: pmId,
      });
      await markPaymentIntentSucceeded(tx, it.id, pmId, charged.reference, inv.id);
      return out('succeeded', pmId);
    });
    // A failed 3-D Secure confirmation: its status is written, then the member reads the provider's message.
    if (res === null) throw new HttpError(402, cardMessages.authenticationFailed);
    return c.json(res);
  });

  app.get('/api/stripe/payment-methods', async (c) => {
    const user = await auth.requireUser(c);
    if (real) return c.json(await real.listPaymentMethods(user));
    const rows = await listPaymentMethods(db, user.id);
    const res: PaymentMethod[] = rows.map(toPaymentMethod);
    return c.json(res);
  });

  app.post('/api/stripe/payment-methods', async (c) => {
    const user = await auth.requireUser(c);
    const { payment_method_id: pmId } = parse({ payment_method_id: field.text({ label: 'payment_method_id', max: 120 }) }, await readBody(c.req));
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
      const deleted = await deletePaymentMethod(tx, user.id, id);
      if (deleted?.is_default) await promoteOldestPaymentMethod(tx, user.id);
      if (deleted) await clearSubscriptionCard(tx, user.id, id);
      return deleted;
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
        const existing = await findIntentByIdempotencyKey(tx, user.id, kind, key);
        if (existing) {
          if (!same(existing)) throw conflict('Idempotency-Key was already used with different parameters');
          return existing;
        }
      }
      const f = await make(tx);
      return insertIntent(tx, {
        id: f.id, userId: user.id, kind, clientSecret: f.client_secret, idempotencyKey: key, amount: f.amount, currency: f.currency, status: f.status,
        paymentMethodId: f.payment_method_id, chargeId: f.charge_id ?? null, invoiceId: f.invoice_id ?? null, now: clock.now(),
      });
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
    const { amount, currency, payment_method_id: pm } = parse(paymentIntentSchema, await readBody(c.req));
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
        // A 3-D Secure card not yet confirmed leaves the intent for the client's confirmation (POST local/confirm).
        const created = pm ? localIntent('payment') : await billing.provider.createIntent({ kind: 'payment', amount, currency, ...(key ? { idempotencyKey: sha256(`${user.id}|payment|${key}`) } : {}) });
        if (!pm) return { ...created, amount, currency, status: 'requires_payment_method', payment_method_id: null };
        await billing.attach(tx, pm);
        const r = await billing.chargeCard(tx, pm, amount, currency, key ? sha256(`${user.id}|${key}`) : undefined);
        if (!r.ok) return { ...created, amount, currency, status: r.code === 'authentication_required' ? 'requires_action' : 'requires_payment_method', payment_method_id: pm };
        const inv = await billing.invoice(tx, user.id, {
          subscriptionId: null, description: 'One-time payment', charge: chargeFor(amount, null, clock.now()), total: amount, currency, status: 'paid', at: clock.now(), paymentMethodId: pm,
        });
        return { ...created, amount, currency, status: 'succeeded', payment_method_id: pm, charge_id: r.reference, invoice_id: inv.id };
      },
      (r) => r.amount === amount && r.currency === currency && r.payment_method_id === pm,
    );
    if (!real && row.payment_method_id && row.status === 'requires_payment_method') throw new HttpError(402, await declineMessage(user.id, row.payment_method_id));
    const res: PaymentIntent = { id: row.id, client_secret: row.client_secret, status: row.status, amount: row.amount ?? amount, currency: row.currency ?? currency };
    return c.json(res);
  });

  app.get('/api/stripe/invoices', async (c) => {
    const user = await auth.requireUser(c);
    const { limit } = parse({ limit: invoiceLimitField }, { limit: c.req.query('limit') });
    if (real) return c.json(await real.listInvoices(user.id, limit, base(c.req.url)));
    await billing.current(user.id); // settles renewals so their invoices show
    const rows = await listInvoicesOfUser(db, user.id, limit);
    const res: Invoice[] = rows.map((r) => toInvoice(r, base(c.req.url)));
    return c.json(res);
  });

  async function ownInvoice(userId: string, id: string): Promise<InvoiceRow> {
    const r = await findInvoiceOfUser(db, userId, id);
    if (!r) throw notFound('Invoice not found');
    return r;
  }

  app.get('/api/stripe/invoices/:id', async (c) => {
    const user = await auth.requireUser(c);
    if (real) return c.json(await real.getInvoice(user.id, c.req.param('id'), base(c.req.url)));
    return c.json(toInvoice(await ownInvoice(user.id, c.req.param('id')), base(c.req.url)));
  });

  /**
   * POST invoices/:id/pay {payment_method_id?} (reference-server addition, product §11.6): pays one of the
   * member's open invoices (a failed renewal) with the given card or the default one; 409 unless it is open.
   */
  app.post('/api/stripe/invoices/:id/pay', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req, true);
    const pm = optString(body, 'payment_method_id', 120) ?? null;
    if (real) return c.json(await real.payInvoice(user, c.req.param('id'), pm, base(c.req.url)));
    const paid = await withUserLock(db, user.id, (tx) => billing.payInvoice(tx, c.req.param('id'), pm));
    const res: Invoice = toInvoice(paid, base(c.req.url));
    return c.json(res);
  });

  app.get('/api/stripe/invoices/:id/pdf', async (c) => {
    const user = await auth.requireUser(c);
    // The provider hosts its own invoice PDFs.
    if (real) return c.redirect(await real.invoicePdfUrl(user.id, c.req.param('id')), 302);
    const r = await ownInvoice(user.id, c.req.param('id'));
    const pdf = invoicePdf(r, { name: user.full_name, email: user.email }, config.seller);
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
    if (real) return c.json((await real.listSubscriptions(user.id)).map((r) => toSubscription(r)));
    await billing.current(user.id);
    const rows = await listSubscriptionsOfUser(db, user.id);
    const res: Subscription[] = rows.map((r) => toSubscription(r));
    return c.json(res);
  });

  app.post('/api/stripe/checkout-session', async (c) => {
    const user = await auth.requireUser(c);
    const { price_id: { planId, cycle }, success_url: success, cancel_url: cancel } = parse(checkoutSchema, await readBody(c.req));
    if (real) return c.json(await withUserLock(db, user.id, (tx) => real.checkoutSession(tx, user, planId, cycle, success, cancel)));
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
