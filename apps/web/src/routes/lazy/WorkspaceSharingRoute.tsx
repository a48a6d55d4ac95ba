// Lazy route module for /app/sharing (inside WorkspaceRoute).
import { WorkspaceSharingPage } from '../../features/sharing/WorkspaceSharingPage';

export function WorkspaceSharingRoute() {
  return <WorkspaceSharingPage />;
}
