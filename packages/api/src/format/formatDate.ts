export const INVALID_DATE = 'Invalid date';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A Date from an ISO string, a unix-seconds number (or numeric string), or a Date; null when invalid. */
export function toDate(value: unknown): Date | null {
  const d =
    value instanceof Date ? new Date(value.getTime())
    : typeof value === 'number' ? new Date(value * 1000)
    : typeof value === 'string' && value.trim() ? new Date(/^\d+$/.test(value.trim()) ? Number(value) * 1000 : value)
    : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** 'MMM dd, yyyy' in local time (e.g. 'Jan 05, 2025'), or 'Invalid date'. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  if (!d) return INVALID_DATE;
  return `${MONTHS[d.getMonth()]} ${String(d.getDate()).padStart(2, '0')}, ${d.getFullYear()}`;
}
