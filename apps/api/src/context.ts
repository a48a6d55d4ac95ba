import type { Context } from 'hono';
import type { Role } from '@pt/api';
import type { Db } from './db';

export interface Config {
  /** The web app's origin: links in e-mails, CORS. */
  appUrl: string;
  jwtSecret: string;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  /** Requests per minute per client IP on /api/auth/*. */
  authRateLimit: number;
  /** How many proxies in front of the API append to X-Forwarded-For (0: use the socket's peer address). */
  trustProxy: number;
  adminEmail: string;
  adminPassword: string;
  nodeEnv: string;
  /** Unset: the local test card provider. */
  stripeSecretKey?: string;
  /** Signing secret of the provider's webhook endpoint (whsec_...); unset: POST /api/stripe/webhook answers 404. */
  stripeWebhookSecret?: string;
  /** Tests and development only: the provider's API at another origin (a fake server); refused in production. */
  stripeApiBase?: string;
  /** Who sells: the seller block of every invoice PDF (product §11.6). */
  seller: Seller;
  /** smtp:// or smtps:// URL of the mail relay; unset: the development log (refused in production). */
  smtpUrl?: string;
  /** The From of every e-mail ('Portfolio Tracker <no-reply@example.com>'); required with SMTP_URL in production. */
  mailFrom?: string;
  /** An OpenAI-compatible model for the chart assistant; unset: the local summary (product §15.3). */
  assistantModel?: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };
  /** Market data (product §13.2): provider ids in the order they are asked; default ['sample']. */
  marketDataProviders?: string[];
  /** Keys of the keyed providers. */
  twelveDataApiKey?: string;
  coinGeckoApiKey?: string;
  /** Tests and development only: a provider's API at another origin (a fake server), by provider id; refused in production. */
  marketDataBases?: Record<string, string>;
  /** How long a stored quote answers before it is fetched again, seconds (default 60). */
  quoteTtlSeconds?: number;
}

/** The seller an invoice names: INVOICE_SELLER_NAME, INVOICE_SELLER_ADDRESS (lines separated by '|'), INVOICE_SELLER_EMAIL, INVOICE_SELLER_TAX_ID. */
export interface Seller { name: string; address: string[]; email: string; taxId: string | null }

/** The development seller (documented in apps/api/README.md): replace it before sending invoices to anyone. */
export const DEV_SELLER: Seller = {
  name: 'Portfolio Tracker Inc.', address: ['100 Market Street, Suite 300', 'San Francisco, CA 94105', 'United States'],
  email: 'billing@portfoliotracker.local', taxId: null,
};

export interface Clock { now(): Date }
export const systemClock: Clock = { now: () => new Date() };

/** One e-mail as the outbox worker hands it to the transport. */
export interface OutgoingMail {
  to: string; subject: string; text: string; links: string[];
  /** The HTML body (the product's layout); absent in mails queued before it existed. */
  html?: string;
  /** Which template made it ('verify_email', 'message', …). */
  kind?: string;
  /** The outbox row: a stable Message-ID, so a retried delivery is recognisable as the same mail. */
  id?: string;
}
/**
 * Where the outbox worker sends e-mail (product §15.1): SMTP (`smtpMailer`) when SMTP_URL is set,
 * else the development log (`logMailer`). A thrown `MailDeliveryError` with `permanent: true` is not
 * retried; any other error is.
 */
export interface Mailer { deliver(mail: OutgoingMail): void | Promise<void> }

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  /** Request and mail log lines; console.log by default. */
  log?: (line: string) => void;
}

export interface CurrentUser {
  id: string; email: string; full_name: string; role: Role; created_at: Date;
  /** The session version of the credential this request came with (a session's access token; unset for a personal API token). */
  sessionVersion?: number;
}

export type AppEnv = { Variables: { user: CurrentUser | null | undefined } };
export type Ctx = Context<AppEnv>;

export function devDefaults(overrides: Partial<Config> = {}): Config {
  return {
    appUrl: 'http://localhost:8080',
    jwtSecret: 'dev-only-insecure-jwt-secret-change-me',
    accessTokenTtl: 900,
    authRateLimit: 30,
    trustProxy: 0,
    adminEmail: 'admin@portfoliotracker.local',
    adminPassword: 'admin-password-123',
    nodeEnv: 'development',
    seller: DEV_SELLER,
    ...overrides,
  };
}
