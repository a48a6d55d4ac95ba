import { planName } from '../format/planName';
import { ApiError } from '../http/ApiError';
import type { UsageSummary } from './types';

/** Where the plans are offered; `?plan=<id>` preselects one (see `planFromQuery`). */
export const PLANS_PATH = '/payment-demo';
/** The plan an upgrade prompt offers: the first without a holdings limit. */
export const UPGRADE_PLAN_ID = 'premium';

/** A plan's holdings limit as a prompt shows it: the limit, the plan it belongs to, and the plan that lifts it. */
export interface PlanLimit {
  limit: number;
  /** The member's plan id ('free'). */
  plan: string;
  /** The plan to offer ('premium'). */
  upgradePlan: string;
  message: string;
  /** The plans page with the upgrade plan preselected. */
  upgradePath: string;
}

/** The one text of the holdings limit, on the server's 403 and on a prompt shown before any write. */
export const holdingsLimitMessage = (plan: string, limit: number): string =>
  `Your ${planName(plan)} plan allows up to ${limit} holdings. Upgrade to add more.`;

/**
 * The plans page with a plan preselected and its card in view: `/payment-demo?plan=premium#plan-premium`
 * (the page highlights the `?plan=` card and gives each card the id `plan-<id>`).
 */
export const upgradePlanPath = (planId: string = UPGRADE_PLAN_ID): string => {
  const id = encodeURIComponent(planId);
  return `${PLANS_PATH}?plan=${id}#plan-${id}`;
};

/** The plan id a link preselects (`?plan=premium`), lower case; null when absent or not an id. */
export function planFromQuery(search: string): string | null {
  const value = new URLSearchParams(search).get('plan')?.trim().toLowerCase() ?? '';
  return /^[a-z][a-z0-9_-]{0,39}$/.test(value) ? value : null;
}

/** The plan limit a refused write reports (403 with `code: 'plan_limit'`); null for any other failure. */
export function planLimitFromError(error: unknown): PlanLimit | null {
  if (!(error instanceof ApiError) || error.status !== 403 || error.serverCode !== 'plan_limit') return null;
  const body = error.body as Record<string, unknown>;
  const limit = typeof body.limit === 'number' && Number.isFinite(body.limit) ? body.limit : null;
  if (limit === null) return null;
  const plan = typeof body.plan === 'string' ? body.plan : 'free';
  const upgradePlan = typeof body.upgrade_plan === 'string' && body.upgrade_plan ? body.upgrade_plan : UPGRADE_PLAN_ID;
  return { limit, plan, upgradePlan, message: error.message, upgradePath: upgradePlanPath(upgradePlan) };
}

/** How much of the holdings limit the member uses: `limit` null is unlimited (a paid plan). */
export interface HoldingsAllowance { used: number; limit: number | null; remaining: number | null; reached: boolean; prompt: PlanLimit | null }

/** The allowance from `subscription.usage()`; at the limit it carries the prompt the 6th holding would get. */
export function holdingsAllowance(usage: Pick<UsageSummary, 'plan_id' | 'holdings_used' | 'holdings_limit'>): HoldingsAllowance {
  const { holdings_used: used, holdings_limit: limit, plan_id: plan } = usage;
  if (limit === null) return { used, limit: null, remaining: null, reached: false, prompt: null };
  const reached = used >= limit;
  return {
    used, limit, remaining: Math.max(0, limit - used), reached,
    prompt: reached ? { limit, plan, upgradePlan: UPGRADE_PLAN_ID, message: holdingsLimitMessage(plan, limit), upgradePath: upgradePlanPath(UPGRADE_PLAN_ID) } : null,
  };
}
