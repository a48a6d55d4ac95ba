import { relative } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { resolveApiBaseUrl } from '../../packages/api/src/config';
import { workspaceAliases } from '../../tooling/aliases';
import { securityHeaders } from './securityHeaders';
import { appShellFallback } from './appShellFallback';

/**
 * Server (prerender) build only: every dynamic import first reports its target, as the client
 * build's manifest names it (path from the app root), to `globalThis.__ptDynamicImport` when the
 * prerender has set one. A lazy part calls its loader while it is server-rendered (lazyPart.tsx),
 * so scripts/prerender.ts learns which chunks each prerendered page loads as it hydrates, and
 * scripts/checkBudgets.ts counts them in the page's start-up JavaScript.
 */
function reportDynamicImports(): Plugin {
  let root = '';
  return {
    name: 'pt:report-dynamic-imports',
    apply: (_config, env) => Boolean(env.isSsrBuild),
    configResolved(config) { root = config.root; },
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId) return null;
      const key = JSON.stringify(relative(root, targetModuleId).split('\\').join('/'));
      return { left: `(globalThis.__ptDynamicImport?.(${key}), import(`, right: '))' };
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiOrigin = new URL(resolveApiBaseUrl(process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL)).origin;
  return {
    plugins: [react(), vanillaExtractPlugin(), appShellFallback(), reportDynamicImports()],
    resolve: { alias: workspaceAliases },
    server: { host: '127.0.0.1', port: 8080, strictPort: true },
    // The preview server is what the e2e suite and `npm start` serve: same headers as production.
    preview: { host: '127.0.0.1', port: 8080, strictPort: true, headers: securityHeaders(apiOrigin) },
    // One stylesheet: the prerendered page paints styled without waiting on a chain of CSS files.
    build: { target: 'es2022', sourcemap: true, manifest: true, cssCodeSplit: false },
  };
});
