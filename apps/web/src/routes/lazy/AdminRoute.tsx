// Lazy route module for /admin and its pages: admins only (product §2's guard screens). Each page is a
// chunk of its own, loaded by this one, so the landing's entry names none of them.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminOnly, CheckingScreen } from '../../app/guards/GuardScreens';
import { NotFoundPage } from '../NotFoundPage';

const ApplicationsPage = lazy(async () => ({ default: (await import('./AdminApplicationsRoute')).AdminApplicationsRoute }));
const PayoutsPage = lazy(async () => ({ default: (await import('../../features/admin/AdminPayoutsPage')).AdminPayoutsPage }));
const CommissionsPage = lazy(async () => ({ default: (await import('../../features/admin/AdminCommissionsPage')).AdminCommissionsPage }));
const AuditPage = lazy(async () => ({ default: (await import('../../features/admin/AdminAuditPage')).AdminAuditPage }));
const MailPage = lazy(async () => ({ default: (await import('../../features/admin/AdminMailPage')).AdminMailPage }));
const DataHealthPage = lazy(async () => ({ default: (await import('../../features/admin/AdminDataHealthPage')).AdminDataHealthPage }));

export function AdminRoute() {
  return (
    <AdminOnly>
      {() => (
        <Suspense fallback={<CheckingScreen />}>
          <Routes>
            <Route index element={<Navigate to="affiliate-applications" replace />} />
            <Route path="affiliate-applications" element={<ApplicationsPage />} />
            <Route path="payouts" element={<PayoutsPage />} />
            <Route path="commissions" element={<CommissionsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="mail" element={<MailPage />} />
            <Route path="data-health" element={<DataHealthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      )}
    </AdminOnly>
  );
}
