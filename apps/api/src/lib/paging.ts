// Keyset pages for every list of the product (product §10.15): one shape (`Page<T>` of @pt/api),
// one cursor. A page is read in the list's order with its id as the last key, from where the
// cursor says the page before ended, so rows written meanwhile never shift or repeat a page.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Page } from '@pt/api';
import { HttpError } from './http';

/** The page a request asks for: its size, and the keys of the row the page before ended on (none: the first page). */
export interface PageRequest { limit: number; after: string[] | null }

export interface PageLimits { defaultLimit: number; maxLimit: number }

const MAX_CURSOR_LENGTH = 2000;
const MAC_BYTES = 16;

/** 400 at `field` (the form-free lists name the parameter). */
const invalidParam = (field: string, message: string) => new HttpError(400, message, {}, { field });

/** A stable text of a list's filters: what a cursor is bound to besides the list. */
function filtersText(filters: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(filters).sort().map((k) => [k, filters[k] ?? null]));
}

export interface Pager {
  /** Whether the query asks for a page (`limit` or `cursor` given): a list with a plain form answers it otherwise. */
  wanted(query: Record<string, string | undefined>): boolean;
  /**
   * The page asked for. `list` names the list and `filters` are the request's filters: a cursor is
   * signed for both, so one made for another list, other filters or another server secret, or
   * changed in any way, is a 400 (`field: 'cursor'`), as is a `limit` outside 1..maxLimit.
   */
  read(query: Record<string, string | undefined>, list: string, filters: Record<string, unknown>, limits: PageLimits, keyCount: number): PageRequest;
  /**
   * The page of `rows`, read with `LIMIT limit + 1` in the list's order (the extra row says there is
   * more): its items and the cursor after its last row (`keysOf`: the row's order keys, id last).
   */
  page<R, T>(rows: readonly R[], request: PageRequest, list: string, filters: Record<string, unknown>, keysOf: (row: R) => string[], toItem: (row: R) => T): Page<T>;
}

/**
 * Cursors are `base64url(JSON keys).base64url(HMAC)`: opaque to clients, readable by every instance
 * that shares the secret (the JWT secret, which instances share already), and bound to the list and
 * its filters by the MAC. A cursor carries the keys of the row it follows, not the row's id alone,
 * so a page still reads after that row was deleted.
 */
export function makePager(secret: string): Pager {
  const key = createHmac('sha256', secret).update('pt-page-cursor-v1').digest();
  const mac = (list: string, filters: Record<string, unknown>, payload: string): Buffer =>
    createHmac('sha256', key).update(`${list}\n${filtersText(filters)}\n${payload}`).digest().subarray(0, MAC_BYTES);
  const bad = () => invalidParam('cursor', 'cursor is not a cursor of this list and its filters: start again from the first page');

  return {
    wanted: (query) => (query.limit !== undefined && query.limit !== '') || (query.cursor !== undefined && query.cursor !== ''),

    read(query, list, filters, limits, keyCount) {
      const raw = query.limit;
      let limit = limits.defaultLimit;
      if (raw !== undefined && raw !== '') {
        limit = Number(raw);
        if (!/^\d{1,6}$/.test(raw) || limit < 1 || limit > limits.maxLimit) throw invalidParam('limit', `limit must be a whole number from 1 to ${limits.maxLimit}`);
      }
      const cursor = query.cursor;
      if (cursor === undefined || cursor === '') return { limit, after: null };
      if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(cursor)) throw bad();
      const [payload, signature] = cursor.split('.') as [string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(list, filters, payload);
      // Only the MAC's own spelling: base64url's last character has spare bits, and a changed one is a changed cursor.
      if (given.toString('base64url') !== signature) throw bad();
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
      let keys: unknown;
      try {
        keys = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw bad();
      }
      if (!Array.isArray(keys) || keys.length !== keyCount || !keys.every((k) => typeof k === 'string')) throw bad();
      return { limit, after: keys as string[] };
    },

    page(rows, request, list, filters, keysOf, toItem) {
      const more = rows.length > request.limit;
      const shown = more ? rows.slice(0, request.limit) : rows;
      const last = shown[shown.length - 1];
      let next: string | null = null;
      if (more && last !== undefined) {
        const payload = Buffer.from(JSON.stringify(keysOf(last))).toString('base64url');
        next = `${payload}.${mac(list, filters, payload).toString('base64url')}`;
      }
      return { items: shown.map(toItem), next_cursor: next, has_more: more, limit: request.limit };
    },
  };
}

/** A timestamp as an order key: ISO with microseconds in UTC, exact (a JS Date keeps milliseconds only). */
export const timestampKey = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
