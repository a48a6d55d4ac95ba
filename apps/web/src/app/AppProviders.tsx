import type { ReactNode } from 'react';
import { ApiProvider } from '@pt/react';
import { apiClient } from './apiClient';

/** Everything a page needs from context: the SDK client with SWR, and (issue 6) the toaster. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ApiProvider client={apiClient}>{children}</ApiProvider>;
}
