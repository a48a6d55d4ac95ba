import { isSuspectJump, type PriceFlag } from '@pt/api';
import { createCircuitBreaker, createRateLimiter, type CircuitBreaker, type CircuitState, type RateLimiter } from './guards';
import {
  PROVIDER_ERROR_WORDS, ProviderError,
  type FxRate, type MarketDataProvider, type ProviderClose, type ProviderDividend, type ProviderInstrument, type ProviderInstrumentRef, type ProviderQuote,
  type ProviderSplit,
} from './provider';

/** One provider's state as the data-health page shows it (product §13.6). */
export interface ProviderHealth {
  id: string;
  name: string;
  embedded: boolean;
  circuit: CircuitState;
  consecutiveFailures: number;
  openUntil: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  rateLimit: { used: number; limit: number; perSeconds: number };
}

/** Why no provider answered: each one tried (or skipped) and what happened. */
export class NoProviderAnswered extends Error {
  constructor(readonly attempts: readonly { provider: string; kind: ProviderError['kind'] }[]) {
    super(attempts.length ? attempts.map((a) => `${a.provider}: ${PROVIDER_ERROR_WORDS[a.kind]}`).join('; ') : 'no provider lists this instrument');
    this.name = 'NoProviderAnswered';
  }
  /** The few words for the first provider's failure, for a stale badge. */
  get words(): string {
    const first = this.attempts[0];
    return first ? PROVIDER_ERROR_WORDS[first.kind] : 'no provider lists it';
  }
}

export interface RegistryQuote { quote: ProviderQuote; provider: MarketDataProvider; flags: PriceFlag[] }

/** An instrument as the registry is asked about it: `provider`, the one it was added from (asked first); `only`, a filter on the providers to ask. */
export type RegistryRef = ProviderInstrumentRef & { provider?: string | null; only?: (p: MarketDataProvider) => boolean };

export interface MarketDataRegistry {
  readonly providers: readonly MarketDataProvider[];
  byId(id: string): MarketDataProvider | undefined;
  /** The providers that can list the instrument, in order: the one it was added from first, then the configured order; circuit or rate state is not considered here. */
  order(ref: RegistryRef): MarketDataProvider[];
  /** `lastPrice`: the last stored price, for the jump check. Null when every provider that lists it says it does not know the symbol. */
  quote(ref: RegistryRef, lastPrice?: number | null): Promise<RegistryQuote | null>;
  history(ref: RegistryRef, from: string, to: string): Promise<{ closes: ProviderClose[]; provider: MarketDataProvider } | null>;
  dividends(ref: RegistryRef, from: string, to: string): Promise<{ dividends: ProviderDividend[]; provider: MarketDataProvider } | null>;
  splits(ref: RegistryRef, from: string, to: string): Promise<{ splits: ProviderSplit[]; provider: MarketDataProvider } | null>;
  /** Search every provider that searches (skipping open circuits), best first, one hit per symbol. */
  search(query: string, limit: number): Promise<{ results: (ProviderInstrument & { provider: MarketDataProvider })[]; failed: string[] }>;
  fxRates(base: string, quotes: readonly string[], from: string, to: string): Promise<{ rates: FxRate[]; provider: MarketDataProvider }>;
  health(): ProviderHealth[];
}

interface Guard { limiter: RateLimiter; circuit: CircuitBreaker; failures: number; lastSuccessAt: number | null; lastFailureAt: number | null; lastError: string | null }

export interface RegistryOptions {
  now?: () => number;
  /** Failures in a row that open a circuit, and how long it stays open first. */
  circuitThreshold?: number;
  circuitCooldownMs?: number;
  /** Told of every outcome (the store keeps the last one per provider for every instance to read). */
  onOutcome?: (provider: string, outcome: { ok: true } | { ok: false; error: ProviderError }) => void;
}

const validClose = (c: ProviderClose): boolean => /^\d{4}-\d{2}-\d{2}$/.test(c.date) && Number.isFinite(c.close) && c.close > 0;

/**
 * The providers in configured order, each behind its rate limiter and circuit breaker (product
 * §13.1). A call goes to the first provider that lists the instrument and is allowed now; a failure
 * (or a refused price) falls back to the next; an embedded provider has no circuit. Prices are validated: zero, negative or non-finite
 * prices are refused, a jump beyond `JUMP_LIMITS` from the last stored price is kept with the flag
 * `suspect_jump`, a time in the future is read as now; history drops invalid closes and duplicate days.
 */
