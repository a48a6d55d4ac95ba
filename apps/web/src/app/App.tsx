import { AppRoutes } from '../routes/AppRoutes';
import { RenderErrorBoundary } from './RenderErrorBoundary';

/** The whole app below the router: providers arrive with the hooks (issue 5). */
export function App() {
  return (
    <RenderErrorBoundary>
      <AppRoutes />
    </RenderErrorBoundary>
  );
}
