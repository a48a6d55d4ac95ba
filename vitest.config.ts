import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): two run test files side by
    // side while the main process mostly waits on them.
    maxWorkers: 2,
    projects: [
      'packages/api/vitest.config.ts',
      'packages/react/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
