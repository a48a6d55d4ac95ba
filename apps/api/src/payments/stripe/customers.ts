import type Stripe from 'stripe';
import type { Customer } from '@pt/api';
import type { CurrentUser } from '../../context';
import type { Queryable } from '../../db';
import { deleteStripeCustomer, findStripeCustomerId, insertStripeCustomer } from '../../db/queries/billing';
import type { StripeContext } from './stripeContext';

/**
 * The member's provider customer: one per user, created on first need and remembered in stripe_customers.
 * Each create call carries an Idempotency-Key that names the user (and, after a deletion, the deleted
 * customer), so requests at once create one customer at the provider.
 */
export function makeCustomers({ db, clock, call }: StripeContext) {
  const existingCustomerId = (userId: string, q: Queryable = db): Promise<string | null> => findStripeCustomerId(q, userId);

  /** Creates a customer and remembers it, unless a request at once remembered one first (its row stays). */
  async function createCustomer(user: CurrentUser, idempotencyKey: string, q: Queryable): Promise<Stripe.Customer> {
    const c = await call((s) => s.customers.create({ email: user.email, name: user.full_name, metadata: { user_id: user.id } }, { idempotencyKey }));
    await insertStripeCustomer(q, user.id, c.id, clock.now());
    return c;
  }

  /** The user's provider customer id, the customer created on first need. */
  async function customerId(user: CurrentUser, q: Queryable = db): Promise<string> {
    const known = await existingCustomerId(user.id, q);
    if (known) return known;
    const c = await createCustomer(user, `pt-customer-${user.id}`, q);
    return (await existingCustomerId(user.id, q)) ?? c.id;
  }

  /** GET /api/stripe/customer: the provider's customer, replaced by a new one when it was deleted in the provider's dashboard. */
  async function customer(user: CurrentUser): Promise<Customer> {
    const id = await customerId(user);
    let c: Stripe.Customer | Stripe.DeletedCustomer = await call((s) => s.customers.retrieve(id));
    if (c.deleted) {
      // One replacement, also for two requests at once: the key names the deleted customer.
      await deleteStripeCustomer(db, user.id);
      c = await createCustomer(user, `pt-customer-${user.id}-after-${id}`, db);
    }
    return { id: c.id, email: c.email ?? user.email, name: c.name ?? user.full_name };
  }

  return { existingCustomerId, customerId, customer };
}
export type Customers = ReturnType<typeof makeCustomers>;
