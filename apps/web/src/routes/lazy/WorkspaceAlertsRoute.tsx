// Lazy route module for /app/alerts (inside WorkspaceRoute).
import { AlertsPage } from '../../features/workspace/AlertsPage';

export function WorkspaceAlertsRoute() {
  return <AlertsPage />;
}
