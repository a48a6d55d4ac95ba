// Runs every story in Debian's chromium (its headless shell when installed: tooling/chromium.ts), with its play function and an axe pass.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, testChromiumPath } from '../../tooling/chromium';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export default defineConfig({
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles', '@vanilla-extract/dynamic', '@radix-ui/react-toast', 'react/jsx-dev-runtime', '@headlessui/react'] },
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir, storybookScript: 'pnpm storybook --ci' })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
