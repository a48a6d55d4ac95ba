// Lazy route module for /app (inside WorkspaceRoute).
import { WorkspaceOverviewPage } from '../../features/workspace/WorkspaceOverviewPage';

export function WorkspaceOverviewRoute() {
  return <WorkspaceOverviewPage />;
}
