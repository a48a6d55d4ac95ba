import { messages } from '@pt/api';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type Validation } from '@pt/api/rules';
import { badRequest, invalidField } from './http';
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

/**
 * What `parse` takes (product §16.3): a validator from @pt/api/rules (the web form's own rules, a
 * body in, a `Validation` out), or a schema, one reader per field of the value.
 */
export type Validator<T> = (body: Body) => Validation<T, string>;
/** Reads one field's raw value; a bad one is refused with `invalid(message)`. */
export type FieldReader<V> = (value: unknown) => V;
export type Schema<T> = { readonly [K in keyof T]: FieldReader<T[K]> };

class FieldProblem extends Error {}
/** Refuses the field a schema reader is reading, with the message a form shows beside it. */
export const invalid = (message: string): never => { throw new FieldProblem(message); };

/**
 * The one way a route validates its input (product §16.3): the checked value, or a 400 whose
 * `{ error, field }` is the first field error (a validator's `message` for the whole form has no
 * field). A schema's fields are read in its order; a reader that refuses stops there.
 */
export function parse<T>(check: Validator<T> | Schema<T>, body: Body): T {
  if (typeof check === 'function') {
    const checked = check(body);
    if (checked.ok) return checked.value;
    const [field, message] = Object.entries(checked.fieldErrors).find(([, m]) => m) ?? [];
    if (field && message) throw invalidField(field, message);
    throw badRequest(checked.message ?? 'The request is not valid');
  }
  const value: Partial<T> = {};
  for (const field of Object.keys(check) as (keyof T & string)[]) {
    try {
      value[field] = check[field](body[field]);
    } catch (error) {
      if (error instanceof FieldProblem) throw invalidField(field, error.message);
      throw error;
    }
  }
  return value as T;
}

/** Readers for a schema: the common field shapes, with the product's texts and limits. */
export const field = {
  /** A required string, trimmed; `min`/`max` in characters. */
  text(o: { label: string; requiredMessage?: string; min?: number; minMessage?: string; max?: number }): FieldReader<string> {
    return (v) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return invalid(o.requiredMessage ?? `${o.label} is required`);
      if (typeof v !== 'string') return invalid(`${o.label} must be a string`);
      const s = v.trim();
      if (o.min !== undefined && s.length < o.min) return invalid(o.minMessage ?? `${o.label} must be at least ${o.min} characters`);
      if (o.max !== undefined && s.length > o.max) return invalid(`${o.label} must be at most ${o.max} characters`);
      return s;
    };
  },
  /** An e-mail address by @pt/api/rules' pattern (product §5.2), trimmed and lower-cased. */
  email(requiredMessage: string = messages.emailRequired): FieldReader<string> {
    return (v) => {
      if (typeof v !== 'string' || !v.trim()) return invalid(typeof v === 'string' || v === undefined || v === null ? requiredMessage : 'email must be a string');
      const s = v.trim();
      if (s.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(s)) return invalid(messages.emailInvalid);
      return s.toLowerCase();
    };
  },
  /** A new password by the sign-up rules (product §5.2): MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH, not trimmed. */
  newPassword(): FieldReader<string> {
    return (v) => {
      if (v === undefined || v === null || v === '') return invalid(messages.passwordRequired);
      if (typeof v !== 'string') return invalid('password must be a string');
      if (v.length < MIN_PASSWORD_LENGTH) return invalid(messages.passwordTooShort);
      if (v.length > MAX_PASSWORD_LENGTH) return invalid(`Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);
      return v;
    };
  },
  /** Anything, read as it is (a field the route checks against the database, such as a password). */
  raw(): FieldReader<unknown> {
    return (v) => v;
  },
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);