export function createRegistry(providers: readonly MarketDataProvider[], opts: RegistryOptions = {}): MarketDataRegistry {
  const now = opts.now ?? Date.now;
  const guards = new Map<string, Guard>(providers.map((p) => [p.id, {
    limiter: createRateLimiter(p.capabilities.rateLimit.requests, p.capabilities.rateLimit.perSeconds),
    circuit: createCircuitBreaker(opts.circuitThreshold ?? 3, opts.circuitCooldownMs ?? 60_000),
    failures: 0, lastSuccessAt: null, lastFailureAt: null, lastError: null,
  }]));

  const lists = (p: MarketDataProvider, ref: ProviderInstrumentRef): boolean => {
    const caps = p.capabilities;
    if (!caps.kinds.includes(ref.kind)) return false;
    // An instrument without a known exchange is read as a US listing.
    if (caps.exchanges !== 'any' && !caps.exchanges.includes(ref.exchange ?? 'XNYS')) return false;
    return (ref.providerSymbols?.[p.id] ?? p.toProviderSymbol(ref)) !== null;
  };

  function order(ref: RegistryRef): MarketDataProvider[] {
    const able = providers.filter((p) => (!ref.only || ref.only(p)) && lists(p, ref));
    const preferred = able.find((p) => p.id === ref.provider);
    return preferred ? [preferred, ...able.filter((p) => p !== preferred)] : able;
  }

  /** Runs `call` against one provider under its guards; throws ProviderError (`circuit_open`/`rate_limited` without calling when refused). */
  async function guarded<T>(p: MarketDataProvider, call: () => Promise<T>): Promise<T> {
    const g = guards.get(p.id)!;
    const t = now();
    // An embedded provider costs nothing to ask and has no one to protect: it is never paused.
    if (!p.capabilities.embedded && !g.circuit.allow(t)) throw new ProviderError(p.id, 'circuit_open', `${p.name}: circuit open`);
    if (!g.limiter.take(t)) {
      // Refused here, not by the provider: the circuit's trial (if this was one) is handed back.
      if (g.circuit.state(t) === 'half_open') g.circuit.failure(t, 1_000);
      throw new ProviderError(p.id, 'rate_limited', `${p.name}: over its rate limit here`);
    }
    try {
      const out = await call();
      g.circuit.success();
      g.failures = 0;
      g.lastSuccessAt = now();
      opts.onOutcome?.(p.id, { ok: true });
      return out;
    } catch (err) {
      const e = err instanceof ProviderError ? err : new ProviderError(p.id, 'unavailable', err instanceof Error ? err.message : String(err));
      // An implausible value is the data's fault, not the provider's health: it falls back without counting.
      if (e.kind !== 'invalid') {
        if (!p.capabilities.embedded) g.circuit.failure(now(), e.retryAfterSeconds ? e.retryAfterSeconds * 1000 : null);
        g.failures++;
        g.lastFailureAt = now();
        g.lastError = PROVIDER_ERROR_WORDS[e.kind];
        opts.onOutcome?.(p.id, { ok: false, error: e });
      }
      throw e;
    }
  }

  /** Tries each provider in order; `pick` reads one answer (null: the provider does not know it, try the next). */
  async function firstAnswer<T>(
    ref: RegistryRef,
    call: (p: MarketDataProvider, symbol: string) => (() => Promise<T | null>) | undefined,
  ): Promise<{ value: T; provider: MarketDataProvider } | null> {
    const attempts: { provider: string; kind: ProviderError['kind'] }[] = [];
    for (const p of order(ref)) {
      const symbol = ref.providerSymbols?.[p.id] ?? p.toProviderSymbol(ref);
      if (symbol === null) continue;
      const thunk = call(p, symbol);
      if (!thunk) continue;
      try {
        const value = await guarded(p, thunk);
        if (value !== null) return { value, provider: p };
      } catch (err) {
        if (err instanceof ProviderError) attempts.push({ provider: p.id, kind: err.kind });
        else throw err;
      }
    }
    if (attempts.length) throw new NoProviderAnswered(attempts);
    return null;
  }

  return {
    providers,
    byId: (id) => providers.find((p) => p.id === id),
    order,
    async quote(ref, lastPrice) {
      const found = await firstAnswer<RegistryQuote>(ref, (p, symbol) => p.quote && (async () => {
        const q = await p.quote!(symbol);
        if (!q) return null;
        if (!Number.isFinite(q.price) || q.price <= 0) throw new ProviderError(p.id, 'invalid', `${p.name}: price ${q.price} refused`);
        const asOfMs = Date.parse(q.asOf);
        const quote: ProviderQuote = {
          ...q,
          previousClose: q.previousClose !== null && Number.isFinite(q.previousClose) && q.previousClose > 0 ? q.previousClose : null,
          asOf: !Number.isFinite(asOfMs) || asOfMs > now() ? new Date(now()).toISOString() : new Date(asOfMs).toISOString(),
        };
        const flags: PriceFlag[] = isSuspectJump(ref.kind, lastPrice ?? quote.previousClose, quote.price) ? ['suspect_jump'] : [];
        return { quote, provider: p, flags };
      }));
      return found?.value ?? null;
    },
    async history(ref, from, to) {
      const found = await firstAnswer<ProviderClose[]>(ref, (p, symbol) => p.history && (() => p.history!(symbol, from, to)));
      if (!found) return null;
      const byDate = new Map<string, ProviderClose>();
      for (const c of found.value) if (validClose(c) && c.date >= from && c.date <= to) byDate.set(c.date, c);
      return { closes: [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : 1)), provider: found.provider };
    },
    async dividends(ref, from, to) {
      const found = await firstAnswer<ProviderDividend[]>(ref, (p, symbol) => p.dividends && (() => p.dividends!(symbol, from, to)));
      return found ? { dividends: found.value.filter((d) => Number.isFinite(d.amount) && d.amount > 0), provider: found.provider } : null;
    },
    async splits(ref, from, to) {
      const found = await firstAnswer<ProviderSplit[]>(ref, (p, symbol) => p.splits && (() => p.splits!(symbol, from, to)));
      return found ? { splits: found.value.filter((s) => Number.isFinite(s.ratio) && s.ratio > 0), provider: found.provider } : null;
    },
    async search(query, limit) {
      const failed: string[] = [];
      const lists = await Promise.all(providers.filter((p) => p.search).map(async (p) => {
        try {
          return (await guarded(p, () => p.search!(query, limit))).map((r) => ({ ...r, provider: p }));
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          failed.push(p.name);
          return [];
        }
      }));
      const seen = new Set<string>();
      const results: (ProviderInstrument & { provider: MarketDataProvider })[] = [];
      // Round robin over the providers' lists, each already best first, so one provider cannot crowd out the others.
      for (let i = 0; results.length < limit && lists.some((l) => i < l.length); i++) {
        for (const l of lists) {
          const r = l[i];
          if (r && !seen.has(r.symbol) && results.length < limit) {
            seen.add(r.symbol);
            results.push(r);
          }
        }
      }
      return { results, failed };
    },
    async fxRates(base, quotes, from, to) {
      const attempts: { provider: string; kind: ProviderError['kind'] }[] = [];
      for (const p of providers.filter((x) => x.fxRates)) {
        try {
          const rates = await guarded(p, () => p.fxRates!(base, quotes, from, to));
          return { rates: rates.filter((r) => Number.isFinite(r.rate) && r.rate > 0), provider: p };
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          attempts.push({ provider: p.id, kind: err.kind });
        }
      }
      throw new NoProviderAnswered(attempts);
    },
    health() {
      const t = now();
      return providers.map((p) => {
        const g = guards.get(p.id)!;
        return {
          id: p.id,
          name: p.name,
          embedded: p.capabilities.embedded,
          circuit: g.circuit.state(t),
          consecutiveFailures: g.failures,
          openUntil: g.circuit.openUntil === null ? null : new Date(g.circuit.openUntil).toISOString(),
          lastSuccessAt: g.lastSuccessAt === null ? null : new Date(g.lastSuccessAt).toISOString(),
          lastFailureAt: g.lastFailureAt === null ? null : new Date(g.lastFailureAt).toISOString(),
          lastError: g.lastError,
          rateLimit: { used: g.limiter.used(t), limit: g.limiter.limit, perSeconds: g.limiter.perSeconds },
        };
      });
    },
  };
}
