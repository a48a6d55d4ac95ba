// Runs every story in Debian's chromium (the full browser, not the headless shell the end-to-end
// tests use: the shell lays out text a little wider, and stories that hold a loading state to the
// loaded one's height at a given width are drawn for the browser people use), with its play
// function and an axe pass.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs } from '../../tooling/chromium';

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
        launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
