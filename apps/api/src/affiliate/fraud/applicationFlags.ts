import type { FraudFlag } from '@pt/api';
import type { Queryable } from '../../db';
import { disposableDomainOf } from './disposableDomains';
import { SHARED_NETWORK_SIGNUPS, SHARED_NETWORK_WINDOW_DAYS } from './fraudThresholds';
import { networksOf } from './networks';
import { countOtherSignUpsOnNetworks } from '../../db/queries/affiliate';

const DAY_MS = 86_400_000;

/**
 * The fraud signals of an affiliate application, shown to the reviewing admin (one flag per code):
 * - disposable_email: the applicant's account or application e-mail is at a disposable address service;
 * - shared_network: SHARED_NETWORK_SIGNUPS or more other accounts signed up in the last
 *   SHARED_NETWORK_WINDOW_DAYS from a network the applicant signed up or applied from.
 * Call after the application's network is recorded.
 */
export async function applicationFlags(q: Queryable, userId: string, accountEmail: string, applicationEmail: string, at: Date): Promise<FraudFlag[]> {
  const flags: FraudFlag[] = [];
  for (const email of new Set([accountEmail.toLowerCase(), applicationEmail.toLowerCase()])) {
    const domain = await disposableDomainOf(email);
    if (domain) {
      flags.push({ code: 'disposable_email', reason: `The e-mail domain ${domain} is a disposable address service` });
      break;
    }
  }
  const networks = await networksOf(q, userId, ['signup', 'application']);
  if (networks.length) {
    const others = await countOtherSignUpsOnNetworks(q, networks, userId, new Date(at.getTime() - SHARED_NETWORK_WINDOW_DAYS * DAY_MS));
    if (others >= SHARED_NETWORK_SIGNUPS) {
      flags.push({ code: 'shared_network', reason: `${others} other accounts signed up from the applicant's network in the last ${SHARED_NETWORK_WINDOW_DAYS} days` });
    }
  }
  return flags;
}
