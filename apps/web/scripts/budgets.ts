// Performance budgets checked on the production build (issue 11). Sizes are gzipped.
export const BUDGETS = {
  /** Issue 11's target for the landing's start-up JavaScript, React included. */
  landingStartupJsTargetKb: 100,
  /**
   * The guard on the landing's start-up JavaScript: everything the prerendered landing loads
   * before and at hydration (scripts/checkBudgets.ts): the entry graph, the HTML's modulepreloads
   * and the lazy parts rendered on the page. Issue 11's 100 KB is NOT met: 185.9 KB measured
   * (64 chunks; the entry graph alone is 109.8 KB), so this guard is that figure rounded up, to
   * stop growth until the cuts land.
   */
  landingStartupJsKb: 190,
  /** CSS the landing page loads. */
  landingCssKb: 20,
  /** Any chunk loaded later (a route, a dialog), beyond what the landing loaded already. */
  lazyChunkKb: 50,
} as const;
