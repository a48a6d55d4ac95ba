import type { PageQuery } from './types';

/** The page size a paged call asks for when the caller names none: the server's default, sent so the answer is a page. */
export const DEFAULT_PAGE_LIMIT = 50;

/** A paged call's query with its `limit` always set: a list that also has a plain form answers a page only when asked for one. */
export const pageQuery = <Q extends PageQuery>(query: Q): Q & { limit: number } => ({ ...query, limit: query.limit ?? DEFAULT_PAGE_LIMIT });
