// product §5: the API base URL and the app URL, with their fallbacks.
export const DEFAULT_API_BASE_URL = 'http://localhost:5000';
export const DEFAULT_APP_URL = 'http://localhost:8080';

function isHttpUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  return /^https?:\/\//i.test(v) && v.length > 7;
}

const stripTrailingSlash = (v: string) => v.trim().replace(/\/+$/, '');

/** The configured API base URL when it starts with http(s) and is longer than 7 characters; otherwise the local default on port 5000. */
export function resolveApiBaseUrl(configured: string | null | undefined): string {
  return isHttpUrl(configured) ? stripTrailingSlash(configured) : DEFAULT_API_BASE_URL;
}

/** The configured app URL, else the page origin, else the local default on port 8080. */
export function resolveAppUrl(configured: string | null | undefined, pageOrigin?: string | null): string {
  if (isHttpUrl(configured)) return stripTrailingSlash(configured);
  if (isHttpUrl(pageOrigin)) return stripTrailingSlash(pageOrigin);
  return DEFAULT_APP_URL;
}
