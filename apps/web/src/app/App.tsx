import { AppRoutes } from '../routes/AppRoutes';
import { AppProviders } from './AppProviders';
import { RenderErrorBoundary } from './RenderErrorBoundary';

/** The whole app below the router. */
export function App() {
  return (
    <RenderErrorBoundary>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </RenderErrorBoundary>
  );
}
