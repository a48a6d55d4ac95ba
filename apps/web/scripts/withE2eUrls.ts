// Runs a command with the API and app URLs of the end-to-end ports (e2e/ports.ts, which follows
// E2E_PORT_OFFSET) as the build's VITE_API_BASE_URL and VITE_APP_URL, so the e2e and stock builds
// talk to the servers the tests and the Lighthouse step start.
// Usage: node --import tsx scripts/withE2eUrls.ts <command> [args...]
import { spawnSync } from 'node:child_process';
import { E2E_API_URL, E2E_WEB_URL } from '../e2e/ports';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: withE2eUrls.ts <command> [args...]');
const run = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: E2E_API_URL, VITE_APP_URL: E2E_WEB_URL },
});
if (run.error) throw run.error;
process.exit(run.status ?? 1);
