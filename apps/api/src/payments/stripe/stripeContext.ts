import type Stripe from 'stripe';
import type { AppDeps, Clock } from '../../context';
import type { Db } from '../../db';
import { toHttpError } from '../stripeClient';

/** What the real-provider modules share: the database, the clock, the log and the provider's client. */
export interface StripeContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (line: string) => void;
  /** The shared client, for the calls that read the provider's errors themselves (a signature check, a 404 kept as "not found"). */
  readonly client: () => Promise<Stripe>;
  /** Runs a provider call, its errors mapped to HTTP answers (stripeClient.toHttpError: a decline 402, the provider unreachable 502). */
  readonly call: <T>(fn: (s: Stripe) => Promise<T>) => Promise<T>;
}

export function makeStripeContext(deps: AppDeps, client: () => Promise<Stripe>): StripeContext {
  async function call<T>(fn: (s: Stripe) => Promise<T>): Promise<T> {
    const s = await client();
    try {
      return await fn(s);
    } catch (err) {
      throw toHttpError(err);
    }
  }
  return { db: deps.db, clock: deps.clock, log: deps.log ?? console.log, client, call };
}
