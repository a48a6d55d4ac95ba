import type Stripe from 'stripe';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';

/** How the official `stripe` package is reached: the secret key, and (tests/dev only) another API origin. */
export interface StripeClientOptions {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 — a fake or mock server; unset = api.stripe.com. */
  apiBase?: string | undefined;
}

/** The package's host/port/protocol options for an API origin; none for the real API. */
export function stripeHostConfig(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const u = new URL(apiBase);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: u.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Imports the package (an optional dependency, loaded only in real-provider mode) and builds a client. */
export async function loadStripe(o: StripeClientOptions): Promise<Stripe> {
  const mod = await import('stripe');
  const StripeCtor = mod.default;
  return new StripeCtor(o.secretKey, { ...stripeHostConfig(o.apiBase), appInfo: { name: 'portfolio-tracker-api' } });
}

/** A client created on first use and shared afterwards. */
export function lazyStripe(o: StripeClientOptions): () => Promise<Stripe> {
  let client: Promise<Stripe> | null = null;
  return () => (client ??= loadStripe(o));
}

interface StripeErrorShape { type?: unknown; statusCode?: unknown; code?: unknown; message: string }

const asStripeError = (err: unknown): StripeErrorShape | null =>
  err instanceof Error && typeof (err as StripeErrorShape).type === 'string' && String((err as StripeErrorShape).type).startsWith('Stripe') ? (err as StripeErrorShape) : null;

/** True when the provider answered 404 (no such object). */
export const isStripeNotFound = (err: unknown): boolean => asStripeError(err)?.statusCode === 404;

/**
 * Maps the package's errors to HTTP answers: a card error is 402 with the provider's message, an invalid
 * request 400 (404 when the object does not exist), an idempotency mismatch 409, the provider being
 * unreachable or failing 502. Authentication and permission errors (a misconfigured key) stay 500s.
 */
export function toHttpError(err: unknown): unknown {
  const e = asStripeError(err);
  if (!e) return err;
  switch (e.type) {
    case 'StripeCardError':
      return new HttpError(402, e.message || 'Your card was declined.');
    case 'StripeInvalidRequestError':
      return e.statusCode === 404 ? notFound(e.message) : badRequest(e.message);
    case 'StripeIdempotencyError':
      return conflict('Idempotency-Key was already used with different parameters');
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new HttpError(502, 'The card provider is unavailable. Please try again.');
    default:
      return err;
  }
}

/** The id of an expandable field (an id string or the expanded object). */
export const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);
