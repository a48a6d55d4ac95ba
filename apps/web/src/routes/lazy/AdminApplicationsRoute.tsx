// Lazy route module for /admin/affiliate-applications.
import { AdminOnly } from '../../app/guards/GuardScreens';
import { AdminApplicationsPage } from '../../features/admin/AdminApplicationsPage';

export function AdminApplicationsRoute() {
  return <AdminOnly>{() => <AdminApplicationsPage />}</AdminOnly>;
}
