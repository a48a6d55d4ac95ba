// The SQL of the cached portfolio reads (product §16.4, §10.27): the session's user, the member's plan and the
// portfolio's data version in one statement, so a call answered from the cache costs one round trip. One
// statement is one snapshot: the session version, the subscription and the portfolio version are read together.
import type { PlanFeatureSource } from '@pt/api';
import type { LiveSubscriptionBrief } from '../../payments/billing';
import type { SessionUserRow } from '../../session';
import type { Queryable } from '../Db';

/** The session's user with the member's live subscriptions, the plans (when asked) and the portfolio's version. */
export interface MemberPortfolioRow extends SessionUserRow {
  /** `portfolios.data_version` as text; null when the portfolio is not the member's (or no id was given). */
  v: string | null;
  /** The member's subscriptions in `statuses`, newest first (what `billing.currentFrom` reads). */
  subscriptions: LiveSubscriptionBrief[];
  /** Every plan in the plans' order, with what the plan rule reads; null unless asked for. */
  plans: PlanFeatureSource[] | null;
}

/**
 * `portfolioId` null: no portfolio (an id that is not a UUID), `v` is null. `withPlans`: also the subscriptions'
 * plans (a gated call); without it the subscriptions and plans are not read.
 */
export async function findMemberPortfolio(
  q: Queryable, userId: string, portfolioId: string | null, statuses: readonly string[], withPlans: boolean,
): Promise<MemberPortfolioRow | null> {
  const rows = await q.query<MemberPortfolioRow>(
    `SELECT u.id, u.email, u.full_name, u.role, u.created_at, u.session_version,
       (SELECT p.data_version::text FROM portfolios p WHERE p.id = $2::uuid AND p.user_id = u.id) AS v,
       CASE WHEN $4::boolean THEN (SELECT coalesce(json_agg(json_build_object(
           'plan_id', s.plan_id, 'status', s.status, 'provider', s.provider, 'current_period_end', s.current_period_end
         ) ORDER BY s.created_at DESC, s.id DESC), '[]'::json)
         FROM subscriptions s WHERE s.user_id = u.id AND s.status = ANY($3::text[])) ELSE '[]'::json END AS subscriptions,
       CASE WHEN $4::boolean THEN (SELECT json_agg(json_build_object(
           'id', pl.id, 'features', pl.features, 'price_monthly', pl.price_monthly, 'name', pl.name, 'display_name', pl.display_name
         ) ORDER BY pl.sort_order, pl.id) FROM plans pl) END AS plans
     FROM users u WHERE u.id = $1`,
    [userId, portfolioId, statuses, withPlans],
    { name: 'member_portfolio' },
  );
  return rows[0] ?? null;
}
