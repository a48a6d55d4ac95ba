// The dashboard's Payments tab (product §2, §9 and §12.6): the approved balance a
// payout pays, the pending balance in its holding period, Request Payout (shown from $50 of total
// earnings as the spec says; the SDK's payoutRequestState decides whether it may be pressed and why
// not) confirmed with the amount, and the payout history with statuses and references.
import { useState } from 'react';
import { ledgerMessages, MIN_PAYOUT, payoutPace, serverMessageOr, type PayoutRequestState } from '@pt/api';
import { usePayouts } from '@pt/react';
import { PayoutHistoryTable, PayoutPanel } from '@pt/ui/affiliate';
import type { ReadyDashboard } from './AffiliateDashboard';
import { ledgerFormat } from './ledgerFormat';
import { toPayoutHistoryRow } from './ledgerRows';
import { payoutPaceText } from './payoutPaceText';

/** Why a shown Request Payout cannot be pressed now, or nothing when it can (or is hidden). */
export function payoutBlockedReason(request: PayoutRequestState | null): string | undefined {
  if (request?.kind === 'open') return ledgerMessages.payoutOpen;
  if (request?.kind === 'belowMinimum') return ledgerMessages.payoutBelowMinimum(request.available, request.threshold);
  return undefined;
}

export function PaymentsTab({ dash }: { dash: ReadyDashboard }) {
  const [now] = useState(() => new Date());
  const pay = usePayouts();
  const pace = payoutPace({ totalEarnings: dash.aggregates.totalEarnings, since: dash.profile.created_at, now });
  const request = pay.status === 'ready' ? pay.request : null;
  const rows = pay.status === 'ready' ? pay.rows : [];
  const amount = request?.kind === 'ready' ? request.amount : undefined;
  // Without a ledger balance (an older server) the panel shows the total earnings, as product §2 did.
  const balance = dash.balance ? dash.balance.available : dash.aggregates.totalEarnings;

  const requestPayout = async () => {
    try {
      await pay.requestPayout.mutateAsync();
    } catch (error) {
      throw new Error(serverMessageOr(error, ledgerMessages.payoutFailed));
    }
  };

  // No payout yet: the spec's empty payment history; otherwise the requests with their outcome.
  const history = pay.status === 'error' || pay.status === 'loading' || rows.length > 0 ? (
    <PayoutHistoryTable
      payouts={rows.map(toPayoutHistoryRow)}
      format={ledgerFormat}
      loading={pay.status === 'loading'}
      error={pay.status === 'error' ? pay.message : undefined}
      onRetry={() => { void pay.refresh(); }}
    />
  ) : undefined;

  return (
    <PayoutPanel
      balance={balance}
      pendingBalance={dash.balance ? dash.balance.pending : undefined}
      pendingNote={dash.balance ? ledgerMessages.holdingPeriod : undefined}
      threshold={MIN_PAYOUT}
      canRequestPayout={request ? request.kind !== 'hidden' : dash.canRequestPayout}
      progressText={request && request.kind !== 'hidden' ? undefined : payoutPaceText(pace)}
      onRequestPayout={amount !== undefined ? requestPayout : undefined}
      requestAmount={amount}
      requestBlockedReason={payoutBlockedReason(request)}
      successText={ledgerMessages.payoutRequestedDetail(pay.requestPayout.data?.amount ?? amount ?? 0)}
      requesting={pay.requestPayout.status === 'pending'}
      history={history}
      format={ledgerFormat}
    />
  );
}
