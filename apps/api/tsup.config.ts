// The server as plain JavaScript for production (`node dist/main.js`): no TypeScript loader in the
// running process, which saves ~70 MB of resident memory (issue 27 item 7; README "Memory").
// The workspace SDK is compiled in from source; every npm dependency stays external.
import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { workspaceAliases } from '../../tooling/aliases';

export default defineConfig({
  entry: { main: 'src/main.ts', seedDemo: 'src/seedDemo.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@pt\//],
  external: ['stripe'],
  esbuildOptions(options) {
    options.alias = workspaceAliases;
  },
  // migrate.ts reads its SQL files next to itself.
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
