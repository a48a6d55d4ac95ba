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
}

/** An invoice's PDF as downloaded: the bytes and the file name to save them under. */
export interface InvoiceFile { blob: Blob; fileName: string }

export interface Customer { id: string; email: string; name: string }
export interface CheckoutSessionRequest { price_id: string; success_url: string; cancel_url: string }
export interface CheckoutSession { id: string; url: string }
