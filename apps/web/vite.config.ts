import { relative } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { resolveApiBaseUrl } from '../../packages/api/src/config';
import { workspaceAliases } from '../../tooling/aliases';
import { securityHeaders } from './securityHeaders';
import { previewContentSecurityPolicy } from './cspStyleHashes';
import { appShellFallback } from './appShellFallback';
import { assetCaching } from './assetCaching';
import { reactRouterProductionBuild } from './reactRouterProductionBuild';
import { CHART_LIBRARY_CHUNK, CHART_LIBRARY_PACKAGES } from './scripts/budgets';

/**
 * Server (prerender) build only: every dynamic import first reports its target, as the client
 * build's manifest names it (path from the app root), to `globalThis.__ptDynamicImport` when the
 * prerender has set one. A lazy part calls its loader while it is server-rendered (src/app/lazyPage.tsx),
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

/**
 * Client build: writes `.vite/module-chunks.json`, which chunk file holds each module (keyed like
 * the manifest). Vite's manifest names a lazily imported module only when its chunk is a plain
 * facade for it; when Rollup merges it with shared code the key becomes `_Name-hash.js`, and
 * scripts/checkBudgets.ts needs this map to find the chunk of a part the prerender reported.
 */
function writeModuleChunks(): Plugin {
  let root = '';
  return {
    name: 'pt:module-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) { root = config.root; },
    generateBundle(_options, bundle) {
      const map: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (!id.startsWith('\0')) map[relative(root, id).split('\\').join('/')] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}

const withoutCsp = ({ 'Content-Security-Policy': _csp, ...rest }: Record<string, string>) => rest;

/**
 * The chart library's modules go to one chunk of a fixed name, which scripts/checkBudgets.ts finds and budgets.
 * The charts' sound player (@pt/ui ChartShared/sonify, product §10.25) is a chunk of its own too: it is
 * loaded on the first 'Play the chart' press, and below experimentalMinChunkSize Rollup would merge
 * it into a shared chunk that the admin and workspace pages load at start-up (+0.6 KB gzip each).
 */
const chartLibraryChunk = (id: string): string | undefined => {
  const path = id.split('\\').join('/');
  if (/\/ChartShared\/sonify\.[jt]s$/.test(path)) return 'chart-sound';
  return CHART_LIBRARY_PACKAGES.some((name) => path.includes(`/node_modules/${name}/`)) ? CHART_LIBRARY_CHUNK : undefined;
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiOrigin = new URL(resolveApiBaseUrl(process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL)).origin;
  return {
    plugins: [react(), reactRouterProductionBuild(), vanillaExtractPlugin(), appShellFallback(), assetCaching(), previewContentSecurityPolicy(apiOrigin), reportDynamicImports(), writeModuleChunks()],
    resolve: { alias: workspaceAliases },
    server: { host: '127.0.0.1', port: 8080, strictPort: true },
    // The preview server is what the e2e suite and `npm start` serve: same headers as production.
    // Its CSP (with the hashes of the served build's inline styles) comes from previewContentSecurityPolicy.
    preview: { host: '127.0.0.1', port: 8080, strictPort: true, headers: withoutCsp(securityHeaders(apiOrigin)) },
    build: {
      target: 'es2022', sourcemap: true, manifest: true,
      // A stylesheet per chunk (product §2.20): the entry's holds the theme, the reset and what the
      // entry renders; each lazily loaded chunk brings its own, which Vite links and waits for
      // before the import resolves, so a route renders styled. A prerendered page inlines the
      // styles of what it renders, a workspace shell links its chunks' (scripts/prerender.ts).
      // Before, one stylesheet held every component's styles and the landing carried them all
      // (20.0 KB gzip, of which it renders about a third).
      cssCodeSplit: true,
      // Modules shared by several lazy chunks became chunks of a few hundred bytes each, each its
      // own request with its own gzip overhead. Rollup merges a chunk below this size (bytes before
      // minifying) into another one, which may load side-effect-free code its importers do not use:
      // at 2000 the user menu's own module joined the Menu/floating-ui chunk the workspace's
      // portfolio switcher needs, and more of such strays made the frame cost 51.4 KB gzip. 1300
      // kept the landing in 2 start-up chunks (99.5 KB) and the frame at 49.1 KB until the format
      // and form-shape work of issue 29: then 1300 split a third start-up chunk off the entry
      // (100.6 KB, over budget). 1600 keeps 2 (99.8 KB) and the workspace route at 42.0 KB (42.7 at
      // 1300), at the price of ~1 KB more in several lazily loaded pages (the transactions page 27.8
      // KB); 2000 gives 99.7 but +5 KB on the transactions page; 2500 and up move lazily loaded
      // code into the landing's start-up.
      // The chart library, loaded only by the workspace's charts, is one chunk named for the budget check.
      // Chunks and stylesheets are named by their hash alone: the entry lists every file its lazy
      // imports load (JS and, with cssCodeSplit, CSS), about 140 names; without the module names
      // that list costs the landing's start-up 0.7 KB gzip less (the stylesheets' names had added
      // 0.5). Vite's manifest and .vite/module-chunks.json still say which modules a file holds.
      rollupOptions: {
        output: {
          experimentalMinChunkSize: 1600,
          ...(isSsrBuild ? {} : {
            manualChunks: chartLibraryChunk,
            chunkFileNames: (chunk) => (chunk.name === CHART_LIBRARY_CHUNK ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
            assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash].css' : 'assets/[name]-[hash][extname]'),
          }),
        },
      },
    },
  };
});
