import {
  computeHoldings, executionOrder, toIsoDate,
  type ExecutionOrder, type Holding, type Transaction,
} from '@pt/api';
import type { Queryable } from '../db';
import { notFound } from '../lib/http';
import { isUuid } from '../lib/validate';
import { findPortfolioVersion, listPortfolioStateRows } from '../db/queries/portfolios';
import { toTransaction } from './portfolioRows';

/**
 * What the server computed from one version of a portfolio's transactions. Everything here is a
 * function of the transactions alone; what also depends on the quotes or the market's latest day
 * is kept beside it under a key that includes them (`derived`).
 */
export interface PortfolioState {
  portfolioId: string;
  /** `portfolios.data_version` the transactions were read at (text: a bigint). */
  version: string;
  /** The portfolio's currency at that version (a change of it moves the version): its figures are in it (product §13.7). */
  currency: string;
  /** The transactions in execution order, read once (`executionOrder`), for every range and the holdings. */
  history: ExecutionOrder<Transaction>;
  /** Every symbol ever traded, without quotes (`computeHoldings`): the positions the quotes value. */
  positions: Holding[];
  /** Every symbol with a transaction, A-Z. */
  symbols: string[];
  count: number;
  firstDate: string | null;
  /** Answers computed from this version, by a key naming what else they depend on (the quotes, the latest day, the range). */
  derived: Map<string, { value: unknown; bytes: number }>;
}

export interface PortfolioCacheOptions {
  /** Roughly how much memory the cache may hold, in bytes (default 64 MB): the least recently used portfolios go first. */
  maxBytes?: number;
  /** Answers kept per portfolio version (default 16: ranges x benchmarks). */
  maxDerived?: number;
}

/** About what one cached transaction costs: the wire object, its place in the order and its share of the positions. */
const BYTES_PER_TRANSACTION = 420;

export interface PortfolioCache {
  /**
   * The member's portfolio at its current version (404 when it is not theirs). Reads the version
   * (one indexed row); only when it moved since this instance last read the portfolio are the
   * transactions read again, with the version in the same statement, so what is cached under a
   * version is never older than it.
   */
  state(q: Queryable, userId: string, portfolioId: string): Promise<PortfolioState>;
  /**
   * `state` when the caller has already read the portfolio's version (`version`; null: not the member's, a 404) in a
   * statement of its own, with the session and plan (product §10.27): the transactions are read only when it moved.
   */
  stateAt(q: Queryable, userId: string, portfolioId: string, version: string | null): Promise<PortfolioState>;
  /** The answer cached under `key` for this state, or computes and keeps it (`bytes`: its size, for the memory bound). */
  derive<T>(state: PortfolioState, key: string, compute: () => Promise<T> | T, bytesOf?: (value: T) => number): Promise<T>;
  /** How many portfolios and bytes are held, and how often a read found its version (tests and the benchmark). */
  stats(): { portfolios: number; bytes: number; hits: number; misses: number };
}

/**
 * One instance's memo of computed portfolio state, keyed by the data version that every write
 * moves in its own transaction (migration 008's triggers). Correct with several instances on one
 * database: an instance reads the version on every request, so a write committed by any instance
 * is seen by the next read of every instance; nothing is pushed between instances.
 */
export function createPortfolioCache(options: PortfolioCacheOptions = {}): PortfolioCache {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxDerived = options.maxDerived ?? 16;
  // Insertion order is recency: a hit moves the entry to the end, eviction takes from the start.
  const entries = new Map<string, PortfolioState>();
  let hits = 0;
  let misses = 0;
  const sizeOf = (s: PortfolioState): number => s.count * BYTES_PER_TRANSACTION + [...s.derived.values()].reduce((n, d) => n + d.bytes, 0);
  let bytes = 0;
  const evict = () => {
    for (const [id, s] of entries) {
      if (bytes <= maxBytes || entries.size <= 1) break;
      entries.delete(id);
      bytes -= sizeOf(s);
    }
  };
  const put = (s: PortfolioState) => {
    const old = entries.get(s.portfolioId);
    if (old) bytes -= sizeOf(old);
    entries.delete(s.portfolioId);
    entries.set(s.portfolioId, s);
    bytes += sizeOf(s);
    evict();
  };

  async function stateAt(q: Queryable, userId: string, portfolioId: string, version: string | null): Promise<PortfolioState> {
    if (version === null) throw notFound('Portfolio not found');
    const cached = entries.get(portfolioId);
    if (cached && cached.version === version) {
      hits++;
      entries.delete(portfolioId);
      entries.set(portfolioId, cached);
      return cached;
    }
    misses++;
    // One statement, one snapshot: the version and the transactions it counts.
    const rows = await listPortfolioStateRows(q, userId, portfolioId);
    if (!rows.length) throw notFound('Portfolio not found');
    const transactions = rows.filter((r) => r.tid !== null).map((r) => toTransaction({ ...r, id: r.tid as string }));
    const history = executionOrder(transactions);
    const symbols = [...new Set(transactions.map((t) => t.symbol.trim().toUpperCase()))].sort();
    const first = history.timed[0];
    const state: PortfolioState = {
      portfolioId,
      version: rows[0]!.v,
      currency: rows[0]!.pcurrency,
      history,
      positions: computeHoldings(history),
      symbols,
      count: transactions.length,
      firstDate: first ? toIsoDate(first.tx.executed_at) : null,
      derived: new Map(),
    };
    put(state);
    return state;
  }

  return {
    async state(q, userId, portfolioId) {
      if (!isUuid(portfolioId)) throw notFound('Portfolio not found');
      return stateAt(q, userId, portfolioId, await findPortfolioVersion(q, userId, portfolioId));
    },

    stateAt,

    async derive<T>(state: PortfolioState, key: string, compute: () => Promise<T> | T, bytesOf: (value: T) => number = () => 1024): Promise<T> {
      const found = state.derived.get(key);
      if (found) return found.value as T;
      const value = await compute();
      const size = bytesOf(value);
      // Only a state still cached keeps its answers (an evicted or replaced one is garbage already).
      if (entries.get(state.portfolioId) === state) {
        if (state.derived.size >= maxDerived) {
          const [oldest, dropped] = state.derived.entries().next().value as [string, { bytes: number }];
          state.derived.delete(oldest);
          bytes -= dropped.bytes;
        }
        state.derived.set(key, { value, bytes: size });
        bytes += size;
        evict();
      }
      return value;
    },

    stats: () => ({ portfolios: entries.size, bytes, hits, misses }),
  };
}
