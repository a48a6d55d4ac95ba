/** One object sent bare or under the first present of `keys` (e.g. { subscription }); null otherwise. */
export function unwrapOne<T>(body: unknown, ...keys: string[]): T | null {
  let v = body;
  for (const k of keys) if (v && typeof v === 'object' && k in v) v = (v as Record<string, unknown>)[k];
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : null;
}
