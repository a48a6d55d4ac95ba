import type { CallOptions } from '../ApiClient';
import type { Request } from './request';
import { unwrapList } from './unwrapList';

/** Small call builders so each namespace is a table of paths (keeps the bundle small). */
export function createVerbs(request: Request, base = '') {
  return {
    get: <T>(path: string) => (o?: CallOptions): Promise<T> => request<T>('GET', base + path, o),
    post: <T>(path: string) => (body: unknown, o?: CallOptions): Promise<T> => request<T>('POST', base + path, { ...o, body }),
    list: <T>(path: string) => async (o?: CallOptions): Promise<T[]> => unwrapList<T>(await request('GET', base + path, o)),
    /** GET `{path}{id}`, the id URL-encoded. */
    getById: <T>(path: string) => (id: string, o?: CallOptions): Promise<T> => request<T>('GET', base + path + encodeURIComponent(id), o),
    /** DELETE `{path}{id}`, the id URL-encoded; resolves with nothing. */
    removeById: (path: string) => async (id: string, o?: CallOptions): Promise<void> => { await request('DELETE', base + path + encodeURIComponent(id), o); },
  };
}
