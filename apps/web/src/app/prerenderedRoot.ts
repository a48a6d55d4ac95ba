// scripts/prerender.ts writes each public page as <div id="root" data-prerendered="/path">…</div>.

/** The path whose prerendered HTML this document's #root holds, or null (the empty app shell). */
export function prerenderedPath(doc: Document = document): string | null {
  const root = doc.getElementById('root');
  return root?.hasChildNodes() ? (root.dataset.prerendered ?? null) : null;
}

/**
 * Whether the page at the current address can hydrate the prerendered HTML, which was rendered for
 * its path alone, with no navigation state. Not when:
 * - a script moved the address on before hydration started (the hydration scripts start after the
 *   first paint; history.pushState);
 * - the history entry carries the router's navigation state (react-router keeps it under `usr`:
 *   e.g. /signup reached by 'Start Free Trial' and then reloaded), which changes the markup.
 * Either way the page renders afresh instead of hydrating into a mismatch.
 */
export function canHydrate(doc: Document = document): boolean {
  const view = doc.defaultView;
  if (!view) return false;
  const state = view.history.state as { usr?: unknown } | null;
  if (state?.usr != null) return false;
  return prerenderedPath(doc) === view.location.pathname.replace(/(.)\/+$/, '$1');
}
