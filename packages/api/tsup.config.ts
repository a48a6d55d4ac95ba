import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup';

// Four entries: the public one, @pt/api/format and @pt/api/rules (product §16: importing one
// formatter or rule carries that one), and @pt/api/internal (src/internal.ts) for the sibling packages.
export default defineConfig(packageBuild({
  entry: { index: 'src/index.ts', format: 'src/format/index.ts', rules: 'src/rules/index.ts', internal: 'src/internal.ts' },
}));
