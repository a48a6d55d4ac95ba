// /affiliates for approved affiliates (product §2): header, five stat cards (sums over the commission
// ledger, so they agree with the Earnings tab's history) and the spec's tabs, with Earnings (the chart,
// the commission history and the referred customers) beside Payments.
import { Suspense, useState } from 'react';
import { messages } from '@pt/api';
import { useAffiliateDashboard, useSignOut } from '@pt/react';
import { Inline, PageFrame, Spinner, Tabs, VisuallyHidden } from '@pt/ui';
import { AffiliateDashboardHeader, StatGrid } from '@pt/ui/affiliate';
import type { User } from '@pt/api';
import { lazyPage } from '../../app/lazyPage';
import { PageFailure } from '../../app/PageFailure';
import { useToaster } from '../../app/toasts/AppToasts';
import { ledgerFormat } from './ledgerFormat';
import { CouponsTab, LinksTab, OverviewTab } from './DashboardTabs';
import { PaymentsTab } from './PaymentsTab';
import { MilestonesTab, SimulatorTab } from './ProgressTabs';

// The chart and the history load with their tab: the dashboard's own chunk stays small.
const EarningsTab = lazyPage(() => import('./EarningsTab').then((m) => m.EarningsTab));

export type ReadyDashboard = Extract<ReturnType<typeof useAffiliateDashboard>, { status: 'ready' }>;

export function AffiliateDashboard({ user }: { user: User }) {
  const dash = useAffiliateDashboard();
  const signOut = useSignOut();
  const toaster = useToaster();
  const [refreshing, setRefreshing] = useState(false);
  const [tab, setTab] = useState('dashboard');

  const refresh = async () => {
    setRefreshing(true);
    try { await dash.refresh(); } finally { setRefreshing(false); }
  };
  const onSignOut = () => signOut.mutateAsync().then(
    () => toaster?.toast({ title: messages.signedOut }),
    () => toaster?.toast({ title: messages.signOutFailed, tone: 'destructive' }),
  );

  const profileName = dash.status === 'ready' ? dash.profile.full_name : null;
  return (
    <PageFrame>
        <AffiliateDashboardHeader
          fullName={profileName || user.full_name}
          email={user.email}
          onRefresh={() => { void refresh(); }}
          refreshing={refreshing}
          onSignOut={() => { void onSignOut(); }}
          signingOut={signOut.status === 'pending'}
        />
        {dash.status === 'error' ? (
          <PageFailure message={dash.message} onRetry={refresh} />
        ) : null}
        {dash.status === 'ready' ? (
          <>
            <StatGrid stats={dash.aggregates} format={ledgerFormat} />
            <Tabs
              aria-label="Affiliate dashboard sections"
              value={tab}
              onValueChange={setTab}
              items={[
                { id: 'dashboard', label: 'Dashboard', content: <OverviewTab dash={dash} onGoTo={setTab} /> },
                { id: 'links', label: 'Manage Links', content: <LinksTab dash={dash} /> },
                { id: 'coupons', label: 'Coupon Codes', content: <CouponsTab dash={dash} /> },
                { id: 'milestones', label: 'Milestones', content: <MilestonesTab dash={dash} /> },
                { id: 'simulator', label: 'Simulator', content: <SimulatorTab dash={dash} /> },
                {
                  id: 'earnings',
                  label: 'Earnings',
                  content: (
                    <Suspense fallback={<Inline align="center" padding="8"><Spinner label="Loading earnings..." /></Inline>}>
                      <EarningsTab />
                    </Suspense>
                  ),
                },
                { id: 'payments', label: 'Payments', content: <PaymentsTab dash={dash} /> },
              ].map((item) => ({
                ...item,
                // The tab's name as the panel's h2 keeps the outline h1 > h2 > h3 for the tables and forms inside.
                content: <><VisuallyHidden as="h2">{item.label}</VisuallyHidden>{item.content}</>,
              }))}
            />
          </>
        ) : dash.status === 'loading' ? (
          <>
            <StatGrid stats={{ points: 0, totalEarnings: 0, totalClicks: 0, conversionRate: 0, activeCoupons: 0 }} format={ledgerFormat} loading />
            <Inline align="center" padding="8">
              <Spinner label="Loading affiliate data..." />
            </Inline>
          </>
        ) : null}
    </PageFrame>
  );
}
