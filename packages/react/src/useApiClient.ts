import { useContext } from 'react';
import type { ApiClient } from '@pt/api';
import { ApiContext, type ApiContextValue } from './internal/ApiContext';

/** The internal context; throws "<hookName> must be used inside <ApiProvider>" outside one. */
export function useApiContext(hookName: string): ApiContextValue {
  const ctx = useContext(ApiContext);
  if (!ctx) throw new Error(`${hookName} must be used inside <ApiProvider>`);
  return ctx;
}

/** The SDK client of the nearest <ApiProvider>; the error names the calling hook. */
export function useApiClient(hookName = 'useApiClient'): ApiClient {
  return useApiContext(hookName).client;
}
