import { priceIdFor } from './priceId';
import type { BillingCycle, ServerPlan } from './types';

export type PlanIconKey = 'basic' | 'premium' | 'pro' | 'default';

/** A plan as shown: one per billing cycle (spec 3). */
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

/** Features as an object of name -> boolean, or that object as a JSON string; anything else is none. */
export function parseFeatures(features: unknown): Record<string, boolean> {
  let v = features;
  if (typeof v === 'string') {
    try { v = JSON.parse(v); } catch { return {}; }
  }
  const out: Record<string, boolean> = {};
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    for (const [k, on] of Object.entries(v)) out[k] = on === true;
  }
  return out;
}

/** Icon by plan name: basic, premium, pro, otherwise default. */
export function planIconKey(name: string): PlanIconKey {
  const n = name.toLowerCase();
  return n.includes('premium') ? 'premium' : n.includes('pro') ? 'pro' : n.includes('basic') ? 'basic' : 'default';
}

const str = (v: unknown, d = '') => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d);
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};

/** A server plan -> its monthly and yearly offers (yearly price as the server sends it). Never throws; [] for a non-plan. */
export function normalizePlan(plan: unknown): PlanOffer[] {
  try {
    if (typeof plan !== 'object' || plan === null) return [];
    const p = plan as Partial<Record<keyof ServerPlan, unknown>>;
    const id = str(p.id);
    if (!id) return [];
    const name = str(p.display_name) || str(p.name) || id;
    const enabled = parseFeatures(p.features);
    const features = Object.keys(enabled).filter((k) => enabled[k]);
    const base = { plan_id: id, name, description: str(p.description), currency: str(p.currency) || 'usd', features, icon: planIconKey(str(p.name) || name) };
    return [
      { ...base, id: priceIdFor(id, 'monthly'), price: num(p.price_monthly), billing_cycle: 'monthly' },
      { ...base, id: priceIdFor(id, 'yearly'), price: num(p.price_yearly), billing_cycle: 'yearly' },
    ];
  } catch {
    return [];
  }
}

/** All offers of a list of plans, optionally only one billing cycle. */
export function normalizePlans(plans: unknown, cycle?: BillingCycle): PlanOffer[] {
  const all = Array.isArray(plans) ? plans.flatMap(normalizePlan) : [];
  return cycle ? all.filter((o) => o.billing_cycle === cycle) : all;
}
