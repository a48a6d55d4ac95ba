import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';

export function registerAffiliateRoutes(_app: Hono<AppEnv>, _deps: AppDeps, _auth: Auth): void {}
