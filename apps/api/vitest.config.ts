import { nodeProject } from '../../tooling/vitest';

// Each test file has a database of its own (in-memory PGlite started from one migrated dump that
// test/globalSetup.ts makes once per run, or a schema of its own on PostgreSQL), so files run in
// parallel like the other projects'. A worker loads the server's modules once and runs file after
// file (isolate: false): its module state is caches of the bundled market data, the same for every
// file, and each file builds its own app (createServer) on its own database.
export default nodeProject('server', { globalSetup: ['./test/globalSetup.ts'], isolate: false, testTimeout: 30_000, hookTimeout: 120_000 });
