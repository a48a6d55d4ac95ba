import type { Plugin } from 'vite';
import { shellPathFor } from './prerenderedRoutes';

/** In `vite preview`, serve the empty app shell for routes that are not prerendered. */
export function appShellFallback(): Plugin {
  return {
    name: 'pt-app-shell-fallback',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.url && (req.headers.accept ?? '').includes('text/html')) {
          const [pathname = '/', query] = req.url.split('?');
          const shell = shellPathFor(pathname, query);
          if (shell) req.url = query ? `${shell}?${query}` : shell;
        }
        next();
      });
    },
  };
}
