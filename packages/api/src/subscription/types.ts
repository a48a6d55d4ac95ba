// Wire types of product §3 and §7 "Subscriptions".
export type BillingCycle = 'monthly' | 'yearly';
export const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'yearly'];
/**
 * Every feature a plan can include, as the plans' `features` name them. The first three are product §2's
 * comparison table; the Pro-only ones are product §9's "advanced risk metrics, custom alerts, portfolio sharing".
 */
export const KNOWN_FEATURES = ['advanced_analytics', 'chartgpt', 'api_access', 'risk_metrics', 'custom_alerts', 'portfolio_sharing'] as const;
/** A feature a route or screen can be gated by. */
export type FeatureKey = (typeof KNOWN_FEATURES)[number];

/** A plan as the server sends it; features may arrive as a JSON string. */
export interface ServerPlan {
  id: string;
  name: string;
  display_name: string;
  description: string;
  price_monthly: number;
  price_yearly: number;
  currency: string;
  features: Record<string, boolean> | string;
  /** Holdings limit; null means unlimited. */
  holdings_limit: number | null;
  trial_days: number;
}

export type SubscriptionStatus = 'active' | 'trialing' | 'cancelled' | 'past_due' | (string & {});

export interface Subscription {
  subscription_id: string;
  plan_id: string;
  /** The offer id (derived price id) the subscription is on. */
  price_id: string;
  billing_cycle: BillingCycle;
  status: SubscriptionStatus;
  /** ISO string or unix seconds (product §3). */
  current_period_end: string | number;
  cancel_at_period_end: boolean;
  trial_end: string | null;
  created_at: string;
}

export interface UsageSummary {
  plan_id: string;
  holdings_used: number;
  holdings_limit: number | null;
  portfolios: number;
  chartgpt_prompts_this_month: number;
}

export interface CreateSubscriptionRequest {
  plan_id: string;
  billing_cycle: BillingCycle;
  /** The card provider's identifier: 'stripe'. */
  payment_provider: string;
  /** Omitted (null) for a free trial without a card. */
  payment_method_id: string | null;
}

export interface CreateSubscriptionResponse {
  subscription: Subscription;
  /** Present when the provider needs the client to confirm a payment. */
  client_secret: string | null;
  error?: string;
}

export interface UpdateSubscriptionRequest { new_price_id: string }
