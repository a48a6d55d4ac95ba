import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { packageBuild } from '../../tooling/tsup';

/** The kit's entries: the primitives (`@pt/ui`) and one per area (`@pt/ui/site`, ...). */
const areas = ['site', 'account', 'billing', 'affiliate', 'admin', 'workspace'] as const;

// vanilla-extract compiles styles at build time; the JS never injects styles at run time. The
// `style` entry imports every area, so its stylesheet holds every rule once: it ships as
// dist/style.css ("@pt/ui/style.css"). The stylesheets esbuild writes for the other entries and
// chunks (each a subset of it) and the style entry's empty JS are removed.
// Code splitting in both formats, so an area and the primitives share one copy of a component
// (and of a React context, such as the toaster's) in CommonJS too.
const entries = { index: 'src/index.ts', ...Object.fromEntries(areas.map((a) => [a, `src/${a}/index.ts`])) };

export default defineConfig(
  packageBuild({
    entry: { ...entries, style: 'src/style.ts' },
    dts: { entry: entries, compilerOptions: { paths: {} } },
    external: ['react', 'react-dom'],
    splitting: true,
    esbuildPlugins: [vanillaExtractPlugin()],
    onSuccess: async () => {
      for (const file of readdirSync('dist')) {
        const isStyleJs = /^style\.c?js(\.map)?$/.test(file);
        if (isStyleJs || (/\.css(\.map)?$/.test(file) && !file.startsWith('style.css'))) rmSync(join('dist', file));
      }
    },
  }),
);
