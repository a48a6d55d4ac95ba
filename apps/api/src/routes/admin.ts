import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { registerAdminApplicationRoutes } from './adminApplications';
import { registerAdminAuditRoutes } from './adminAudit';
import { registerAdminCommissionRoutes } from './adminCommissions';
import { registerAdminMailRoutes } from './adminMail';
import { registerAdminPayoutRoutes } from './adminPayouts';
import { registerAdminRefundRoutes } from './adminRefunds';

/** Every /api/admin/* route (admins only), one file per area. */
export function registerAdminRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  registerAdminApplicationRoutes(app, deps, auth);
  registerAdminPayoutRoutes(app, deps, auth);
  registerAdminCommissionRoutes(app, deps, auth);
  registerAdminRefundRoutes(app, deps, auth);
  registerAdminAuditRoutes(app, deps, auth);
  registerAdminMailRoutes(app, deps, auth);
}
