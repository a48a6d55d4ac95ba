import { isUserKey } from '../keys';

/**
 * What a write to a portfolio's transactions changes besides the list: the portfolio's
 * performance series and the plan's usage (holdings used). A test on keys for `revalidate`.
 */
export const portfolioDerivedKeys = (userId: string, portfolioId: string) => (key: unknown): boolean =>
  (isUserKey(key, userId, 'portfolio') && (key as unknown[])[4] === portfolioId && (key as unknown[])[5] === 'performance')
  || isUserKey(key, userId, 'usage');
