// The lazily loaded route module for /app and its sub-pages: signed-in members only (product §2 guard screens).
// The frame stays while moving between the sub-pages; each sub-page is a chunk of its own.
import { Route, Routes } from 'react-router-dom';
import { SignedInOnly } from '../app/guards/GuardScreens';
import { WorkspaceFrame } from '../features/workspace/WorkspaceFrame';
import { NotFoundPage } from './NotFoundPage';
import { lazyPage, type LazyPage } from '../app/lazyPage';

const OverviewPage = lazyPage(() => import('../features/workspace/WorkspaceOverviewPage').then((m) => m.WorkspaceOverviewPage));
const TransactionsPage = lazyPage(() => import('../features/workspace/WorkspaceTransactionsPage').then((m) => m.WorkspaceTransactionsPage));
const IncomePage = lazyPage(() => import('../features/workspace/IncomePage').then((m) => m.IncomePage));
const AlertsPage = lazyPage(() => import('../features/workspace/AlertsPage').then((m) => m.AlertsPage));
const SharingPage = lazyPage(() => import('../features/sharing/WorkspaceSharingPage').then((m) => m.WorkspaceSharingPage));
const AssistantPage = lazyPage(() => import('../features/sharing/WorkspaceAssistantPage').then((m) => m.WorkspaceAssistantPage));
const ApiAccessPage = lazyPage(() => import('../features/sharing/WorkspaceApiAccessPage').then((m) => m.WorkspaceApiAccessPage));
const BillingPage = lazyPage(() => import('../features/workspace/WorkspaceBillingPage').then((m) => m.WorkspaceBillingPage));
const SettingsPage = lazyPage(() => import('../features/account/SettingsPage').then((m) => m.SettingsPage));

/** Each sub-page by its path under /app ('' is the overview). */
const PAGES: Readonly<Record<string, LazyPage<object>>> = {
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
