// Performance budgets checked on the production build (issue 11). Sizes are gzipped.
export const BUDGETS = {
  /** Issue 11's target for the landing's start-up JavaScript, React included. */
  landingStartupJsTargetKb: 100,
  /**
   * The landing's start-up JavaScript: everything the prerendered landing loads before and at
   * hydration (scripts/checkBudgets.ts): the boot module, the entry graph and the modulepreloads
   * the boot module names, and the lazy parts rendered at hydration (the hero; the carousel, the
   * footer, the cookie banner and the sections below the hero come after load). Held at issue 11's
   * 100 KB: 99.2 KB measured, in 2 chunks and the 0.4 KB boot module (185.9 KB in 64 at first).
   * Most of the last step came from the build, not from less code: a top-level `await` in a module
   * made Rollup keep everything the entry shares with lazy chunks in chunks of their own (16 files,
   * each compressed alone: 110 KB). The framework floor the budget step measures
   * (scripts/frameworkFloor.ts: React + react-dom 67.5 KB, with react-router 80.3 KB) leaves the
   * app under 20 KB for its own start-up code (SDK client, app shell, header, hero).
   */
  landingStartupJsKb: 100,
  /** CSS the landing page loads. */
  landingCssKb: 20,
  /**
   * Any chunk loaded later (a route, a dialog, the landing's sections that hydrate after load),
   * beyond what the landing's start-up already loaded.
   */
  lazyChunkKb: 50,
} as const;
