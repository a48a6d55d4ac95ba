import { nodeProject } from '../../tooling/vitest';

// Server tests share one embedded database per file; run files one at a time on 2 cores.
export default nodeProject('server', { fileParallelism: false, testTimeout: 30_000, hookTimeout: 60_000 });
