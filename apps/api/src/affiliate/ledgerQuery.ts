// The query parameters of the ledger and admin list calls, checked (a bad one is a 400 naming it).
import { COMMISSION_STATUSES, isIsoDate, type CommissionStatus } from '@pt/api';
import { badRequest } from '../lib/http';

/** A whole number parameter within bounds; absent or empty: the default. */
export function wholeNumberParam(name: string, raw: string | undefined, o: { min: number; max: number; fallback: number }): number {
  if (raw === undefined || raw === '') return o.fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < o.min || n > o.max) throw badRequest(`${name} must be a whole number from ${o.min} to ${o.max}`);
  return n;
}

/** One of the ledger's statuses, or undefined when absent or empty. */
export function commissionStatusParam(raw: string | undefined): CommissionStatus | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!(COMMISSION_STATUSES as readonly string[]).includes(raw)) throw badRequest(`status must be one of: ${COMMISSION_STATUSES.join(', ')}`);
  return raw as CommissionStatus;
}

/** A search text: trimmed, lower case, at most 100 characters; undefined when empty. */
export function searchParam(raw: string | undefined): string | undefined {
  const q = raw?.trim().toLowerCase();
  if (!q) return undefined;
  if (q.length > 100) throw badRequest('q must be at most 100 characters');
  return q;
}

export interface CommissionFilters { status?: CommissionStatus; q?: string; from?: Date; to?: Date }

/** GET /api/affiliate/commissions: from/to are 'YYYY-MM-DD' UTC days, both inclusive (`to` is read as the end of that day); the page is `lib/paging`'s. */
export function readCommissionFilters(query: Record<string, string | undefined>): CommissionFilters {
  const day = (name: 'from' | 'to'): string | undefined => {
    const raw = query[name];
    if (raw === undefined || raw === '') return undefined;
    if (!isIsoDate(raw)) throw badRequest(`${name} must be a date written YYYY-MM-DD`);
    return raw;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && from > to) throw badRequest('from must not be after to');
  const filters: CommissionFilters = {};
  const status = commissionStatusParam(query.status);
  const q = searchParam(query.q);
  if (status) filters.status = status;
  if (q) filters.q = q;
  if (from) filters.from = new Date(`${from}T00:00:00.000Z`);
  if (to) filters.to = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000);
  return filters;
}
