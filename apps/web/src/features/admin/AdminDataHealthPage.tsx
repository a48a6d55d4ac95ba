// /admin/data-health (product §13.6): market-data providers' state (circuit, last success and failure,
// rate-limit use) and the held instruments whose price is stale or missing, most money first.
import { useMarketDataHealth } from '@pt/react';
import { PageFrame } from '@pt/ui';
import { MarketDataHealth } from '@pt/ui/admin';
import { AdminSignInRequiredScreen, NotAdminScreen } from '../../app/guards/GuardScreens';
import { AdminHeader } from './AdminHeader';
import { ADMIN_PAGES } from './adminPages';
import { RefreshButton } from './RefreshButton';

export function AdminDataHealthPage() {
  const health = useMarketDataHealth();
  if (health.status === 'signedOut') return <AdminSignInRequiredScreen />;
  if (health.status === 'denied') return <NotAdminScreen user={health.user} />;
  const ready = health.status === 'ready';
  return (
    <PageFrame>
      <AdminHeader page={ADMIN_PAGES.dataHealth} action={<RefreshButton onRefresh={health.refresh} />} />
      <MarketDataHealth
        providers={ready ? health.providers : []}
        instruments={ready ? health.instruments : []}
        checkedAt={ready ? health.checkedAt : undefined}
        loading={health.status === 'loading'}
        error={health.status === 'error' ? health.message : undefined}
        onRetry={() => { void health.refresh(); }}
      />
    </PageFrame>
  );
}
