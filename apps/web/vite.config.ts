import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { resolveApiBaseUrl } from '../../packages/api/src/config';
import { workspaceAliases } from '../../tooling/aliases';
import { securityHeaders } from './securityHeaders';
import { appShellFallback } from './appShellFallback';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiOrigin = new URL(resolveApiBaseUrl(process.env.VITE_API_BASE_URL ?? env.VITE_API_BASE_URL)).origin;
  return {
    plugins: [react(), vanillaExtractPlugin(), appShellFallback()],
    resolve: { alias: workspaceAliases },
    server: { host: '127.0.0.1', port: 8080, strictPort: true },
    // The preview server is what the e2e suite and `npm start` serve: same headers as production.
    preview: { host: '127.0.0.1', port: 8080, strictPort: true, headers: securityHeaders(apiOrigin) },
    // One stylesheet: the prerendered page paints styled without waiting on a chain of CSS files.
    build: { target: 'es2022', sourcemap: true, manifest: true, cssCodeSplit: false },
  };
});
