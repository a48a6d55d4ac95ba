// scripts/prerender.ts writes each public page as <div id="root" data-prerendered="/path">…</div>.

/** The path whose prerendered HTML this document's #root holds, or null (the empty app shell). */
export function prerenderedPath(doc: Document = document): string | null {
  const root = doc.getElementById('root');
  return root?.hasChildNodes() ? (root.dataset.prerendered ?? null) : null;
}

/**
 * Whether the page at the current address can hydrate the prerendered HTML. The hydration scripts
 * start after the first paint, and a script may have moved the address on meanwhile
 * (history.pushState): HTML of another path must be rendered afresh, not hydrated into a mismatch.
 */
export function canHydrate(doc: Document = document): boolean {
  const pathname = doc.defaultView?.location.pathname.replace(/(.)\/+$/, '$1');
  return prerenderedPath(doc) === pathname;
}
