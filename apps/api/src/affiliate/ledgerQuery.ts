// The query parameters of GET /api/affiliate/commissions, read with `parse` (product §16.3).
import { COMMISSION_STATUSES, type CommissionStatus } from '@pt/api';
import { badRequest } from '../lib/http';
import { param } from '../lib/queryParams';
import { parse } from '../lib/validate';

export interface CommissionFilters { status?: CommissionStatus; q?: string; from?: Date; to?: Date }

/** GET /api/affiliate/commissions: from/to are 'YYYY-MM-DD' UTC days, both inclusive (`to` is read as the end of that day); the page is `lib/paging`'s. */
export function readCommissionFilters(query: Record<string, string | undefined>): CommissionFilters {
  const { status, q, from, to } = parse({
    from: param.day('from'), to: param.day('to'), status: param.oneOf('status', COMMISSION_STATUSES), q: param.search('q'),
  }, query);
  if (from && to && from > to) throw badRequest('from must not be after to');
  const filters: CommissionFilters = {};
  if (status) filters.status = status;
  if (q) filters.q = q;
  if (from) filters.from = new Date(`${from}T00:00:00.000Z`);
  if (to) filters.to = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000);
  return filters;
}
