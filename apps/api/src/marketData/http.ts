import { ProviderError } from './provider';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** How an adapter reaches its provider: the base URL (a fake server's in tests), fetch and a timeout. */
export interface AdapterHttp {
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 8_000;

/**
 * One GET to a provider with a timeout, read as JSON. Failures become `ProviderError`s of the kinds
 * the registry counts: 429 `rate_limited` (with Retry-After), 401/403 `unauthorized`, 5xx and refused
 * connections `unavailable`, an answer later than the timeout `timeout`, a body that is not JSON
 * `malformed`. `notFound`: statuses that mean an unknown symbol (resolve null). The URL (which may
 * carry a key) is never put in a message.
 */
export async function getJson(
  provider: string,
  http: AdapterHttp,
  path: string,
  opts: { headers?: Record<string, string>; notFound?: readonly number[]; onStatus?: (res: Response) => void } = {},
): Promise<unknown> {
  const controller = new AbortController();
  const timeout = http.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeout);
  let res: Response;
  let text: string;
  try {
    res = await (http.fetch ?? fetch)(`${http.baseUrl.replace(/\/$/, '')}${path}`, { headers: { accept: 'application/json', ...opts.headers }, signal: controller.signal });
    opts.onStatus?.(res);
    if ((opts.notFound ?? [404]).includes(res.status)) {
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    if (res.status === 429) {
      const retry = Number(res.headers.get('retry-after'));
      await res.body?.cancel().catch(() => undefined);
      throw new ProviderError(provider, 'rate_limited', `${provider}: 429 Too Many Requests`, Number.isFinite(retry) && retry > 0 ? retry : null);
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel().catch(() => undefined);
      throw new ProviderError(provider, 'unauthorized', `${provider}: ${res.status}`);
    }
    if (res.status >= 400) {
      await res.body?.cancel().catch(() => undefined);
      throw new ProviderError(provider, 'unavailable', `${provider}: HTTP ${res.status}`);
    }
    text = await res.text();
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    if (controller.signal.aborted) throw new ProviderError(provider, 'timeout', `${provider}: no answer within ${timeout} ms`);
    throw new ProviderError(provider, 'unavailable', `${provider}: ${err instanceof Error ? err.message.slice(0, 120) : 'network error'}`);
  } finally {
    clearTimeout(timer);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(provider, 'malformed', `${provider}: the answer is not JSON`);
  }
}

/** A finite number, else a `malformed` failure naming the field. */
export function num(provider: string, value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new ProviderError(provider, 'malformed', `${provider}: ${field} is not a number`);
  return n;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** 'YYYY-MM-DD' of a Unix time in seconds (UTC). */
export const dateOfUnix = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 10);
export const unixOfDate = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000);
