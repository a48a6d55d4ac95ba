// The SQL of the plans table (product §16.4): the offers members subscribe to, with their prices and features.
// Each function is one statement on whatever it is given (the pool or a transaction).
import type { Queryable } from '../Db';

export interface PlanRow { id: string; name: string; display_name: string; description: string; price_monthly: unknown; price_yearly: unknown; currency: string; features: unknown; holdings_limit: number | null; trial_days: number }

/** Every plan in the order the pricing page shows them. */
export const listPlans = (q: Queryable): Promise<PlanRow[]> => q.query<PlanRow>('SELECT * FROM plans ORDER BY sort_order, id');

/** One plan; null when there is no plan with that id. */
export async function findPlan(q: Queryable, id: string): Promise<PlanRow | null> {
  return (await q.query<PlanRow>('SELECT * FROM plans WHERE id = $1', [id]))[0] ?? null;
}

export async function planExists(q: Queryable, id: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM plans WHERE id = $1', [id])).length > 0;
}
