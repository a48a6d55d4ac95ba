import { UPGRADE_PLAN_ID, entitledPlanId, holdingsLimitMessage } from '@pt/api';
import type { Billing } from '../payments/billing';
import type { UserTx } from '../db/userLock';
import { HttpError } from '../lib/http';
import { holdingsUsed } from '../db/queries/portfolios';

/**
 * The holdings limit as a check after a write, inside the member's lock: a write may leave the
 * member holding more symbols than the plan allows only if it did not add one (a member who
 * was over the limit before, from older code or a downgrade, can still sell and edit). Any
 * write that can open a holding (a buy, an edit, deleting a sell, an import) runs it, so the
 * rule is one whatever the route. The 403 names the limit, the plan and the plan to upgrade to.
 */
export async function assertHoldingsWithinPlan(tx: UserTx, billing: Billing, heldBefore: number): Promise<void> {
  const heldAfter = await holdingsUsed(tx, tx.userId);
  if (heldAfter <= heldBefore) return;
  const s = await billing.current(tx.userId, tx);
  const plan = await billing.plan(entitledPlanId(s), tx);
  if (plan.holdings_limit === null || heldAfter <= plan.holdings_limit) return;
  throw new HttpError(403, holdingsLimitMessage(plan.name, plan.holdings_limit), {}, {
    code: 'plan_limit', limit: plan.holdings_limit, plan: plan.id, upgrade_plan: UPGRADE_PLAN_ID,
  });
}
