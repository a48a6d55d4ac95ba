import type { FeatureKey } from '@pt/api';
import type { Ctx, CurrentUser } from '../context';
import type { Db } from '../db';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { LIVE_STATUSES } from '../payments/billing';
import { findMemberPortfolio } from '../db/queries/memberPortfolio';
import { isUuid } from '../lib/validate';
import type { PortfolioCache, PortfolioState } from './portfolioCache';

/** The signed-in member's own portfolio at its current version, with the plan checked when a feature is named. */
export type ReadOwnPortfolio = (c: Ctx, portfolioId: string, feature?: FeatureKey) => Promise<{ user: CurrentUser; state: PortfolioState }>;

/**
 * The reads a cached portfolio call starts with, in one round trip (product §10.27): with a session's access token,
 * the user row (its session version), the member's live subscriptions and the plans (when a feature is named) and the
 * portfolio's data version come from one statement, one snapshot of the database. So an answer cached per version is
 * served only while the session is live, the plan has the feature and the version is current: a password change, a
 * downgrade or a write committed by any instance is seen by the next request of every instance. The order of the
 * refusals is the routes' as before: 401 (session), 403 (plan), 404 (portfolio). A personal API token (or a visitor)
 * takes the general path: `requireUser`, `requireFeature`, `state`.
 */
export function makeReadOwnPortfolio(db: Db, auth: Auth, gate: FeatureGate | null, portfolios: PortfolioCache): ReadOwnPortfolio {
  return async (c, portfolioId, feature) => {
    if (feature && !gate) throw new Error(`a plan check (${feature}) needs the feature gate`);
    const claim = auth.sessionClaim(c);
    if (!claim) {
      const user = await auth.requireUser(c);
      if (feature) await gate?.requireFeature(user, feature);
      return { user, state: await portfolios.state(db, user.id, portfolioId) };
    }
    const id = isUuid(portfolioId) ? portfolioId : null;
    const row = await findMemberPortfolio(db, claim.userId, id, LIVE_STATUSES, feature !== undefined);
    const user = auth.acceptSession(c, claim, row && { id: row.id, email: row.email, full_name: row.full_name, role: row.role, created_at: row.created_at, session_version: row.session_version });
    if (feature) await gate?.requireFeatureFrom(user, { subscriptions: row?.subscriptions ?? [], plans: row?.plans ?? [] }, feature);
    return { user, state: await portfolios.stateAt(db, user.id, portfolioId, id === null ? null : (row?.v ?? null)) };
  };
}
