// Lazy route module for /app and its sub-pages: signed-in members only (spec 2 guard screens).
// The frame stays while moving between the sub-pages; each sub-page is a chunk of its own.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignedInOnly } from '../../app/guards/GuardScreens';
import { WorkspaceFrame } from '../../features/workspace/WorkspaceFrame';
import { NotFoundPage } from '../NotFoundPage';

const OverviewPage = lazy(async () => ({ default: (await import('./WorkspaceOverviewRoute')).WorkspaceOverviewRoute }));
const TransactionsPage = lazy(async () => ({ default: (await import('./WorkspaceTransactionsRoute')).WorkspaceTransactionsRoute }));
const IncomePage = lazy(async () => ({ default: (await import('./WorkspaceIncomeRoute')).WorkspaceIncomeRoute }));
const AlertsPage = lazy(async () => ({ default: (await import('./WorkspaceAlertsRoute')).WorkspaceAlertsRoute }));
const SharingPage = lazy(async () => ({ default: (await import('./WorkspaceSharingRoute')).WorkspaceSharingRoute }));
const AssistantPage = lazy(async () => ({ default: (await import('./WorkspaceAssistantRoute')).WorkspaceAssistantRoute }));
const ApiAccessPage = lazy(async () => ({ default: (await import('./WorkspaceApiAccessRoute')).WorkspaceApiAccessRoute }));

export function WorkspaceRoute() {
  return (
    <Routes>
      <Route element={<SignedInOnly>{() => <WorkspaceFrame />}</SignedInOnly>}>
        <Route index element={<OverviewPage />} />
        <Route path="transactions" element={<TransactionsPage />} />
        <Route path="income" element={<IncomePage />} />
        <Route path="alerts" element={<AlertsPage />} />
        <Route path="sharing" element={<SharingPage />} />
        <Route path="assistant" element={<AssistantPage />} />
        <Route path="api" element={<ApiAccessPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
