// Lazy route module for /app/assistant (inside WorkspaceRoute).
import { WorkspaceAssistantPage } from '../../features/sharing/WorkspaceAssistantPage';

export function WorkspaceAssistantRoute() {
  return <WorkspaceAssistantPage />;
}
