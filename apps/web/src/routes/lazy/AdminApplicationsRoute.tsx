// Lazy route module for /admin/affiliate-applications (issue 9).
import { ApiProvider } from '@pt/react';
import { AdminOnly } from '../../app/guards/GuardScreens';
import { adminApiClient } from '../../features/admin/adminApiClient';
import { AdminApplicationsPage, NotAdminScreen, NotLoggedInScreen } from '../../features/admin/AdminApplicationsPage';
import { WithToasts } from '../../features/affiliate/featureToasts';

export function AdminApplicationsRoute() {
  return (
    <WithToasts>
      <AdminOnly signedOut={<NotLoggedInScreen />} denied={(user) => <NotAdminScreen user={user} />}>
        {() => (
          <ApiProvider client={adminApiClient()}>
            <AdminApplicationsPage />
          </ApiProvider>
        )}
      </AdminOnly>
    </WithToasts>
  );
}
