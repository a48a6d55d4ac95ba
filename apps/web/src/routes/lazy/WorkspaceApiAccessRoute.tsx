// Lazy route module for /app/api (inside WorkspaceRoute).
import { WorkspaceApiAccessPage } from '../../features/sharing/WorkspaceApiAccessPage';

export function WorkspaceApiAccessRoute() {
  return <WorkspaceApiAccessPage />;
}
