// Performance budgets checked on the production build (issue 11). Sizes are gzipped.
export const BUDGETS = {
  /** Issue 11's target for the landing's start-up JavaScript, React included. */
  landingStartupJsTargetKb: 100,
  /**
   * The guard on the landing's start-up JavaScript: everything the prerendered landing loads
   * before and at hydration (scripts/checkBudgets.ts): the boot module, the entry graph and the
   * modulepreloads the boot module names, and the lazy parts rendered at hydration (header, hero,
   * cookie banner; the carousel, the footer and the sections below the hero hydrate after load).
   * Issue 11's 100 KB is NOT met: 110.3 KB measured (16 chunks with the 0.4 KB boot module; 185.9
   * KB in 64 before the preferences dialog, the user menu, the sections below the hero, the
   * carousel, the footer, the kit's sprinkles runtime and swr moved out and chunks under 2 KB
   * merged). The framework floor the budget step measures (scripts/frameworkFloor.ts: a minimal
   * page hydrating with React + react-dom is 67.5 KB, with react-router 80.8 KB) leaves the app
   * 19.2 KB of the target for its own start-up code (SDK client, app shell, header, hero, cookie
   * banner), against 29.5 KB now. This guard is the measured figure rounded up, to stop growth.
   */
  landingStartupJsKb: 112,
  /** CSS the landing page loads. */
  landingCssKb: 20,
  /**
   * Any chunk loaded later (a route, a dialog, the landing's sections that hydrate after load),
   * beyond what the landing's start-up already loaded.
   */
  lazyChunkKb: 50,
} as const;
