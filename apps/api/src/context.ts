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

export interface OutgoingMail { to: string; subject: string; text: string; links: string[] }
/** Where e-mail goes after it is stored in the outbox (the log by default). */
export interface Mailer { deliver(mail: OutgoingMail): void | Promise<void> }

export interface AppDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  config: Config;
  /** Request and mail log lines; console.log by default. */
  log?: (line: string) => void;
}

export interface CurrentUser { id: string; email: string; full_name: string; role: Role; created_at: Date }

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
