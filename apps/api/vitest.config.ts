import { nodeProject } from '../../tooling/vitest';

// Each test file has a database of its own (in-memory PGlite started from one migrated dump that
// test/globalSetup.ts makes once per run, or a schema of its own on PostgreSQL), so files run in
// parallel like the other projects'.
export default nodeProject('server', { globalSetup: ['./test/globalSetup.ts'], testTimeout: 30_000, hookTimeout: 120_000 });
