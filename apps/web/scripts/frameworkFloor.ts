// The framework's share of the landing's start-up JavaScript, measured rather than quoted: the same
// Vite production build of two minimal pages, one hydrating with React alone and one with React and
// react-router (scripts/framework-floor/react.tsx and router.tsx). What the landing ships beyond
// that is the app's own.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { reactRouterProductionBuild } from '../reactRouterProductionBuild';

const fixture = resolve(import.meta.dirname, 'framework-floor');

async function gzipKbOf(entry: string): Promise<number> {
  const outDir = mkdtempSync(join(tmpdir(), 'pt-floor-'));
  try {
    await build({
      root: fixture, configFile: false, logLevel: 'silent', plugins: [react(), reactRouterProductionBuild()],
      build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: entry } },
    });
    const assets = join(outDir, 'assets');
    return readdirSync(assets).filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length / 1024, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Gzipped KB of React + react-dom alone, and with react-router's BrowserRouter, Routes, Link and hooks. */
export async function measureFrameworkFloor(): Promise<{ reactKb: number; reactRouterKb: number }> {
  return { reactKb: await gzipKbOf(join(fixture, 'react.html')), reactRouterKb: await gzipKbOf(join(fixture, 'router.html')) };
}
