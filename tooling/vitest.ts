// Vitest presets: plain node for the SDK and the server, jsdom for React code.
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from './aliases';

export function nodeProject(name: string, extra: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    resolve: { alias: workspaceAliases },
    test: { name, environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], ...extra },
  });
}

export interface DomProjectOptions {
  /** The project's tests import vanilla-extract styles (`.css.ts`), compiled by the plugin. */
  styles?: boolean;
}

/**
 * jsdom + Testing Library. A file that needs no DOM opts into node with a
 * `// @vitest-environment node` first line.
 *
 * `isolate: false`: a worker sets up jsdom and the setup file once and runs file after file in
 * them, instead of a fresh worker with its own jsdom per file. Setting up jsdom was most of these
 * projects' time (ui: 535 s of environment set-up summed over 52 files, against 6 s so, on a busy
 * 2-core host). Files still share nothing they rely on: setupDom.ts unmounts and clears storage
 * after each test, every test builds its own client and SWR cache, and the suite passes in any
 * order.
 */
export function domProject(name: string, extra: UserWorkspaceConfig['test'] = {}, { styles = true }: DomProjectOptions = {}) {
  return defineProject({
    plugins: styles ? [vanillaExtractPlugin()] : [],
    resolve: { alias: workspaceAliases },
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: [new URL('./setupDom.ts', import.meta.url).pathname],
      isolate: false,
      // Typing into forms and rendering long tables in jsdom take seconds on a busy shared host
      // (the default 5 s timed out there); a test that hangs still fails.
      testTimeout: 20_000,
      ...extra,
    },
  });
}
