import type { StorageAdapter } from '@pt/api';
import { createBrowserAdapters } from '@pt/api/internal';

/**
 * window.sessionStorage through the SDK's browser adapter: read at each use, this tab's memory when
 * there is no window or the browser blocks site data, empty when a call fails (quota full).
 */
export function browserSessionStorage(): StorageAdapter {
  return createBrowserAdapters().storage.session;
}
