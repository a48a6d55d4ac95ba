// Fails when the landing page or a lazy route chunk outgrows its budget (scripts/budgets.ts). Everything is
// read from the build output: Vite's manifest (the chunk graph) and the build's module-to-chunk map,
// the prerendered landing HTML (its entry script and modulepreloads) and the prerender's record of the modules each page imports
// dynamically while it renders (its lazy parts, which the browser loads as it hydrates).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRELOADED_SHELLS, PRERENDERED_ROUTES } from '../prerenderedRoutes';
import { BUDGETS, CHART_LIBRARY_CHUNK, REQUIRED_ROUTE_MODULES } from './budgets';
import { measureFrameworkFloor } from './frameworkFloor';

interface ManifestChunk { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>;

const outDir = resolve(process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const kb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024;
const jsKb = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + kb(manifest[k]!.file), 0);

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entryGraph = staticClosure(entryKey);

// The landing's start-up JavaScript: the boot module, the entry graph, every script and
// modulepreload the prerendered HTML names, and the lazy parts the page renders (loaded right at
// hydration), each with its static imports.
const landingHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
// The prerendered HTML names one small boot module (scripts/prerender.ts) with the entry and the
// modulepreloads in its data attributes; it loads them once the first contentful paint is reported.
const bootTag = /<script type="module" src="\/([^"]+)" data-entry="\/([^"]+)" data-preload="([^"]*)"><\/script>/.exec(landingHtml);
if (!bootTag) throw new Error('the landing HTML has no boot script with data-entry and data-preload');
const bootFile = bootTag[1]!;
const htmlScripts = [bootTag[2]!, ...bootTag[3]!.split(' ').filter(Boolean).map((f) => f.replace(/^\//, ''))];
const recordFile = join(outDir, '.vite/prerender-dynamic-imports.json');
if (!existsSync(recordFile)) throw new Error(`${recordFile} is missing: run the prerender (scripts/prerender.ts) on this build first`);
const landingRecord = (JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, { hydration: string[]; afterLoad: string[] }>)['/'];
if (!landingRecord) throw new Error(`${recordFile} has no entry for the landing page '/'`);
const landingParts = landingRecord.hydration;
const startup = new Set(entryGraph);
for (const file of htmlScripts) {
  const key = keyOfFile.get(file);
  if (!key) throw new Error(`the landing HTML loads ${file}, which is not in the manifest`);
  staticClosure(key, startup);
}
// A part's module is a manifest key when its chunk is a plain facade for it; otherwise (Rollup
// merged it with shared code) the chunk is found through the build's module map (vite.config.ts).
const moduleChunks = JSON.parse(readFileSync(join(outDir, '.vite/module-chunks.json'), 'utf8')) as Record<string, string>;
const chunkOf = (part: string) => {
  const key = manifest[part] ? part : keyOfFile.get(moduleChunks[part] ?? '');
  if (!key) throw new Error(`the landing renders ${part}, which is in no chunk of the manifest`);
  return key;
};
for (const part of landingParts) staticClosure(chunkOf(part), startup);
// Parts that hydrate after the load event (idle, or in view): reported, and each is budgeted as a
// lazy chunk below; not start-up JavaScript.
const afterLoad = new Set<string>();
for (const part of landingRecord.afterLoad) staticClosure(chunkOf(part), afterLoad);
for (const key of startup) afterLoad.delete(key);

const entryJs = jsKb(entryGraph);
const startupJs = jsKb(startup) + kb(bootFile);
// CSS by route (product §2.20): a prerendered page carries its styles inline, a workspace shell
// links one stylesheet of its own, and every lazily loaded chunk brings its own.
const gzKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;
const pageFile = (route: string) => join(outDir, route === '/' ? '' : route.slice(1), 'index.html');
/** A prerendered page's inline styles: what its first paint has. */
function inlineCss(route: string): string {
  const css = /<style>([\s\S]*?)<\/style>/.exec(readFileSync(pageFile(route), 'utf8'))?.[1];
  if (css === undefined) throw new Error(`${route} carries no inline stylesheet`);
  return css;
}
const initialCss = gzKb(inlineCss('/'));

console.log(`landing entry graph: ${entryGraph.size} chunks, ${entryJs.toFixed(1)} KB gzip (reported, not budgeted)`);
console.log(`landing start-up JS: ${startup.size} chunks, ${startupJs.toFixed(1)} KB gzip; parts loaded at hydration: ${landingParts.map((k) => k.replace(/^.*\//, '').replace(/\.tsx?$/, '')).join(', ') || 'none'}`);
if (landingRecord.afterLoad.length > 0) {
  console.log(`landing after load (idle or in view): ${afterLoad.size} more chunks, ${jsKb(afterLoad).toFixed(1)} KB gzip (not start-up; budgeted as lazy chunks): ${landingRecord.afterLoad.map((k) => k.replace(/^.*\//, '').replace(/\.tsx?$/, '')).join(', ')}`);
}
console.log(`target for the landing's start-up JS: ${BUDGETS.landingStartupJsTargetKb} KB gzip (${startupJs <= BUDGETS.landingStartupJsTargetKb ? 'met' : 'NOT met yet'})`);
// The framework alone, built the same way: how much of the target is left for the app's own code.
const floor = await measureFrameworkFloor();
console.log(`framework floor (minimal pages, same build): React + react-dom ${floor.reactKb.toFixed(1)} KB, with react-router ${floor.reactRouterKb.toFixed(1)} KB gzip; the landing's own start-up JS beyond it: ${(startupJs - floor.reactRouterKb).toFixed(1)} KB (the target leaves ${(BUDGETS.landingStartupJsTargetKb - floor.reactRouterKb).toFixed(1)} KB)`);

const rows: Array<[string, number, number]> = [
  ['landing start-up JS (entry graph + HTML preloads + parts)', startupJs, BUDGETS.landingStartupJsKb],
  ['landing CSS (inline)', initialCss, BUDGETS.landingCssKb],
];
for (const route of PRERENDERED_ROUTES) {
  if (route !== '/') rows.push([`${route} CSS (inline)`, gzKb(inlineCss(route)), BUDGETS.prerenderedPageCssKb]);
}
for (const route of Object.keys(PRELOADED_SHELLS)) {
  const href = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/.exec(readFileSync(pageFile(route), 'utf8'))?.[1];
  if (!href) throw new Error(`the shell of ${route} links no stylesheet`);
  rows.push([`${route} shell CSS (${href.replace(/^.*\//, '')})`, kb(href), BUDGETS.shellCssKb]);
}
// What a visitor of the landing has loaded once the page has settled: start-up and after-load parts.
const landingLoaded = new Set([...startup, ...afterLoad]);
// The chart library's chunk, by its fixed name (vite.config.ts): budgeted on its own, and never
// part of a route chunk or of anything the landing loads.
const isChartLibrary = (key: string) => new RegExp(`(^|/)${CHART_LIBRARY_CHUNK}-[\\w-]+\\.js$`).test(manifest[key]!.file);
const chartKeys = Object.keys(manifest).filter(isChartLibrary);
const problems: string[] = [];
if (chartKeys.length !== 1) problems.push(`expected one '${CHART_LIBRARY_CHUNK}' chunk in the build, found ${chartKeys.length}`);
for (const key of chartKeys) {
  if (landingLoaded.has(key)) problems.push(`the landing loads the chart library (${manifest[key]!.file})`);
  rows.push([`chart library (${manifest[key]!.file.replace(/^.*\//, '')})`, kb(manifest[key]!.file), BUDGETS.chartLibraryKb]);
}
for (const module of REQUIRED_ROUTE_MODULES) {
  const key = manifest[module] ? module : keyOfFile.get(moduleChunks[module] ?? '');
  if (!key || !manifest[key]!.isDynamicEntry) problems.push(`${module} is not in a lazy chunk in the build`);
}
// The chunks that import each chunk dynamically.
const dynamicImporters = new Map<string, string[]>();
for (const [key, chunk] of Object.entries(manifest)) {
  for (const target of chunk.dynamicImports ?? []) dynamicImporters.set(target, [...(dynamicImporters.get(target) ?? []), key]);
}
/**
 * What is loaded before a chunk that only one other lazy chunk imports (a sub-route inside its
 * route, a section inside a page): that chunk's static imports, and its own loader's, up the chain.
 */
function loadedBefore(key: string): Set<string> {
  const loaded = new Set<string>();
  for (let at = key, importers = dynamicImporters.get(at) ?? []; importers.length === 1 && !landingLoaded.has(importers[0]!);) {
    at = importers[0]!;
    staticClosure(at, loaded);
    importers = dynamicImporters.get(at) ?? [];
  }
  return loaded;
}
// A chunk's name in the report: its module's path, or for a chunk Rollup merged with shared code
// (keyed by its file, which is named by its hash alone: vite.config.ts) the chunk's name.
const label = (key: string) => (key.startsWith('_') ? `${manifest[key]!.name ?? key} (${key.slice(1)})` : key.replace(/^src\//, ''));
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry || startup.has(key) || isChartLibrary(key)) continue;
  // A lazy chunk costs its own file plus shared chunks the landing page did not already load (for
  // the landing's own after-load parts: beyond its start-up), nor the lazy chunk that loads it
  // (a workspace page comes inside the workspace's frame). The chart library counts on its own.
  const base = new Set([...(afterLoad.has(key) ? startup : landingLoaded), ...loadedBefore(key)]);
  const extra = [...staticClosure(key)].filter((k) => !base.has(k) && !isChartLibrary(k));
  rows.push([`lazy ${label(key)}`, jsKb(extra), key === 'src/features/public/LandingSections.tsx' ? BUDGETS.landingSectionsKb : BUDGETS.lazyChunkKb]);
  const loadedCss = new Set([...base].flatMap((k) => manifest[k]!.css ?? []));
  const css = [...new Set(extra.flatMap((k) => manifest[k]!.css ?? []))].filter((f) => !loadedCss.has(f));
  if (css.length > 0) rows.push([`lazy ${label(key)} CSS`, css.reduce((sum, f) => sum + kb(f), 0), key === 'src/features/workspace/WorkspaceOverviewPage.tsx' ? BUDGETS.overviewCssKb : BUDGETS.lazyChunkCssKb]);
}

let failed = problems.length;
for (const problem of problems) console.log(`FAIL ${problem}`);
for (const [name, size, limit] of rows) {
  const ok = size <= limit;
  if (!ok) failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(58)} ${size.toFixed(1).padStart(7)} KB / ${limit} KB gzip`);
}
console.log(`budgets: ${rows.length + problems.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
