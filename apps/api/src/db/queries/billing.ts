// The SQL of payments with the card provider (product §16.4): payment and setup intents, the provider's
// customers and its webhook events. Each function is one statement on whatever it is given (the pool or a
// transaction); an intent is created or confirmed under the member's lock, held by the caller.
import type { Queryable } from '../Db';

export interface IntentRow {
  id: string; client_secret: string; amount: number | null; currency: string | null; status: string; payment_method_id: string | null;
  idempotency_key: string | null; charge_id: string | null; invoice_id: string | null;
}

/** An intent with its kind: a setup saves a card, a payment pays an amount. */
export interface KindedIntentRow extends IntentRow { kind: 'setup' | 'payment' }

export async function findIntentBySecret(q: Queryable, userId: string, clientSecret: string): Promise<KindedIntentRow | null> {
  return (await q.query<KindedIntentRow>('SELECT * FROM intents WHERE user_id = $1 AND client_secret = $2', [userId, clientSecret]))[0] ?? null;
}

/** The member's intent of this kind made with an Idempotency-Key; null when the key is new. */
export async function findIntentByIdempotencyKey(q: Queryable, userId: string, kind: 'setup' | 'payment', key: string): Promise<IntentRow | null> {
  return (await q.query<IntentRow>('SELECT * FROM intents WHERE user_id = $1 AND kind = $2 AND idempotency_key = $3', [userId, kind, key]))[0] ?? null;
}

export interface NewIntent {
  id: string; userId: string; kind: 'setup' | 'payment'; clientSecret: string; idempotencyKey: string | null; amount: number | null; currency: string | null;
  status: string; paymentMethodId: string | null; chargeId: string | null; invoiceId: string | null; now: Date;
}

export async function insertIntent(q: Queryable, i: NewIntent): Promise<IntentRow> {
  return (await q.query<IntentRow>(
    `INSERT INTO intents (id, user_id, kind, client_secret, idempotency_key, amount, currency, status, payment_method_id, charge_id, invoice_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
    [i.id, i.userId, i.kind, i.clientSecret, i.idempotencyKey, i.amount, i.currency, i.status, i.paymentMethodId, i.chargeId, i.invoiceId, i.now],
  ))[0] as IntentRow;
}

/** A 3-D Secure card awaits the member's confirmation. */
export async function setIntentRequiresAction(q: Queryable, id: string, paymentMethodId: string): Promise<void> {
  await q.query(`UPDATE intents SET status = 'requires_action', payment_method_id = $2 WHERE id = $1`, [id, paymentMethodId]);
}

/** The member failed the 3-D Secure confirmation: the intent needs another card. */
export async function setIntentRequiresPaymentMethod(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE intents SET status = 'requires_payment_method' WHERE id = $1`, [id]);
}

/** A setup intent confirmed with a card. */
export async function markSetupIntentSucceeded(q: Queryable, id: string, paymentMethodId: string): Promise<void> {
  await q.query(`UPDATE intents SET status = 'succeeded', payment_method_id = $2 WHERE id = $1`, [id, paymentMethodId]);
}

/** A payment intent charged: the card, the provider's charge and the invoice it paid. */
export async function markPaymentIntentSucceeded(q: Queryable, id: string, paymentMethodId: string, chargeId: string, invoiceId: string): Promise<void> {
  await q.query(`UPDATE intents SET status = 'succeeded', payment_method_id = $2, charge_id = $3, invoice_id = $4 WHERE id = $1`, [id, paymentMethodId, chargeId, invoiceId]);
}

/** Records a webhook event; false when it was recorded before (a redelivery). */
export async function recordStripeEvent(q: Queryable, id: string, type: string, at: Date): Promise<boolean> {
  return (await q.query('INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id', [id, type, at])).length > 0;
}

/** The member's provider customer id; null when none is remembered. */
export async function findStripeCustomerId(q: Queryable, userId: string): Promise<string | null> {
  return (await q.query<{ customer_id: string }>('SELECT customer_id FROM stripe_customers WHERE user_id = $1', [userId]))[0]?.customer_id ?? null;
}

/** The local user of a provider customer; null when the customer is unknown. */
export async function findUserOfStripeCustomer(q: Queryable, customerId: string): Promise<string | null> {
  return (await q.query<{ user_id: string }>('SELECT user_id FROM stripe_customers WHERE customer_id = $1', [customerId]))[0]?.user_id ?? null;
}

/** Remembers a member's customer unless the member already has one (a request at once remembered it first). */
export async function insertStripeCustomer(q: Queryable, userId: string, customerId: string, at: Date): Promise<void> {
  await q.query('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING', [userId, customerId, at]);
}

/** Remembers a customer found through an object's metadata, unless the member or the customer is already remembered. */
export async function linkStripeCustomer(q: Queryable, userId: string, customerId: string, at: Date): Promise<void> {
  await q.query('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [userId, customerId, at]);
}

/** Forgets the member's customer (it was deleted in the provider's dashboard). */
export async function deleteStripeCustomer(q: Queryable, userId: string): Promise<void> {
  await q.query('DELETE FROM stripe_customers WHERE user_id = $1', [userId]);
}
