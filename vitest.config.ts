import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/api/vitest.config.ts',
      'packages/react/vitest.config.ts',
      'packages/ui/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
