// Lazy route module for /app/income (inside WorkspaceRoute).
import { IncomePage } from '../../features/workspace/IncomePage';

export function WorkspaceIncomeRoute() {
  return <IncomePage />;
}
