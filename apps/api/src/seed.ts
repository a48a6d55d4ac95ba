import type { AppDeps } from './context';
import { hashPassword } from './lib/crypto';
import { findUserIdByEmail, insertAdminUnlessTaken, makeUserAdmin, upsertPlan } from './db/queries/seeds';

/**
 * The plans, and with their `features` the one list of which plan includes which gated feature (KNOWN_FEATURES
 * in @pt/api): the server's gates (plans/requireFeature.ts) read it from the plans table, the client from
 * GET /api/subscription/plans. Premium: advanced analytics and the chart assistant; Pro: everything (product §9, §10.14).
 */
export const PLAN_SEEDS = [
  {
    id: 'free', name: 'Free', display_name: 'Free', description: 'Track up to 5 holdings with delayed market data.',
    price_monthly: 0, holdings_limit: 5 as number | null, assistant_prompts_monthly: 0 as number | null, sort_order: 1,
    features: { advanced_analytics: false, chartgpt: false, api_access: false, risk_metrics: false, custom_alerts: false, portfolio_sharing: false },
  },
  {
    id: 'premium', name: 'Premium', display_name: 'Premium', description: 'Unlimited holdings, 5 premium plugins and real-time sync.',
    price_monthly: 9.99, holdings_limit: null, assistant_prompts_monthly: 100, sort_order: 2,
    features: { advanced_analytics: true, chartgpt: true, api_access: false, risk_metrics: false, custom_alerts: false, portfolio_sharing: false },
  },
  {
    id: 'pro', name: 'Pro', display_name: 'Pro', description: 'All plugins, advanced risk metrics, custom alerts and portfolio sharing.',
    price_monthly: 19.99, holdings_limit: null, assistant_prompts_monthly: 500, sort_order: 3,
    features: { advanced_analytics: true, chartgpt: true, api_access: true, risk_metrics: true, custom_alerts: true, portfolio_sharing: true },
  },
] as const;

export const yearlyPrice = (monthly: number): number => Math.round(monthly * 12 * 0.8 * 100) / 100;

/** Plans and the admin account; safe to run at every start. */
export async function seedBase(deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  for (const p of PLAN_SEEDS) {
    await upsertPlan(db, { ...p, price_yearly: yearlyPrice(p.price_monthly) });
  }
  const email = config.adminEmail.trim().toLowerCase();
  const existing = await findUserIdByEmail(db, email);
  if (existing) {
    await makeUserAdmin(db, existing);
  } else {
    await insertAdminUnlessTaken(db, email, await hashPassword(config.adminPassword));
  }
}
