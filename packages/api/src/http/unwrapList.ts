/** A list sent bare, as `data`, as `data.data` (spec 7 coupons) or under `key`; anything else is empty. */
export function unwrapList<T>(body: unknown, key?: string): T[] {
  let v: unknown = body;
  for (let i = 0; i < 3 && !Array.isArray(v) && typeof v === 'object' && v !== null; i++) {
    const o = v as Record<string, unknown>;
    v = key && key in o ? o[key] : o.data;
  }
  return Array.isArray(v) ? (v as T[]) : [];
}
