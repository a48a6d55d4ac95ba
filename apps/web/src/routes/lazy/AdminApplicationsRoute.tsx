// Lazy module for /admin/affiliate-applications (the admin route's guard runs first).
import { AdminApplicationsPage } from '../../features/admin/AdminApplicationsPage';

export function AdminApplicationsRoute() {
  return <AdminApplicationsPage />;
}
