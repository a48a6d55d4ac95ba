// The member's own account (reference-server addition, product §14): settings, e-mail and password
// changes, the export of everything stored about the member, and deletion.

/** Which e-mails the member wants; account and security e-mails (a password change, a new address) are always sent. */
export interface NotificationChoices {
  /** An e-mail when one of the member's price alerts fires (the bell gets it either way). */
  price_alerts: boolean;
  /** News about the product: new features, tips. */
  product_news: boolean;
  /** Affiliates: an e-mail when a payout request is paid or rejected. */
  payouts: boolean;
}

export interface AccountSettings {
  email: string;
  full_name: string;
  created_at: string;
  /** A new address waiting for its e-mailed link before it takes effect, or null. */
  pending_email: string | null;
  /** ISO 4217 code new portfolios start in. */
  base_currency: string;
  notifications: NotificationChoices;
}

/** Fields left out keep their value. */
export interface AccountSettingsInput {
  base_currency?: string;
  notifications?: Partial<NotificationChoices>;
}

export interface ChangeEmailRequest { new_email: string; password: string }
export interface ChangeEmailResponse { message: string; pending_email: string }
export interface ConfirmEmailChangeRequest { token: string }
export interface ConfirmEmailChangeResponse { message: string; email: string }
export interface ChangePasswordRequest { current_password: string; new_password: string }
/** The new session of this browser: every other session and API token ended with the change. */
export interface ChangePasswordResponse { message: string; token: string; refresh_token: string }
export interface DeleteAccountRequest { password: string }
/** `kept`: what stays, anonymised, for accounting (for example invoices, paid commissions). */
export interface DeleteAccountResponse { message: string; kept: string[] }

/** One record of an export: plain JSON values only. */
export type ExportRecord = Record<string, string | number | boolean | null>;

/** Everything stored about the member (GET /api/account/export), by area; money in the units the API uses elsewhere. */
export interface AccountExport {
  format: 'portfolio-tracker-export';
  version: 1;
  exported_at: string;
  account: ExportRecord;
  settings: ExportRecord;
  portfolios: ExportRecord[];
  transactions: ExportRecord[];
  price_alerts: ExportRecord[];
  notifications: ExportRecord[];
  friends: ExportRecord[];
  shared_portfolios: ExportRecord[];
  api_tokens: ExportRecord[];
  assistant_prompts: ExportRecord[];
  subscriptions: ExportRecord[];
  invoices: ExportRecord[];
  payment_methods: ExportRecord[];
  referral: ExportRecord | null;
  affiliate: {
    application: ExportRecord | null;
    profile: ExportRecord | null;
    links: ExportRecord[];
    coupons: ExportRecord[];
    commissions: ExportRecord[];
    payouts: ExportRecord[];
  };
}

/** The export's areas, in the order the file lists them. */
export const ACCOUNT_EXPORT_SECTIONS = [
  'account', 'settings', 'portfolios', 'transactions', 'price_alerts', 'notifications', 'friends', 'shared_portfolios',
  'api_tokens', 'assistant_prompts', 'subscriptions', 'invoices', 'payment_methods', 'referral', 'affiliate',
] as const;
