// WORKAROUND (report to the lead): @pt/api's admin calls use /api/affiliate/admin/applications
// but the reference API serves /api/admin/affiliate-applications. Until the SDK is fixed,
// the admin page gets its own client (same base URL and browser storage, so the same session)
// whose fetch rewrites that one path. Delete this file once the SDK matches the server.
import { createApiClient, type ApiClient } from '@pt/api';
import { config } from '../../app/config';

const SDK_PATH = '/api/affiliate/admin/applications';
const SERVER_PATH = '/api/admin/affiliate-applications';

export function rewriteAdminPath(url: string): string {
  const i = url.indexOf(SDK_PATH);
  return i === -1 ? url : `${url.slice(0, i)}${SERVER_PATH}${url.slice(i + SDK_PATH.length)}`;
}

let client: ApiClient | null = null;

export function adminApiClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: config.apiBaseUrl,
    appUrl: config.appUrl,
    fetch: (input, init) => {
      if (typeof input === 'string') return fetch(rewriteAdminPath(input), init);
      if (input instanceof URL) return fetch(rewriteAdminPath(input.href), init);
      return fetch(new Request(rewriteAdminPath(input.url), input), init);
    },
  });
  return client;
}
