import { nodeProject } from '../../tooling/vitest';

// Property tests run thousands of cases; on a busy shared machine they need more than 5 s.
export default nodeProject('api', { testTimeout: 30_000 });
