import { useMemo } from 'react';
import { formatCurrency, formatDate, ledgerMessages, referredCustomerStatusView, type ReferredCustomer, type StatusView } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useAffiliateScope } from '../internal/useAffiliateScope';
import { ledgerState, type LedgerState } from '../internal/ledgerState';

export interface ReferredCustomerRow {
  customer: ReferredCustomer;
  /** The masked e-mail (j***@g***.com). */
  email: string;
  /** The plan's id as sent ('pro'), or '' without a live subscription. */
  plan: string;
  /** 'MMM dd, yyyy' of the first payment. */
  firstPaid: string;
  status: StatusView;
  totalPaid: string;
  commission: string;
}

/**
 * Referred customers who paid (e-mails masked by the server), searched by the server with `q` (the
 * masked e-mail, plan, status, link or coupon); each search its own cache entry, so a page debounces
 * typing as it likes. 'Failed to load referred customers.' on error.
 */
export function useReferredCustomers(q = ''): LedgerState<{ rows: ReferredCustomerRow[] }> & { refresh(): Promise<void> } {
  const scope = useAffiliateScope();
  const query = q.trim();
  const read = useApiQuery(
    'useReferredCustomers',
    scope.status === 'approved' ? keys.affiliateReferredCustomers(scope.userId, query) : null,
    (c) => c.affiliate.referredCustomers(query),
    ledgerMessages.loadCustomersFailed,
  );
  const rows = useMemo(() => (read.data ?? []).map((customer): ReferredCustomerRow => ({
    customer, email: customer.email, plan: customer.plan ?? '', firstPaid: formatDate(customer.first_paid_at),
    status: referredCustomerStatusView(customer.status), totalPaid: formatCurrency(customer.total_paid), commission: formatCurrency(customer.commission),
  })), [read.data]);
  const state = ledgerState(scope, read, () => ({ rows }));
  return { ...state, refresh: read.refresh };
}
