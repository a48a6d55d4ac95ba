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
    ...overrides,
  };
}
