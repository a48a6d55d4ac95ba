import type { Queryable } from '../../db';
import { isUuid } from '../../lib/validate';
import { idOf } from '../stripeClient';
import type { StripeContext } from './stripeContext';

/** The local user of a provider object (a subscription, an invoice, a checkout session); null when unknown. */
export type LocalUserOf = (q: Queryable, customerRef: string | { id: string } | null, metadataUserId: string | undefined) => Promise<string | null>;

/**
 * Resolves the owner through the customer mapping, else through metadata.user_id when it names an existing
 * user; the customer is then remembered for that user, so later objects of the customer resolve by mapping.
 */
export function makeLocalUserOf({ clock }: StripeContext): LocalUserOf {
  return async function localUserOf(q, customerRef, metadataUserId) {
    const cus = idOf(customerRef);
    if (cus) {
      const row = (await q.query<{ user_id: string }>('SELECT user_id FROM stripe_customers WHERE customer_id = $1', [cus]))[0];
      if (row) return row.user_id;
    }
    if (!metadataUserId || !isUuid(metadataUserId)) return null;
    if (!(await q.query('SELECT 1 FROM users WHERE id = $1', [metadataUserId])).length) return null;
    if (cus) await q.query('INSERT INTO stripe_customers (user_id, customer_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [metadataUserId, cus, clock.now()]);
    return metadataUserId;
  };
}
