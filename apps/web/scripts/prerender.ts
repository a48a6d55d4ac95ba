// Prerenders the public routes into static HTML after `vite build`, so the landing and
// legal pages paint before any JavaScript runs; the client then hydrates them.
import { NGINX_STYLE_SOURCE_FILE, inlineStylesOfBuild, nginxStyleSourceConf } from '../cspStyleHashes';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformWithEsbuild } from 'vite';

import { PRELOADED_SHELLS, PRERENDERED_ROUTES } from '../prerenderedRoutes';
import { chunkFilesFor, cssFilesFor, type Manifest, type ModuleChunks } from './chunkGraph';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(webRoot, process.argv[2] ?? 'dist');
const ssrDir = join(webRoot, '.ssr-build');

execFileSync(process.execPath, [join(webRoot, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn'], {
  cwd: webRoot,
  stdio: 'inherit',
});

const { render, loadLazyParts } = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as {
  render: (path: string) => string;
  loadLazyParts: () => Promise<void>;
};
// Every code-split part is loaded before the first render, so each page's HTML is complete.
await loadLazyParts();
const built = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
// Preload the bundled latin font so the text paints in Inter at once instead of swapping late
// (a late swap repaints the largest text and pushes LCP back).
const font = readdirSync(join(outDir, 'assets')).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
// The stylesheets go first: Vite writes them after the entry script and every modulepreload, so
// over HTTP/1.1 (six connections) the render-blocking requests queued behind the JS. With
// cssCodeSplit (vite.config.ts) the entry's are the styles of its own graph (the theme, the reset,
// the header and the layout); each lazily loaded chunk has its own file, which Vite links when the
// chunk is imported and waits for before the import resolves.
const stylesheets = [...built.matchAll(/\n?\s*<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
if (stylesheets.length === 0) throw new Error('index.html links no stylesheet');
const stylesheetBlock = stylesheets.join('');
const ordered = stylesheets.reduce((html, tag) => html.replace(tag, ''), built).replace('</title>', `</title>${stylesheetBlock}`);
const template = font
  ? ordered.replace('</title>', `</title>\n    <link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`)
  : ordered;
const entryCss = stylesheets.map((tag) => /href="\/([^"]+)"/.exec(tag)![1]!);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const moduleChunks = JSON.parse(readFileSync(join(outDir, '.vite/module-chunks.json'), 'utf8')) as ModuleChunks;

/** The stylesheets of a page that renders `modules` (lazily loaded ones), the entry's first. */
const stylesheetsFor = (modules: readonly string[]) => [...new Set([...entryCss, ...cssFilesFor(manifest, moduleChunks, modules)])];
const readCss = (files: readonly string[]) => files.map((file) => readFileSync(join(outDir, file), 'utf8').trim()).join('\n');
/**
 * Each stylesheet a page has in another form (inline, or in its shell's one file) is also named by
 * a disabled stylesheet link, which the browser does not fetch: Vite's loader skips a chunk's
 * stylesheet when a link to it is in the document, so a part that loads does not download (and
 * wait for) styles the page already has.
 */
const markers = (files: readonly string[]) => files.map((file) => `\n    <link rel="stylesheet" href="/${file}" disabled>`).join('');

/**
 * A prerendered page carries inline the styles of what it renders (product §2.20): the entry's
 * and those of the lazy parts its HTML holds (`parts`, as the server render reported them), so its
 * first paint waits on no other request, and the landing does not carry the workspace's styles.
 */
function withInlineCss(page: string, parts: readonly string[]): { html: string; files: string[] } {
  const files = stylesheetsFor(parts);
  return { html: page.replace(stylesheetBlock, () => `\n    <style>${readCss(files)}</style>${markers(files)}`), files };
}

// A prerendered page paints without JavaScript: its scripts (the entry and its modulepreloads) only
// hydrate it. The HTML names one small module instead, built here from
// src/boot/startAfterFirstPaint.ts, which asks for them once the browser reports the first
// contentful paint, so the HTML, CSS and font have the bandwidth to themselves until then. The app
// shell (client-rendered routes) keeps Vite's tags.
const bootSource = readFileSync(join(webRoot, 'src/boot/startAfterFirstPaint.ts'), 'utf8');
const boot = (await transformWithEsbuild(bootSource, 'startAfterFirstPaint.ts', { minify: true, format: 'esm', target: 'es2022' })).code;
const bootFile = `assets/boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(outDir, bootFile), boot);
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entryScript) throw new Error('index.html has no module entry script');
const preloads = [...template.matchAll(/\n?\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
let bootTemplate = template.replace(
  entryScript[0],
  `<script type="module" src="/${bootFile}" data-entry="${entryScript[1]}" data-preload="${preloads.map((m) => m[1]).join(' ')}"></script>`,
);
for (const [tag] of preloads) bootTemplate = bootTemplate.replace(tag, '');

// The modules each page imports dynamically while it renders (its lazy parts, reported by the
// server build: vite.config.ts, reportDynamicImports), keyed as in Vite's manifest: `hydration`,
// the chunks the browser loads as it hydrates the page (scripts/checkBudgets.ts counts them in the
// start-up JavaScript), and `afterLoad`, those of parts that hydrate after the load event
// (features/public/afterLoad.tsx; app/lazyPage.tsx sets the phase).
const dynamicImports: Record<string, { hydration: string[]; afterLoad: string[] }> = {};
const reporter = globalThis as { __ptDynamicImport?: (key: string) => void; __ptDynamicImportPhase?: string };

for (const route of PRERENDERED_ROUTES) {
  const hydration = new Set<string>();
  const afterLoad = new Set<string>();
  reporter.__ptDynamicImport = (key) => { (reporter.__ptDynamicImportPhase === 'afterLoad' ? afterLoad : hydration).add(key); };
  const markup = render(route);
  reporter.__ptDynamicImport = undefined;
  dynamicImports[route] = { hydration: [...hydration].sort(), afterLoad: [...afterLoad].filter((k) => !hydration.has(k)).sort() };
  const { html, files: css } = withInlineCss(
    bootTemplate.replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${markup}</div>`),
    [...dynamicImports[route].hydration, ...dynamicImports[route].afterLoad],
  );
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${route} -> ${file.slice(webRoot.length + 1)} (${css.length} stylesheets inline)`);
}
writeFileSync(join(outDir, '.vite/prerender-dynamic-imports.json'), `${JSON.stringify(dynamicImports, null, 2)}\n`);
// Routes that are not prerendered start from an empty shell.
writeFileSync(join(outDir, 'app-shell.html'), template);
// The workspace's pages start from a shell of their own that names the chunks they load at start
// as modulepreloads (prerenderedRoutes.ts, PRELOADED_SHELLS), so that the browser fetches them
// beside the entry instead of one import level at a time after it has run. At low priority: the
// stylesheet and the entry go first, so the page's frame paints as soon as without them. The
// stylesheet is render-blocking, and the app's scripts run only once it has arrived, so the page's
// first render is styled.
for (const [route, modules] of Object.entries(PRELOADED_SHELLS)) {
  const links = chunkFilesFor(manifest, moduleChunks, modules).map((file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
  // Its stylesheets (the entry's and its chunks') in one file: one render-blocking request
  // instead of twenty small ones, named by its content and cached like every asset.
  const files = stylesheetsFor(modules);
  const css = readCss(files);
  const cssFile = `assets/shell-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(join(outDir, cssFile), css);
  const styles = `\n    <link rel="stylesheet" crossorigin href="/${cssFile}">${markers(files)}`;
  const file = join(outDir, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, template.replace(stylesheetBlock, () => styles).replace('</head>', `${links.join('\n')}\n  </head>`));
  console.log(`shell ${route} -> ${file.slice(webRoot.length + 1)} (${links.length} modulepreloads, ${files.length} stylesheets in ${cssFile})`);
}
rmSync(ssrDir, { recursive: true, force: true });
// The CSP's style-src for this build (product §15.10): the hashes of the inline styles its HTML
// carries, as the line deploy/nginx.conf includes. Written last, over every page written above.
const styleSourceFile = join(outDir, NGINX_STYLE_SOURCE_FILE);
mkdirSync(dirname(styleSourceFile), { recursive: true });
writeFileSync(styleSourceFile, nginxStyleSourceConf(inlineStylesOfBuild(outDir)));
console.log(`style sources -> ${styleSourceFile.slice(webRoot.length + 1)}`);
