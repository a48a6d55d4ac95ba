import { isUserKey } from '../keys';

/** The reads of a portfolio computed from its transactions. */
const DERIVED = new Set<unknown>(['performance', 'analytics', 'risk', 'money', 'returns']);

/**
 * What a write to a portfolio's transactions changes besides the list: the portfolio's
 * performance series, analytics and risk rules, its holdings and cash in both currencies, its
 * return explained, and the plan's usage (holdings used). A test on keys for `revalidate`.
 */
export const portfolioDerivedKeys = (userId: string, portfolioId: string) => (key: unknown): boolean =>
  (isUserKey(key, userId, 'portfolio') && (key as unknown[])[4] === portfolioId && DERIVED.has((key as unknown[])[5]))
  || isUserKey(key, userId, 'usage');
