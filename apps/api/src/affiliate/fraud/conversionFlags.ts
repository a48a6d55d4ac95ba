import type { FraudFlag } from '@pt/api';
import type { Queryable } from '../../db';
import { disposableDomainOf } from './disposableDomains';
import { sameOwnerReason } from './emailIdentity';
import { BURST_WINDOW_HOURS, CLICK_BURST, SIGNUP_BURST } from './fraudThresholds';
import { networksOf } from './networks';
import { countSignUpsOnNetworkBetween, findAffiliateContact, findMemberEmailAndSignUp } from '../../db/queries/affiliate';
import { countNetworkClicksBetween } from '../../db/queries/clicks';

const HOUR_MS = 3_600_000;

/**
 * The fraud signals of a conversion (one flag per code, with its reason); any flag holds the
 * commission until an admin decides:
 * - self_referral: the customer is the affiliate's own account, has the affiliate's mailbox or name
 *   (account or application e-mail), or signed up or was referred from a network the affiliate used;
 * - disposable_email: the customer's e-mail domain is a disposable address service;
 * - network_burst: the customer's network sent CLICK_BURST counted clicks on the affiliate's links in
 *   the BURST_WINDOW_HOURS before the referral, or SIGNUP_BURST sign-ups within that window of the
 *   customer's own.
 */
export async function conversionFlags(q: Queryable, affiliateId: string, customerId: string, referredAt: Date): Promise<FraudFlag[]> {
  const flags: FraudFlag[] = [];
  const aff = await findAffiliateContact(q, affiliateId);
  const customer = await findMemberEmailAndSignUp(q, customerId);
  if (!aff || !customer) return flags;
  const customerNetworks = await networksOf(q, customerId, ['signup', 'referral']);

  const selfReferral = async (): Promise<string | null> => {
    if (aff.user_id === customerId) return "The customer is the affiliate's own account";
    for (const own of [aff.email, aff.application_email]) {
      const reason = own ? sameOwnerReason(own, customer.email) : null;
      if (reason) return reason;
    }
    const affiliateNetworks = new Set(await networksOf(q, aff.user_id, ['signup', 'application', 'referral']));
    if (customerNetworks.some((n) => affiliateNetworks.has(n))) return 'The customer signed up or was referred from a network the affiliate used';
    return null;
  };
  const self = await selfReferral();
  if (self) flags.push({ code: 'self_referral', reason: self });

  const disposable = await disposableDomainOf(customer.email);
  if (disposable) flags.push({ code: 'disposable_email', reason: `The customer's e-mail domain ${disposable} is a disposable address service` });

  const window = BURST_WINDOW_HOURS * HOUR_MS;
  const signedUp = new Date(customer.created_at);
  for (const network of customerNetworks) {
    const clicks = await countNetworkClicksBetween(q, affiliateId, network, new Date(referredAt.getTime() - window), referredAt);
    if (clicks >= CLICK_BURST) {
      flags.push({ code: 'network_burst', reason: `${clicks} clicks on the affiliate's links came from the customer's network in the ${BURST_WINDOW_HOURS} hours before the referral` });
      break;
    }
    const signups = await countSignUpsOnNetworkBetween(q, network, new Date(signedUp.getTime() - window), new Date(signedUp.getTime() + window));
    if (signups >= SIGNUP_BURST) {
      flags.push({ code: 'network_burst', reason: `${signups} accounts signed up from the customer's network within ${BURST_WINDOW_HOURS} hours of the customer` });
      break;
    }
  }
  return flags;
}
