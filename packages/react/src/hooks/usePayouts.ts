import { useMemo } from 'react';
import {
  formatCurrency, formatDate, ledgerMessages, messages, payoutRequestState, payoutStatusView, serverMessageOr,
  type Payout, type PayoutRequestState, type StatusView,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { isUserKey, keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useAffiliateScope } from '../internal/useAffiliateScope';
import type { LedgerState } from '../internal/ledgerState';
import { useMutation, type MutationResult } from './useMutation';

export interface PayoutRow {
  payout: Payout;
  amount: string;
  status: StatusView;
  /** 'MMM dd, yyyy' of the request, and of the decision ('' while requested). */
  requested: string;
  decided: string;
  /** The transfer's reference when paid, the reason when rejected, else ''. */
  note: string;
}

/**
 * The Payments tab: the payout history, the balance (from the full profile, the ledger's sums) and
 * whether "Request Payout" shows and may be pressed (`request`: @pt/api's payoutRequestState: hidden
 * below $50 of total earnings as product §9 says; otherwise open, belowMinimum or ready with the amount).
 * `requestPayout.mutateAsync()` asks for the whole approved balance; every affiliate read is fetched
 * again before it reports success. `requestPayout.errorMessage` is the server's reason (e.g. below the
 * minimum), `successMessage` 'Payout requested'.
 */
export function usePayouts(): LedgerState<{ rows: PayoutRow[]; request: PayoutRequestState }> & {
  refresh(): Promise<void>;
  requestPayout: MutationResult<Payout, void> & { errorMessage: string | null; successMessage: string | null };
} {
  const client = useApiClient('usePayouts');
  const scope = useAffiliateScope();
  const on = scope.status === 'approved' ? scope.userId : null;
  const list = useApiQuery('usePayouts', on ? keys.affiliatePayouts(on) : null, (c) => c.affiliate.payouts(), ledgerMessages.loadPayoutsFailed);
  const profile = useApiQuery('usePayouts', on ? keys.affiliateProfile(on) : null, (c) => c.affiliate.getFullProfile(), messages.loadFailed);
  const requestPayout = useMutation(() => client.affiliate.requestPayout(), {
    onSuccess: (_payout, _none, { revalidate }) => (on ? revalidate((key) => isUserKey(key, on, 'affiliate')) : undefined),
  });
  const rows = useMemo(() => (list.data ?? []).map((payout): PayoutRow => ({
    payout, amount: formatCurrency(payout.amount), status: payoutStatusView(payout.status), requested: formatDate(payout.requested_at),
    decided: payout.decided_at ? formatDate(payout.decided_at) : '', note: payout.reference ?? payout.rejection_reason ?? '',
  })), [list.data]);
  // Ready when the list and the profile are; the list's failure first, then the profile's.
  let state: LedgerState<{ rows: PayoutRow[]; request: PayoutRequestState }>;
  if (scope.status !== 'approved') state = { status: scope.status };
  else if (list.status === 'error') state = { status: 'error', error: list.error, message: list.message };
  else if (profile.status === 'error') state = { status: 'error', error: profile.error, message: profile.message };
  else if (list.status !== 'success' || profile.status !== 'success') state = { status: 'loading' };
  else state = { status: 'ready', rows, request: payoutRequestState(profile.data.total_earnings, profile.data.balance, list.data) };
  const refresh = async () => { await Promise.all([list.refresh(), profile.refresh()]); };
  return {
    ...state,
    refresh,
    requestPayout: {
      ...requestPayout,
      errorMessage: requestPayout.error ? serverMessageOr(requestPayout.error, ledgerMessages.payoutFailed) : null,
      successMessage: requestPayout.status === 'success' ? ledgerMessages.payoutRequested : null,
    },
  };
}
