// Lazy route module for /app and its sub-pages: signed-in members only (spec 2 guard screens).
import { SignedInOnly } from '../../app/guards/GuardScreens';
import { WorkspaceLayout } from '../../features/workspace/WorkspaceLayout';

export function WorkspaceRoute() {
  return <SignedInOnly>{() => <WorkspaceLayout />}</SignedInOnly>;
}
