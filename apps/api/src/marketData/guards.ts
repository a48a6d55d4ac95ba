// The registry's per-provider guards: a rate limiter and a circuit breaker (product §13.1).

/**
 * A sliding window of request times: `take` says whether one more request fits in the provider's
 * declared limit, and records it when it does. Per process: each API instance keeps its own count,
 * and the shared sync (one instance fetches an instrument at a time) keeps the sum near one.
 */
export interface RateLimiter {
  take(nowMs: number): boolean;
  used(nowMs: number): number;
  readonly limit: number;
  readonly perSeconds: number;
}

export function createRateLimiter(limit: number, perSeconds: number): RateLimiter {
  const times: number[] = [];
  const prune = (nowMs: number) => {
    while (times.length && times[0]! <= nowMs - perSeconds * 1000) times.shift();
  };
  return {
    limit,
    perSeconds,
    take(nowMs) {
      prune(nowMs);
      if (times.length >= limit) return false;
      times.push(nowMs);
      return true;
    },
    used(nowMs) {
      prune(nowMs);
      return times.length;
    },
  };
}

export type CircuitState = 'closed' | 'open' | 'half_open';

/**
 * Opens after `threshold` failures in a row: the provider is skipped for `cooldownMs` (doubling on
 * each failed trial, up to 16x), then one trial call is let through (half open); a success closes it.
 * A 429 with Retry-After opens it at once for that long.
 */
export interface CircuitBreaker {
  state(nowMs: number): CircuitState;
  /** Whether a call may go now (one trial at a time while half open). */
  allow(nowMs: number): boolean;
  success(): void;
  failure(nowMs: number, retryAfterMs?: number | null): void;
  readonly consecutiveFailures: number;
  readonly openUntil: number | null;
}

export function createCircuitBreaker(threshold = 3, cooldownMs = 60_000): CircuitBreaker {
  let failures = 0;
  let openUntil: number | null = null;
  let trips = 0;
  let trialInFlight = false;
  const state = (nowMs: number): CircuitState => (openUntil === null ? 'closed' : nowMs < openUntil ? 'open' : 'half_open');
  return {
    state,
    allow(nowMs) {
      const s = state(nowMs);
      if (s === 'closed') return true;
      if (s === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    success() {
      failures = 0;
      openUntil = null;
      trips = 0;
      trialInFlight = false;
    },
    failure(nowMs, retryAfterMs) {
      failures++;
      const wasTrial = trialInFlight;
      trialInFlight = false;
      if (retryAfterMs && retryAfterMs > 0) {
        openUntil = nowMs + retryAfterMs;
        return;
      }
      if (wasTrial || failures >= threshold) {
        openUntil = nowMs + cooldownMs * 2 ** Math.min(trips, 4);
        trips++;
      }
    },
    get consecutiveFailures() {
      return failures;
    },
    get openUntil() {
      return openUntil;
    },
  };
}
