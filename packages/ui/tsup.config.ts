import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { packageBuild } from '../../tooling/tsup';

// vanilla-extract compiles styles at build time into dist/index.css (exported as
// "@pt/ui/style.css"); the JS never injects styles at run time.
export default defineConfig(
  packageBuild({
    external: ['react', 'react-dom'],
    esbuildPlugins: [vanillaExtractPlugin()],
  }),
);
