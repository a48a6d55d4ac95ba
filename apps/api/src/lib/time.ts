/** An ISO string from a timestamp column (Date from the drivers, or a string). */
export function iso(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'string') return new Date(v).toISOString();
  throw new Error('Not a timestamp');
}
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const unix = (v: unknown): number => Math.floor(new Date(iso(v)).getTime() / 1000);
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

export function addMonths(d: Date, months: number): Date {
  const out = new Date(d.getTime());
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}
export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * 86_400_000);
