import { isUserKey } from '../keys';

/** The reads of a portfolio computed from its transactions. */
const DERIVED = new Set<unknown>(['overview', 'performance', 'analytics', 'risk']);

/**
 * What a write to a portfolio's transactions changes besides the list: the portfolio's
 * overview (holdings, summary, allocation), performance series, analytics and risk rules, and the
 * plan's usage (holdings used). A test on keys for `revalidate`.
 */
export const portfolioDerivedKeys = (userId: string, portfolioId: string) => (key: unknown): boolean =>
  (isUserKey(key, userId, 'portfolio') && (key as unknown[])[4] === portfolioId && DERIVED.has((key as unknown[])[5]))
  || isUserKey(key, userId, 'usage');

/**
 * A portfolio's transaction reads: the whole list, its pages (each filter's), one symbol's history.
 * `pages: false` leaves the pages out (a hook that reads its own pages again itself).
 */
export const portfolioTransactionKeys = (userId: string, portfolioId: string, o: { pages?: boolean } = {}) => (key: unknown): boolean =>
  isUserKey(key, userId, 'portfolio') && (key as unknown[])[4] === portfolioId && (key as unknown[])[5] === 'transactions'
  && (o.pages !== false || (key as unknown[])[6] !== 'pages');
