// Performance budgets checked on the production build (issue 11). Sizes are gzipped.
export const BUDGETS = {
  /** JavaScript the landing page loads before it is interactive, React included. */
  landingInitialJsKb: 100,
  /** CSS the landing page loads. */
  landingCssKb: 20,
  /** Any chunk loaded later by a route. */
  lazyChunkKb: 50,
} as const;
