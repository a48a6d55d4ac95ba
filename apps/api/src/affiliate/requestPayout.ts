import { formatCurrency, MIN_PAYOUT } from '@pt/api';
import type { Db } from '../db';
import { withUserLock } from '../db/userLock';
import { badRequest, conflict } from '../lib/http';
import { num } from '../lib/time';
import { settleCommissions } from './settleCommissions';

/**
 * POST /api/affiliate/payouts: asks for the whole approved balance that is in no payout yet, when it is
 * at least MIN_PAYOUT (product §9's $50). Under the affiliate's member lock, in one transaction: the holding
 * period is settled first, an open request makes it a 409 (one at a time, also enforced by a unique
 * index), the entries move to the new payout (they stay approved until it is paid), and the payout's
 * amount is the sum of exactly the entries it took. So requests sent at once give one payout.
 */
export function requestPayout(db: Db, userId: string, affiliateId: string, now: Date): Promise<string> {
  return withUserLock(db, userId, async (tx) => {
    await settleCommissions(tx, now, affiliateId);
    const open = await tx.query(`SELECT 1 FROM payouts WHERE affiliate_id = $1 AND status = 'requested'`, [affiliateId]);
    if (open.length) throw conflict('A payout request is already open. You can ask again once it is paid or rejected.');
    const approved = num((await tx.query<{ total: unknown }>(
      `SELECT COALESCE(sum(commission), 0) AS total FROM conversions WHERE affiliate_id = $1 AND status = 'approved' AND payout_id IS NULL`,
      [affiliateId],
    ))[0]?.total ?? 0);
    if (approved < MIN_PAYOUT) {
      throw badRequest(`Payouts start at ${formatCurrency(MIN_PAYOUT)} of approved commission; ${formatCurrency(approved)} is approved so far.`);
    }
    const payout = (await tx.query<{ id: string }>(
      `INSERT INTO payouts (affiliate_id, amount, status, requested_at) VALUES ($1, $2, 'requested', $3) RETURNING id`,
      [affiliateId, approved, now],
    ))[0] as { id: string };
    // Entries approved by a concurrent read after the sum above join too; the amount is what was taken.
    await tx.query(
      `UPDATE conversions SET payout_id = $2, updated_at = $3 WHERE affiliate_id = $1 AND status = 'approved' AND payout_id IS NULL`,
      [affiliateId, payout.id, now],
    );
    await tx.query('UPDATE payouts SET amount = (SELECT sum(commission) FROM conversions WHERE payout_id = $1) WHERE id = $1', [payout.id]);
    return payout.id;
  });
}
