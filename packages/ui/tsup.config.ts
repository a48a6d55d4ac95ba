import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { packageBuild } from '../../tooling/tsup';

// vanilla-extract compiles styles at build time into dist/index.css (exported as
// "@pt/ui/style.css"); the JS never injects styles at run time.
export default defineConfig(
  packageBuild({
    external: ['react', 'react-dom'],
    esbuildPlugins: [vanillaExtractPlugin()],
    // The ESM build's lazily loaded UserMenu chunk gets a stylesheet of its own from the plugin.
    // Nothing imports it, and dist/index.css already holds every rule: it is removed, so the
    // package ships one stylesheet.
    onSuccess: async () => {
      for (const file of readdirSync('dist')) {
        if (/\.css(\.map)?$/.test(file) && !file.startsWith('index.css')) rmSync(join('dist', file));
      }
    },
  }),
);
