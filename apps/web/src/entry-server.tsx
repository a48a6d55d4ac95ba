// Renders a public route to HTML at build time (see scripts/prerender.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routeTable } from './routes/routeTable';

export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routeTable);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline hydration script, so the CSP needs no 'unsafe-inline' for scripts.
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
