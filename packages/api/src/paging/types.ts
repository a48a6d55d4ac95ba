/**
 * One page of a list (reference server, product §10.15): the items in the list's order, and the
 * cursor of the next page. Every paged list of the product answers this shape, so one hook pages
 * them all (`@pt/react`'s `usePagedList`) and one helper reads them to the end (`collectPages`).
 */
export interface Page<T> {
  items: T[];
  /** Opaque: pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
  has_more: boolean;
  /** The page size the server used (the asked `limit`, or the list's default). */
  limit: number;
  /** How many items the list's filters match on every page, for lists that say (transactions, the ledger). */
  total?: number;
}

/** What every paged call takes beside its filters: the page size and the cursor of the page to read (none: the first). */
export interface PageQuery {
  limit?: number;
  cursor?: string | null;
}
