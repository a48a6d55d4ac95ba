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
  /** Reference server (product §11.4): the start of the current period, ISO. */
  current_period_start?: string;
  /** Reference server: the referral's discount the subscription carries, while it applies; else null. */
  discount?: SubscriptionDiscount | null;
  /** Reference server: the next charge (amount after the discount, minor units); null when none is due (ending, free, past due). */
  next_charge?: NextCharge | null;
}

/** A discount on a subscription (product §11.3). */
export interface SubscriptionDiscount {
  /** Percent off. */
  rate: number;
  /** Where it came from, as the invoice line names it: 'Partner link' or the coupon's code. */
  label: string;
  source: 'link' | 'coupon';
  /** The first moment it no longer applies, ISO. */
  ends_at: string;
}

export interface NextCharge {
  /** Minor units. */
  amount: number;
  currency: string;
  /** ISO. */
  at: string;
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
  /** Reference server: a coupon code typed at checkout (product §11.3). */
  promotion_code?: string | null;
  /**
   * Reference server: the amount (minor units) the member saw and confirmed; when the server would charge
   * another, it refuses (409) and charges nothing (product §11.3).
   */
  expected_amount?: number | null;
}

/** POST /api/subscription/quote (reference server): what checking out an offer costs this member. */
export interface CheckoutQuoteRequest { price_id: string; promotion_code?: string | null }

export interface CheckoutQuoteDiscount {
  rate: number;
  /** Minor units taken off today's charge. */
  amount: number;
  label: string;
  source: 'link' | 'coupon';
  /** The coupon's code when the discount comes from one. */
  code: string | null;
  /** ISO: the first moment it no longer applies. */
  ends_at: string;
}

export interface CheckoutQuote {
  price_id: string;
  plan_id: string;
  plan_name: string;
  billing_cycle: BillingCycle;
  currency: string;
  /** Minor units. */
  list_price: number;
  discount: CheckoutQuoteDiscount | null;
  /** Charged today when paying now, minor units. */
  total: number;
  /** ISO: the end of the period paid today. */
  period_end: string;
  /** The charge after that one; null for a free offer. */
  next_charge: NextCharge | null;
  /** The free trial, when this member still has one: its end and its first charge. */
  trial: { days: number; ends_at: string; first_charge: NextCharge } | null;
  /** The coupon code applied (as the affiliate wrote it), else null. */
  promotion_code: string | null;
}

/** GET /api/subscription/change-preview?new_price_id= (reference server): what a plan change does (product §11.5). */
export interface PlanChangePreviewResponse {
  price_id: string;
  plan_name: string;
  billing_cycle: BillingCycle;
  currency: string;
  /** now: a new period starts today; trial: the trial continues on the new plan; period_end: at the current period's end (to a free plan). */
  effective: 'now' | 'trial' | 'period_end';
  /** Minor units: the new offer's price, the discount on it, the credit for the unused time, what is charged today. */
  list_price: number;
  discount_amount: number;
  credit: number;
  charged_today: number;
  /** ISO: the end of the new period (now), the trial's end (trial) or when the change happens (period_end). */
  period_end: string;
  next_charge: NextCharge | null;
}

export interface CreateSubscriptionResponse {
  subscription: Subscription;
  /** Present when the provider needs the client to confirm a payment. */
  client_secret: string | null;
  error?: string;
}

export interface UpdateSubscriptionRequest {
  new_price_id: string;
  /** Reference server: what the member saw charged today in the change's preview (minor units); another amount is refused (409). */
  expected_amount?: number | null;
}
