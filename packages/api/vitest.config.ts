import { nodeProject } from '../../tooling/vitest';

// Property tests run thousands of cases; on a busy shared machine they need more than 5 s.
// The repository's own tooling tests (tooling/*.test.ts: plain node, a few milliseconds) run here
// too, so they need no project of their own.
export default nodeProject('api', {
  testTimeout: 30_000,
  include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../tooling/**/*.test.ts'],
});
