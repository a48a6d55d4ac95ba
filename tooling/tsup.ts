// Shared tsup settings for the publishable packages: ESM + CJS + declarations.
import type { Options } from 'tsup';

export function packageBuild(overrides: Options = {}): Options {
  return {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { paths: {} } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    treeshake: true,
    target: 'es2022',
    outDir: 'dist',
    ...overrides,
  };
}
