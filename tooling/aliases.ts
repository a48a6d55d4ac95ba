// Inside the workspace, apps and tests compile the packages from source, so
// `pnpm start` and `vitest` need no prior build. Published consumers use dist/.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

// A subpath entry comes before its package's name: the first alias that matches wins.
export const workspaceAliases: Record<string, string> = {
  '@pt/api/format': `${root}packages/api/src/format/index.ts`,
  '@pt/api/rules': `${root}packages/api/src/rules/index.ts`,
  '@pt/api/internal': `${root}packages/api/src/internal.ts`,
  '@pt/api': `${root}packages/api/src/index.ts`,
  '@pt/react': `${root}packages/react/src/index.ts`,
  '@pt/ui/site': `${root}packages/ui/src/site/index.ts`,
  '@pt/ui/account': `${root}packages/ui/src/account/index.ts`,
  '@pt/ui/billing': `${root}packages/ui/src/billing/index.ts`,
  '@pt/ui/affiliate': `${root}packages/ui/src/affiliate/index.ts`,
  '@pt/ui/admin': `${root}packages/ui/src/admin/index.ts`,
  '@pt/ui/workspace': `${root}packages/ui/src/workspace/index.ts`,
  '@pt/ui': `${root}packages/ui/src/index.ts`,
};
