// Renders a public route to HTML at build time (see scripts/prerender.ts). No inline
// script is emitted, so the CSP needs no 'unsafe-inline' for scripts.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';

/** Loads the app's code-split parts; `render` needs them loaded (app/lazyPage.tsx). */
export { loadLazyParts } from './app/lazyPage';

export function render(path: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
