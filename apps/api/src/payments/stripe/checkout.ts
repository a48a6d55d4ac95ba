import type { BillingCycle, CheckoutSession } from '@pt/api';
import type { CurrentUser } from '../../context';
import type { UserTx } from '../../db/userLock';
import { badRequest } from '../../lib/http';
import { planPrice, type Billing } from '../billing';
import type { Customers } from './customers';
import type { ProviderPrice } from './providerPrice';
import type { StripeContext } from './stripeContext';
import { offerMetadata } from './subscriptionOffer';
import { assertNoLiveSubscription } from './subscriptions';

/** The provider's placeholder, which it replaces with the session id when it sends the member back. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Hosted checkout in subscription mode for a paid offer. Nothing is active until the provider reports the
 * completed checkout by webhook (webhook/checkoutEvents.ts); client_reference_id and the metadata name the
 * member, so that event finds them.
 */
export function makeCheckout({ call }: StripeContext, billing: Billing, customers: Customers, providerPrice: ProviderPrice) {
  /** POST /api/stripe/checkout-session: success_url gets session_id={CHECKOUT_SESSION_ID}, filled in by the provider. */
  return async function checkoutSession(tx: UserTx, user: CurrentUser, planId: string, cycle: BillingCycle, success: URL, cancel: URL): Promise<CheckoutSession> {
    const p = await billing.plan(planId, tx);
    if (planPrice(p, cycle) === 0) throw badRequest('The free plan needs no checkout');
    await assertNoLiveSubscription(billing, tx, user.id);
    const cus = await customers.customerId(user, tx);
    const price = await providerPrice(p.id, cycle);
    const metadata = offerMetadata(user.id, p.id, cycle);
    const successUrl = new URL(success.toString());
    successUrl.searchParams.set('session_id', SESSION_ID_PLACEHOLDER);
    const session = await call((s) =>
      s.checkout.sessions.create({
        mode: 'subscription', customer: cus, client_reference_id: user.id, line_items: [{ price, quantity: 1 }],
        // URL encoding escapes the braces; the provider only recognises the placeholder unescaped.
        success_url: successUrl.toString().replace(encodeURIComponent(SESSION_ID_PLACEHOLDER), SESSION_ID_PLACEHOLDER), cancel_url: cancel.toString(),
        subscription_data: { metadata }, metadata,
      }),
    );
    if (!session.url) throw new Error('The card provider returned no checkout URL');
    return { id: session.id, url: session.url };
  };
}
