// Lazy route module for /app and its sub-pages: signed-in members only (product §2 guard screens).
// The frame stays while moving between the sub-pages; each sub-page is a chunk of its own.
import { Route, Routes } from 'react-router-dom';
import { SignedInOnly } from '../../app/guards/GuardScreens';
import { WorkspaceFrame } from '../../features/workspace/WorkspaceFrame';
import { NotFoundPage } from '../NotFoundPage';
import { lazyRoute, type LazyRoute } from '../lazyRoute';

const OverviewPage = lazyRoute(() => import('./WorkspaceOverviewRoute'), (m) => m.WorkspaceOverviewRoute);
const TransactionsPage = lazyRoute(() => import('./WorkspaceTransactionsRoute'), (m) => m.WorkspaceTransactionsRoute);
const IncomePage = lazyRoute(() => import('./WorkspaceIncomeRoute'), (m) => m.WorkspaceIncomeRoute);
const AlertsPage = lazyRoute(() => import('./WorkspaceAlertsRoute'), (m) => m.WorkspaceAlertsRoute);
const SharingPage = lazyRoute(() => import('./WorkspaceSharingRoute'), (m) => m.WorkspaceSharingRoute);
const AssistantPage = lazyRoute(() => import('./WorkspaceAssistantRoute'), (m) => m.WorkspaceAssistantRoute);
const ApiAccessPage = lazyRoute(() => import('./WorkspaceApiAccessRoute'), (m) => m.WorkspaceApiAccessRoute);
const BillingPage = lazyRoute(() => import('./WorkspaceBillingRoute'), (m) => m.WorkspaceBillingRoute);
const SettingsPage = lazyRoute(() => import('./WorkspaceSettingsRoute'), (m) => m.WorkspaceSettingsRoute);

/** Each sub-page by its path under /app ('' is the overview). */
const PAGES: Readonly<Record<string, LazyRoute>> = {
  '': OverviewPage,
  transactions: TransactionsPage,
  income: IncomePage,
  alerts: AlertsPage,
  sharing: SharingPage,
  assistant: AssistantPage,
  api: ApiAccessPage,
  billing: BillingPage,
  settings: SettingsPage,
};

/** Loads the module of the workspace page at `pathname` (/app/...), if it is one. */
export async function preloadWorkspacePage(pathname: string): Promise<void> {
  const sub = pathname.replace(/^\/app\/?/, '').replace(/\/+$/, '');
  await (Object.hasOwn(PAGES, sub) ? PAGES[sub]!.preload() : undefined);
}

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
        <Route path="billing" element={<BillingPage />} />
        <Route path="settings" element={<SettingsPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
