import type { ReactNode } from 'react';
import { ApiProvider } from '@pt/react';
import { appApiClient } from './apiClient';
import { AppToasts } from './toasts/AppToasts';

/** Everything a page needs from context: the SDK client with SWR, and the app's one toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApiProvider client={appApiClient()}>
      <AppToasts>{children}</AppToasts>
    </ApiProvider>
  );
}
