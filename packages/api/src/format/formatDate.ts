export const INVALID_DATE = 'Invalid date';

/** A Date from an ISO string, unix seconds (number or digits), or a Date; null when invalid. */
export function toDate(value: unknown): Date | null {
  const v = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  const d = typeof v === 'number' ? new Date(v * 1000) : v instanceof Date || (typeof v === 'string' && v.trim()) ? new Date(v as string) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** 'MMM dd, yyyy' in local time (e.g. 'Jan 05, 2025'), or 'Invalid date'. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? `${'JanFebMarAprMayJunJulAugSepOctNovDec'.substr(d.getMonth() * 3, 3)} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()}` : INVALID_DATE;
}
