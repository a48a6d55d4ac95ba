// Readers of query parameters for `parse(schema, c.req.query())` (product §16.3): a bad parameter is a
// 400 `{ error, field }` naming it; an absent or empty one is "not given".
import { isIsoDate } from '@pt/api';
import { field, invalid, type FieldReader } from './validate';

const absent = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The readers, one per shape of parameter; the name given is the one the message says. */
export const param = {
  /** A whole number within bounds; absent or empty: the fallback. */
  wholeNumber(name: string, o: { min: number; max: number; fallback: number }): FieldReader<number> {
    return (v) => {
      if (absent(v)) return o.fallback;
      const raw = String(v);
      const n = Number(raw);
      if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < o.min || n > o.max) return invalid(`${name} must be a whole number from ${o.min} to ${o.max}`);
      return n;
    };
  },
  /** One of `allowed` ("status must be one of: …"); null when absent or empty. */
  oneOf<T extends string>(name: string, allowed: readonly T[]): FieldReader<T | null> {
    const read = field.oneOf(name, allowed);
    return (v) => (absent(v) ? null : read(v));
  },
  /** A search text: trimmed, lower case, at most 100 characters; null when empty. */
  search(name: string): FieldReader<string | null> {
    return (v) => {
      const q = typeof v === 'string' ? v.trim().toLowerCase() : '';
      if (!q) return null;
      if (q.length > 100) return invalid(`${name} must be at most 100 characters`);
      return q;
    };
  },
  /** 'true' or 'false' ("name must be true or false"); absent or empty: false. */
  flag(name: string): FieldReader<boolean> {
    return (v) => {
      if (absent(v) || v === 'false') return false;
      if (v === 'true') return true;
      return invalid(`${name} must be true or false`);
    };
  },
  /** A row id of a bigint key (1 to 18 digits, no leading zero), as text; null when absent or empty. */
  rowId(message: string): FieldReader<string | null> {
    return (v) => {
      if (absent(v)) return null;
      return typeof v === 'string' && /^[1-9]\d{0,17}$/.test(v) ? v : invalid(message);
    };
  },
  /** A 'YYYY-MM-DD' day; null when absent or empty. */
  day(name: string): FieldReader<string | null> {
    return (v) => {
      if (absent(v)) return null;
      return typeof v === 'string' && isIsoDate(v) ? v : invalid(`${name} must be a date written YYYY-MM-DD`);
    };
  },
};
