import type { Plugin } from 'vite';

/**
 * How long a browser keeps the built files under /assets/: their names carry a hash of their
 * content, so a file never changes under its name and is kept for a year without asking again.
 * deploy/nginx.conf sends the same (a unit test keeps the two in step).
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** In `vite preview` (what the e2e suite, Lighthouse and `npm start` serve), the same caching as production. */
export function assetCaching(): Plugin {
  return {
    name: 'pt-asset-caching',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/assets/')) res.setHeader('Cache-Control', ASSET_CACHE_CONTROL);
        next();
      });
    },
  };
}
