import type Stripe from 'stripe';
import { sha256 } from '../../lib/crypto';
import type { CurrentUser } from '../../context';
import type { UserTx } from '../../db/userLock';
import type { Customers } from './customers';
import type { PaymentMethods } from './paymentMethods';
import type { StripeContext } from './stripeContext';

/**
 * The Idempotency-Key sent to the provider for a client's key: scoped to the user and the operation, so two
 * members (or a setup and a payment) using the same client key never share a provider intent.
 */
export const providerIdempotencyKey = (userId: string, operation: string, clientKey: string): string => sha256(`${userId}|${operation}|${clientKey}`);

/** The request options carrying the provider Idempotency-Key, when the client sent a key. */
const withIdempotencyKey = (idempotencyKey: string | undefined): Stripe.RequestOptions | undefined => (idempotencyKey ? { idempotencyKey } : undefined);

/** Setup and payment intents for the user's customer; both take the member's lock (UserTx), held across the provider calls. */
export function makeIntents({ call }: StripeContext, customers: Customers, paymentMethods: PaymentMethods) {
  /** A setup intent for saving a card for later (off-session) charges; cards only. */
  async function setupIntent(tx: UserTx, user: CurrentUser, idempotencyKey: string | undefined): Promise<{ id: string; client_secret: string }> {
    const cus = await customers.customerId(user, tx);
    const si = await call((s) =>
      s.setupIntents.create({ customer: cus, usage: 'off_session', allowed_payment_method_types: ['card'], metadata: { user_id: user.id } }, withIdempotencyKey(idempotencyKey)),
    );
    if (!si.client_secret) throw new Error('The card provider returned no client secret');
    return { id: si.id, client_secret: si.client_secret };
  }

  /**
   * A payment intent for the user's customer. With a payment method the server confirms it at once (the
   * card is attached first); a decline is a 402. Without one the client confirms it with the client secret.
   */
  async function paymentIntent(
    tx: UserTx,
    user: CurrentUser,
    input: { amount: number; currency: string; paymentMethodId: string | null },
    idempotencyKey: string | undefined,
  ): Promise<{ id: string; client_secret: string; status: string }> {
    const cus = await customers.customerId(user, tx);
    const pm = input.paymentMethodId ? (await paymentMethods.attachPaymentMethod(tx, user, input.paymentMethodId)).id : null;
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency,
      customer: cus,
      metadata: { user_id: user.id },
      ...(pm
        ? { payment_method: pm, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } }
        : { automatic_payment_methods: { enabled: true } }),
    };
    const pi = await call((s) => s.paymentIntents.create(params, withIdempotencyKey(idempotencyKey)));
    if (!pi.client_secret) throw new Error('The card provider returned no client secret');
    return { id: pi.id, client_secret: pi.client_secret, status: pi.status };
  }

  return { setupIntent, paymentIntent };
}
