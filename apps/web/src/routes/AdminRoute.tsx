// The lazily loaded route module for /admin and its pages: admins only (product §2's guard screens). Each page is a
// chunk of its own, loaded by this one, so the landing's entry names none of them.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AdminOnly, CheckingScreen } from '../app/guards/GuardScreens';
import { lazyPage } from '../app/lazyPage';
import { NotFoundPage } from './NotFoundPage';

const ApplicationsPage = lazyPage(() => import('../features/admin/AdminApplicationsPage').then((m) => m.AdminApplicationsPage));
const PayoutsPage = lazyPage(() => import('../features/admin/AdminPayoutsPage').then((m) => m.AdminPayoutsPage));
const CommissionsPage = lazyPage(() => import('../features/admin/AdminCommissionsPage').then((m) => m.AdminCommissionsPage));
const AuditPage = lazyPage(() => import('../features/admin/AdminAuditPage').then((m) => m.AdminAuditPage));
const MailPage = lazyPage(() => import('../features/admin/AdminMailPage').then((m) => m.AdminMailPage));
const DataHealthPage = lazyPage(() => import('../features/admin/AdminDataHealthPage').then((m) => m.AdminDataHealthPage));

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
