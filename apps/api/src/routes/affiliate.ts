import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { registerAffiliateApplicationRoutes } from './affiliateApplications';
import { registerAffiliateLedgerRoutes } from './affiliateLedger';
import { registerAffiliateLinkRoutes } from './affiliateLinks';
import { registerAffiliatePayoutRoutes } from './affiliatePayouts';
import { registerAffiliateProfileRoutes } from './affiliateProfile';
import { registerAffiliateTrackingRoutes } from './affiliateTracking';

/** Every /api/affiliate/* route, one file per area. */
export function registerAffiliateRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  registerAffiliateApplicationRoutes(app, deps, auth);
  registerAffiliateProfileRoutes(app, deps, auth);
  registerAffiliateLinkRoutes(app, deps, auth);
  registerAffiliateTrackingRoutes(app, deps, auth);
  registerAffiliateLedgerRoutes(app, deps, auth);
  registerAffiliatePayoutRoutes(app, deps, auth);
}
