import { parseJsonObject } from '../json/parseJsonObject';
import { priceIdFor } from './priceId';
import type { BillingCycle } from './types';

export type PlanIconKey = 'basic' | 'premium' | 'pro' | 'default';

/** A plan as shown: one per billing cycle (product §3). */
export interface PlanOffer {
  /** Derived price id, e.g. premium_monthly. */
  id: string;
  plan_id: string;
  name: string;
  description: string;
  price: number;
  currency: string;
  billing_cycle: BillingCycle;
  /** Enabled feature keys. */
  features: string[];
  icon: PlanIconKey;
}

/** Features as an object of name -> boolean, or that object as a JSON string; anything else is none. Returns the enabled names. */
export function parseFeatures(features: unknown): string[] {
  try {
    const v = parseJsonObject(features) ?? {};
    return Object.keys(v).filter((k) => v[k] === true);
  } catch {
    return [];
  }
}

/** Icon by plan name: premium, pro, basic, otherwise default. */
export const planIconKey = (name: string): PlanIconKey =>
  (['premium', 'pro', 'basic'] as const).find((k) => name.toLowerCase().includes(k)) ?? 'default';

/** A server plan -> its monthly and yearly offers (yearly price as the server sends it). Never throws; [] for a non-plan. */
export function normalizePlan(plan: unknown): PlanOffer[] {
  if (!plan || typeof plan !== 'object') return [];
  const p = plan as Record<string, unknown>;
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  // Only numbers and numeric strings: Number() on an object can throw (a non-callable valueOf).
  const n = (v: unknown) => (Number.isFinite((v = typeof v === 'string' ? Number(v) : v)) ? (v as number) : 0);
  const id = s(p.id);
  const name = s(p.display_name) || s(p.name) || id;
  return id
    ? (['monthly', 'yearly'] as const).map((cycle) => ({
        id: priceIdFor(id, cycle),
        plan_id: id,
        name,
        description: s(p.description),
        price: n(p[`price_${cycle}`]),
        currency: s(p.currency) || 'usd',
        billing_cycle: cycle,
        features: parseFeatures(p.features),
        icon: planIconKey(s(p.name) || name),
      }))
    : [];
}

/** All offers of a list of plans, optionally only one billing cycle. */
export function normalizePlans(plans: unknown, cycle?: BillingCycle): PlanOffer[] {
  const all = Array.isArray(plans) ? plans.flatMap(normalizePlan) : [];
  return cycle ? all.filter((o) => o.billing_cycle === cycle) : all;
}
