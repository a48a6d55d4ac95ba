#!/usr/bin/env node
// The built server (dist/main.js, what docs/deploy.md runs) starts on a fresh embedded database with
// the production flags, migrates, answers its health check and a read, and stops on SIGTERM.
// Run after `pnpm --filter @pt/api-server run build`; part of npm test.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
// The flags of `start:dist`, read from package.json so there is one list.
const startDist = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8')).scripts['start:dist'];
const args = startDist.split(' ').slice(1);

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port: p } = s.address(); s.close(() => resolve(p)); });
});
const dataDir = mkdtempSync(join(tmpdir(), 'pt-dist-'));
const child = spawn(process.execPath, args, {
  cwd: apiDir,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (d) => { out += d; });
const fail = (why) => { console.error(`built server: ${why}\n${out}`); child.kill('SIGKILL'); rmSync(dataDir, { recursive: true, force: true }); process.exit(1); };

const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 120_000;
for (;;) {
  if (child.exitCode !== null) fail(`exited with ${child.exitCode} before answering`);
  try {
    const health = await fetch(`${base}/health`);
    if (health.ok) break;
  } catch { /* starting */ }
  if (Date.now() > deadline) fail('no health answer within 120 s');
  await new Promise((r) => setTimeout(r, 250));
}
const plans = await fetch(`${base}/api/subscription/plans`);
const body = await plans.json();
if (!plans.ok || !Array.isArray(body) || body.length === 0) fail(`GET /api/subscription/plans answered ${plans.status}`);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.kill('SIGTERM');
const code = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) fail(`stopped with ${code} on SIGTERM`);
console.log(`built server: started with '${args.join(' ')}', healthy, ${body.length} plans, stopped cleanly`);
