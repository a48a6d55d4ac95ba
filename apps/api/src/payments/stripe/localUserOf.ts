import type { Queryable } from '../../db';
import { findUserOfStripeCustomer, linkStripeCustomer } from '../../db/queries/billing';
import { userExists } from '../../db/queries/accounts';
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
      const known = await findUserOfStripeCustomer(q, cus);
      if (known) return known;
    }
    if (!metadataUserId || !isUuid(metadataUserId)) return null;
    if (!(await userExists(q, metadataUserId))) return null;
    if (cus) await linkStripeCustomer(q, metadataUserId, cus, clock.now());
    return metadataUserId;
  };
}
