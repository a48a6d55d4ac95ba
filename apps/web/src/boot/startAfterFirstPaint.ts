// The one script a prerendered page names in its HTML, in place of the app's entry script and
// its modulepreloads (scripts/prerender.ts builds this file on its own and writes the tag):
//
//   <script type="module" src="/assets/boot-….js" data-entry="/assets/index-….js" data-preload="…"></script>
//
// The page paints from its HTML and inline CSS alone; the app's scripts only hydrate it. Asking
// for them once the first paint is on screen keeps them off its critical path: on a slow
// connection they no longer share the bandwidth with the HTML and the font. (Lighthouse's
// simulated LCP counts every request that started before the paint it observed, so there the
// hydration scripts had cost the landing about a second of LCP.)
// No imports: this file is transpiled alone, not bundled.

/** Appends a `tag` with `props` to the head, fetched at low priority (the font first). */
function appendToHead(doc: Document, tag: 'link' | 'script', props: Partial<HTMLLinkElement & HTMLScriptElement>): void {
  const el = Object.assign(doc.createElement(tag), props, { crossOrigin: '' });
  el.setAttribute('fetchpriority', 'low');
  doc.head.append(el);
}

/** Adds the modulepreloads and the entry script `loader` names. */
export function loadScripts(loader: HTMLScriptElement): void {
  const doc = loader.ownerDocument;
  const { entry, preload = '' } = loader.dataset;
  if (!entry) return;
  for (const href of preload.split(' ').filter(Boolean)) appendToHead(doc, 'link', { rel: 'modulepreload', href });
  appendToHead(doc, 'script', { type: 'module', src: entry });
}

/** How long to wait for a paint the browser does not report (no Paint Timing, nothing contentful). */
export const PAINT_WAIT_MS = 2000;

/**
 * Loads the scripts once the browser reports the first contentful paint, or after
 * {@link PAINT_WAIT_MS} when it reports none. (A frame's callbacks run before the frame is on
 * screen, and a small page's load event can come before its first paint: both are too early.)
 * A hidden tab paints nothing: it loads them at once.
 */
export function startAfterFirstPaint(loader: HTMLScriptElement): void {
  const doc = loader.ownerDocument;
  const view = doc.defaultView;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadScripts(loader);
  };
  if (!view || doc.visibilityState === 'hidden') return start();
  view.setTimeout(start, PAINT_WAIT_MS);
  try {
    new view.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No Paint Timing: the timeout starts them.
  }
}

const loader = typeof document === 'undefined' ? null : document.querySelector<HTMLScriptElement>('script[data-entry]');
if (loader) startAfterFirstPaint(loader);
