// Reads Vite's manifest and fails when the landing page or a lazy route chunk outgrows its budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from './budgets';

interface ManifestChunk { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

const outDir = resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const kb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const initial = staticClosure(entryKey);
const initialJs = [...initial].reduce((sum, k) => sum + kb(manifest[k]!.file), 0);
// With cssCodeSplit off the one stylesheet is a manifest entry of its own ('style.css').
const globalCss = Object.entries(manifest).filter(([k, c]) => k.endsWith('.css') && c.file.endsWith('.css')).map(([, c]) => c.file);
const initialCss = [...new Set([...[...initial].flatMap((k) => manifest[k]!.css ?? []), ...globalCss])].reduce((sum, f) => sum + kb(f), 0);

const rows: Array<[string, number, number]> = [
  ['landing initial JS', initialJs, BUDGETS.landingInitialJsKb],
  ['landing CSS', initialCss, BUDGETS.landingCssKb],
];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  // A lazy route costs its own chunk plus shared chunks the landing page did not already load.
  const extra = [...staticClosure(key)].filter((k) => !initial.has(k));
  rows.push([`lazy ${key.replace(/^src\//, '')}`, extra.reduce((s, k) => s + kb(manifest[k]!.file), 0), BUDGETS.lazyChunkKb]);
}

let failed = 0;
for (const [name, size, limit] of rows) {
  const ok = size <= limit;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(58)} ${size.toFixed(1).padStart(7)} KB / ${limit} KB gzip`);
}
console.log(`budgets: ${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
