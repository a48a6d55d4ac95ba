// Wire types of the calls under the card provider's prefix (/api/stripe/).
export const PAYMENT_PROVIDER = 'stripe';

export interface PaymentMethod {
  id: string;
  type: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  is_default: boolean;
}

export interface AttachPaymentMethodRequest { payment_method_id: string }
export interface SetupIntent { id: string; client_secret: string }

export interface PaymentIntentRequest { amount: number; currency?: string; payment_method_id?: string }
export interface PaymentIntent { id: string; client_secret: string; status: string; amount: number; currency: string }

export type InvoiceStatus = 'paid' | 'open' | 'void' | 'uncollectible';

export interface Invoice {
  invoice_id: string;
  /** Unix seconds. */
  created: number;
  /** Minor units (cents). */
  amount_paid: number;
  amount_due: number;
  currency: string;
  status: InvoiceStatus;
  /** Unix seconds or null. */
  due_date: number | null;
  pdf_url: string;
  subscription_id: string | null;
  /** Reference server (product §11.6): what was bought, e.g. 'Pro (yearly)'. */
  description?: string;
  /** Reference server: the lines' list price, the discount and the credit taken off, the tax added; minor units. */
  subtotal?: number;
  discount_amount?: number;
  /** 'Partner link (10% off)' or 'Coupon SPRING10 (10% off)'; null without a discount. */
  discount_label?: string | null;
  credit_amount?: number;
  tax_amount?: number;
  /** Unix seconds: the period the invoice pays for, when it pays for one. */
  period_start?: number | null;
  period_end?: number | null;
  /** The card charged. */
  payment_method?: { brand: string; last4: string } | null;
}

/** GET /api/stripe/provider (reference server): which card provider the server uses. */
export interface PaymentProviderInfo {
  /** local: the embedded test provider (the web app's own card form); stripe: the real provider's hosted fields. */
  provider: 'local' | 'stripe';
  test_mode: boolean;
}

/** POST /api/stripe/local/cards: a card for the local test provider, as the card form checked it. */
export type { LocalCardRequest } from './cardRules';

/** A card the local provider made: what it keeps (brand, last four digits, expiry), never the number. */
export interface LocalCard {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  /** A 3-D Secure card: saving or paying asks for a confirmation first. */
  requires_authentication: boolean;
}

/** POST /api/stripe/local/confirm: confirms a setup or payment intent with a local card. */
export interface LocalConfirmRequest {
  client_secret: string;
  payment_method_id: string;
  /** The answer of the 3-D Secure step; leave out to learn whether one is needed. */
  authentication?: 'approved' | 'failed';
}

export interface LocalConfirmResult {
  id: string;
  kind: 'setup' | 'payment';
  status: 'succeeded' | 'requires_action';
  payment_method_id: string;
}

/** An invoice's PDF as downloaded: the bytes and the file name to save them under. */
export interface InvoiceFile { blob: Blob; fileName: string }

export interface Customer { id: string; email: string; name: string }
export interface CheckoutSessionRequest { price_id: string; success_url: string; cancel_url: string }
export interface CheckoutSession { id: string; url: string }
