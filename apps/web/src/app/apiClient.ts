// The app's one SDK client. (The SDK itself has no singletons; the app chooses to have one.)
import { createApiClient } from '@pt/api';
import { config } from './config';

export const apiClient = createApiClient({ baseUrl: config.apiBaseUrl, appUrl: config.appUrl });
