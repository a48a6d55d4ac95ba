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

export function domProject(name: string, extra: UserWorkspaceConfig['test'] = {}) {
  return defineProject({
    plugins: [vanillaExtractPlugin()],
    resolve: { alias: workspaceAliases },
    test: {
      name,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: [new URL('./setupDom.ts', import.meta.url).pathname],
      ...extra,
    },
  });
}
