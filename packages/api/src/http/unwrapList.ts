/** A list sent bare, as `data` or as `data.data` (product §7 coupons); anything else is empty. */
export function unwrapList<T>(body: unknown): T[] {
  let v = body;
  for (let i = 0; i < 2 && v && !Array.isArray(v) && typeof v === 'object'; i++) v = (v as { data?: unknown }).data;
  return Array.isArray(v) ? (v as T[]) : [];
}
