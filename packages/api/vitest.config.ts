import { nodeProject } from '../../tooling/vitest';

// Property tests run thousands of cases; on a busy shared machine they need more than 5 s.
// The SDK keeps no module state a test could leave behind (every test builds its own client), so
// a worker runs file after file without loading the SDK afresh for each.
export default nodeProject('api', { testTimeout: 30_000, isolate: false });
