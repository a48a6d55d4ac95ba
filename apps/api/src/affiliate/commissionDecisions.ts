import type { Queryable } from '../db';
import { conflict, notFound } from '../lib/http';
import { audit } from '../lib/notify';
import { lockAffiliate } from './lockAffiliate';
import { parseFlags } from './ledgerRows';
import { voidCommission } from './voidCommission';
import { approveCommissionNow, findCommissionAffiliate, lockCommissionForDecision } from '../db/queries/commissions';

/**
 * An admin approves a pending commission (typically one a fraud flag holds: the hold is lifted and it is
 * approved now, without waiting for the holding period) or voids a commission not yet paid out (with a
 * reason the affiliate sees). In the caller's transaction, under the affiliate's lock; audited with the
 * entry's flags.
 */
export async function decideCommission(tx: Queryable, id: string, adminId: string, decision: 'approve' | 'void', reason: string | null, now: Date): Promise<void> {
  const affiliateId = await findCommissionAffiliate(tx, id);
  if (!affiliateId) throw notFound('Commission not found');
  await lockAffiliate(tx, affiliateId);
  const row = await lockCommissionForDecision(tx, id);
  if (!row) throw notFound('Commission not found');
  if (decision === 'approve') {
    if (row.status !== 'pending') throw conflict(`Only a pending commission can be approved; this one is ${row.status}`);
    await approveCommissionNow(tx, id, now);
  } else {
    await voidCommission(tx, id, reason ?? 'Voided by an admin', now);
  }
  await audit(tx, adminId, `commission.${decision}`, 'commission', id, {
    affiliate_id: affiliateId, reason, was: row.held ? 'held' : row.status, flags: parseFlags(row.flags), commission: Number(row.commission),
  }, now);
}
