// Lazy route module for /admin/affiliate-applications (issue 9).
import { AdminOnly } from '../../app/guards/GuardScreens';
import { AdminApplicationsPage, NotAdminScreen, NotLoggedInScreen } from '../../features/admin/AdminApplicationsPage';

export function AdminApplicationsRoute() {
  return (
    <AdminOnly signedOut={<NotLoggedInScreen />} denied={(user) => <NotAdminScreen user={user} />}>
      {() => <AdminApplicationsPage />}
    </AdminOnly>
  );
}
