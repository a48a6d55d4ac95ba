import './app/fonts.css';
import '@pt/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { canHydrate } from './app/prerenderedRoot';
import { installStaleChunkReload } from './app/staleChunkReload';
import { preloadRoute } from './routes/AppRoutes';

installStaleChunkReload();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive prerendered (scripts/prerender.ts): hydrate them. Other routes render fresh,
// and so does prerendered HTML that no longer fits the address or its history state (canHydrate).
// The hydration is a transition, which React renders in slices of a few milliseconds, yielding to
// the browser in between (a plain hydrateRoot renders the whole page in one task: 70-80 ms under
// Lighthouse's 4x CPU slowdown, all of it blocking time). It starts in a task of its own, not in
// the one that evaluates the app's modules, which is long enough already. A click or key press
// on the page before it is done makes React finish the hydration at once and then handle it.
// A page that arrives empty (the signed-in app) renders the same way, for the same reason: its
// first render (the header, the page's frame and its loading states) is 150-200 ms of one task
// under that slowdown when rendered at once.
if (canHydrate()) setTimeout(() => startTransition(() => { hydrateRoot(container, app); }));
// The page's own lazily loaded modules are waited for first (the workspace's are preloaded by its
// HTML), so that it renders with its content instead of a placeholder that React then holds for
// 300 ms; a slow connection gets the placeholder after 1 s.
else {
  container.replaceChildren();
  const root = createRoot(container);
  const ready = preloadRoute(window.location.pathname).catch(() => undefined);
  void Promise.race([ready, new Promise((resolve) => { setTimeout(resolve, 1000); })])
    .then(() => startTransition(() => { root.render(app); }));
}
