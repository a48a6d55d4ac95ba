// Lazy route module for /app/settings (inside WorkspaceRoute).
import { SettingsPage } from '../../features/account/SettingsPage';

export function WorkspaceSettingsRoute() {
  return <SettingsPage />;
}
