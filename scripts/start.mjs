#!/usr/bin/env node
// Command 1: install, build, start the reference API (embedded database) and the web app.
// Ctrl-C stops both. Needs only Node.js and npm on the machine.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PNPM = ['-y', 'pnpm@10.34.9'];
const API_PORT = process.env.PORT ?? '5000';
const WEB_PORT = process.env.WEB_PORT ?? '8080';

function run(args, opts = {}) {
  const r = spawnSync('npx', [...PNPM, ...args], { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

console.log('> Installing dependencies (pnpm 10.34.9 via npx)…');
run(['install', '--frozen-lockfile']);
console.log('> Building the web app…');
// The build bakes the API URL in; the preview server's CSP must allow the same origin.
const webEnv = { ...process.env, VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? `http://localhost:${API_PORT}` };
run(['--filter', '@pt/web-app', 'run', 'build'], { env: webEnv });

const children = [
  spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${root}apps/api`,
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT, APP_URL: process.env.APP_URL ?? `http://localhost:${WEB_PORT}` },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--host', 'localhost', '--port', WEB_PORT, '--strictPort'], {
    cwd: `${root}apps/web`,
    env: webEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
];

setTimeout(() => {
  console.log(`\n  Portfolio Tracker is running:\n    web  http://localhost:${WEB_PORT}/\n    API  http://localhost:${API_PORT}/health\n    mail http://localhost:${API_PORT}/dev/mailbox\n  Ctrl-C stops both.\n`);
}, 2500);

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const c of children) c.on('exit', (code) => { if (!stopping) { console.error(`A server stopped (exit ${code}); stopping the other.`); stop(code ?? 1); } });
