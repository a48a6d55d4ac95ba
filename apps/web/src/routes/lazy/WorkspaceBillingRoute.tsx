// Lazy route module for /app/billing (inside WorkspaceRoute).
import { WorkspaceBillingPage } from '../../features/workspace/WorkspaceBillingPage';

export function WorkspaceBillingRoute() {
  return <WorkspaceBillingPage />;
}
