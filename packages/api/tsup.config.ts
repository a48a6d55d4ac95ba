import { defineConfig } from 'tsup';
import { packageBuild } from '../../tooling/tsup';

// Two entries: the public one and @pt/api/internal (src/internal.ts) for the sibling packages.
export default defineConfig(packageBuild({ entry: ['src/index.ts', 'src/internal.ts'] }));
