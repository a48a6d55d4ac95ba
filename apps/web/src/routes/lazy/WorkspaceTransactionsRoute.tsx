// Lazy route module for /app/transactions (inside WorkspaceRoute).
import { WorkspaceTransactionsPage } from '../../features/workspace/WorkspaceTransactionsPage';

export function WorkspaceTransactionsRoute() {
  return <WorkspaceTransactionsPage />;
}
