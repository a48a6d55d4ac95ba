import { badRequest } from './http';
import { textProblem } from './textProblem';

export type Body = Record<string, unknown>;

/** Deeper bodies are refused: no route takes more than a list inside an object. */
const MAX_BODY_DEPTH = 16;

/**
 * The parsed JSON object of a request, or a 400. Every string in it, keys included, passes
 * `textProblem` (no control characters, unpaired surrogates or out-of-range dates), so the rule
 * holds for every route that reads its body here.
 */
export async function readBody(req: { text(): Promise<string> }, optional = false): Promise<Body> {
  const text = await req.text();
  if (!text.trim()) {
    if (optional) return {};
    throw badRequest('Request body must be a JSON object');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('Request body must be a JSON object');
  }
  checkJsonText(parsed);
  return parsed as Body;
}

const shorten = (path: string): string => (path.length > 60 ? `${path.slice(0, 60)}…` : path);

/** Walks a parsed body without recursion (a deeply nested body cannot exhaust the stack). */
function checkJsonText(root: object): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path, depth } = item;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) throw badRequest(`${path ? shorten(path) : 'Request body'} ${problem}`);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) throw badRequest('Request body is nested too deeply');
      const entries = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : Object.entries(value);
      for (const [key, v] of entries) {
        if (!Array.isArray(value)) {
          const problem = textProblem(key);
          if (problem) throw badRequest(`A field name in the request body ${problem}`);
        }
        pending.push({ value: v, path: Array.isArray(value) ? `${path}${key}` : path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
}

interface StrOpts { label?: string; min?: number; max?: number; minMessage?: string; requiredMessage?: string }

/** A required string field, trimmed. */
export function reqString(body: Body, field: string, o: StrOpts = {}): string {
  const v = body[field];
  const label = o.label ?? field;
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    throw badRequest(o.requiredMessage ?? `${label} is required`);
  }
  if (typeof v !== 'string') throw badRequest(`${label} must be a string`);
  const s = v.trim();
  if (o.min !== undefined && s.length < o.min) throw badRequest(o.minMessage ?? `${label} must be at least ${o.min} characters`);
  if (o.max !== undefined && s.length > o.max) throw badRequest(`${label} must be at most ${o.max} characters`);
  return s;
}

/** An optional string field: undefined when absent, null or empty. */
export function optString(body: Body, field: string, max = 500): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  const s = v.trim();
  if (s.length > max) throw badRequest(`${field} must be at most ${max} characters`);
  return s === '' ? undefined : s;
}

/** A number field (numeric strings accepted), optionally an integer within bounds. */
export function reqNumber(body: Body, field: string, o: { min?: number; max?: number; integer?: boolean } = {}): number {
  const v = body[field];
  if (v === undefined || v === null || v === '') throw badRequest(`${field} is required`);
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  if (!Number.isFinite(n)) throw badRequest(`${field} must be a number`);
  if (o.integer && !Number.isInteger(n)) throw badRequest(`${field} must be a whole number`);
  if (o.min !== undefined && n < o.min) throw badRequest(`${field} must be at least ${o.min}`);
  if (o.max !== undefined && n > o.max) throw badRequest(`${field} must be at most ${o.max}`);
  return n;
}

export function oneOf<T extends string>(body: Body, field: string, allowed: readonly T[], requiredMessage?: string): T {
  const v = body[field];
  if (v === undefined || v === null || v === '') throw badRequest(requiredMessage ?? `${field} is required`);
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) {
    throw badRequest(`${field} must be one of: ${allowed.join(', ')}`);
  }
  return v as T;
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function reqEmail(body: Body, field = 'email'): string {
  const s = reqString(body, field, { requiredMessage: 'Email is required', max: 254 });
  if (!EMAIL_RE.test(s)) throw badRequest('Please enter a valid email address');
  return s.toLowerCase();
}

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);
