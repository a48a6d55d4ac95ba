// Lazy route module for /app and its sub-pages: signed-in members only (spec 2 guard screens).
// The frame stays while moving between the sub-pages; each sub-page is a chunk of its own.
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SignedInOnly } from '../../app/guards/GuardScreens';
import { WorkspaceFrame } from '../../features/workspace/WorkspaceFrame';
import { NotFoundPage } from '../NotFoundPage';

const OverviewPage = lazy(async () => ({ default: (await import('./WorkspaceOverviewRoute')).WorkspaceOverviewRoute }));
const TransactionsPage = lazy(async () => ({ default: (await import('./WorkspaceTransactionsRoute')).WorkspaceTransactionsRoute }));

export function WorkspaceRoute() {
  return (
    <Routes>
      <Route element={<SignedInOnly>{() => <WorkspaceFrame />}</SignedInOnly>}>
        <Route index element={<OverviewPage />} />
        <Route path="transactions" element={<TransactionsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
