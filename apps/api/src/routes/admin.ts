import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { registerAdminApplicationRoutes } from './adminApplications';

/** Every /api/admin/* route (admins only), one file per area. */
export function registerAdminRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  registerAdminApplicationRoutes(app, deps, auth);
}
