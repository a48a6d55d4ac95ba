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

/** One field of a body through `parse`: its value, or a 400 `{ error, field }`. */
const read = <V>(body: Body, name: string, reader: FieldReader<V>): V => parse<Record<string, V>>({ [name]: reader }, body)[name] as V;

/** A required string field, trimmed (`parse` with `field.text`). */
export function reqString(body: Body, name: string, o: StrOpts = {}): string {
  return read(body, name, field.text({ ...o, label: o.label ?? name }));
}

/** An optional string field: undefined when absent, null or empty. */
export function optString(body: Body, name: string, max = 500): string | undefined {
  return read(body, name, field.optionalText(name, max));
}

/** A number field (numeric strings accepted), optionally an integer within bounds. */
export function reqNumber(body: Body, name: string, o: { min?: number; max?: number; integer?: boolean } = {}): number {
  return read(body, name, field.number(name, o));
}

export function oneOf<T extends string>(body: Body, name: string, allowed: readonly T[], requiredMessage?: string): T {
  return read(body, name, field.oneOf(name, allowed, requiredMessage));
}

/**
 * What `parse` takes (product §16.3): a validator from @pt/api/rules (the web form's own rules, a
 * body in, a `Validation` out), or a schema, one reader per field of the value.
 */
export type Validator<T, Input = Body, F extends string = string> = (input: Input) => Validation<T, F>;
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
export function parse<T, Input, F extends string>(check: Validator<T, Input, F>, body: Body | NoInfer<Input>): T;
export function parse<T>(check: Schema<T>, body: Body): T;
export function parse<T>(check: Validator<T, never> | Schema<T>, body: Body): T {
  if (typeof check === 'function') {
    const checked = (check as Validator<T>)(body);
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
  /** An optional string, trimmed: undefined when absent, null or empty. */
  optionalText(label: string, max = 500): FieldReader<string | undefined> {
    return (v) => {
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'string') return invalid(`${label} must be a string`);
      const s = v.trim();
      if (s.length > max) return invalid(`${label} must be at most ${max} characters`);
      return s === '' ? undefined : s;
    };
  },
  /** A number (numeric strings accepted), optionally a whole one within bounds. */
  number(label: string, o: { min?: number; max?: number; integer?: boolean } = {}): FieldReader<number> {
    return (v) => {
      if (v === undefined || v === null || v === '') return invalid(`${label} is required`);
      const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) return invalid(`${label} must be a number`);
      if (o.integer && !Number.isInteger(n)) return invalid(`${label} must be a whole number`);
      if (o.min !== undefined && n < o.min) return invalid(`${label} must be at least ${o.min}`);
      if (o.max !== undefined && n > o.max) return invalid(`${label} must be at most ${o.max}`);
      return n;
    };
  },
  /** One of a list of strings. */
  oneOf<T extends string>(label: string, allowed: readonly T[], requiredMessage?: string): FieldReader<T> {
    return (v) => {
      if (v === undefined || v === null || v === '') return invalid(requiredMessage ?? `${label} is required`);
      if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) return invalid(`${label} must be one of: ${allowed.join(', ')}`);
      return v as T;
    };
  },
  /** Anything, read as it is (a field the route checks against the database, such as a password). */
  raw(): FieldReader<unknown> {
    return (v) => v;
  },
};

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_RE.test(s);
