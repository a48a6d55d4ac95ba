// The app's one SDK client. (The SDK itself has no singletons; the app chooses to have one.)
import { createApiClient, type ApiClient } from '@pt/api';
import { config } from './config';

let client: ApiClient | undefined;

/**
 * The client, created at its first use (the first render) rather than while the app's modules
 * load: evaluating them is one long task at start-up, and this is a few milliseconds of it.
 */
export function appApiClient(): ApiClient {
  return (client ??= createApiClient({ baseUrl: config.apiBaseUrl, appUrl: config.appUrl }));
}
