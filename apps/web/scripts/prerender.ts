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
import { chunkFilesFor, type Manifest, type ModuleChunks } from './chunkGraph';

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
// The stylesheet goes first: Vite writes it after the entry script and every modulepreload, so
// over HTTP/1.1 (six connections) the one render-blocking request queued behind the JS.
const stylesheet = /\n?\s*<link rel="stylesheet"[^>]*>/.exec(built)?.[0];
const ordered = stylesheet ? built.replace(stylesheet, '').replace('</title>', `</title>${stylesheet}`) : built;
const template = font
  ? ordered.replace('</title>', `</title>\n    <link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`)
  : ordered;

// A prerendered page carries the app's stylesheet inline (about 14 KB gzip): its first paint waits
// on no other request, and there is no second style pass as there would be with a critical subset
// followed by the full file. The app shell (client-rendered routes) keeps the cacheable link.
const stylesheetHref = stylesheet && /href="([^"]+)"/.exec(stylesheet)?.[1];
const appCss = stylesheetHref ? readFileSync(join(outDir, stylesheetHref), 'utf8') : null;
const withInlineCss = (page: string) =>
  stylesheet && appCss !== null ? page.replace(stylesheet.trim(), () => `<style>${appCss}</style>`) : page;

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
// (features/public/afterLoad.tsx; lazyPart.tsx sets the phase).
const dynamicImports: Record<string, { hydration: string[]; afterLoad: string[] }> = {};
const reporter = globalThis as { __ptDynamicImport?: (key: string) => void; __ptDynamicImportPhase?: string };

for (const route of PRERENDERED_ROUTES) {
  const hydration = new Set<string>();
  const afterLoad = new Set<string>();
  reporter.__ptDynamicImport = (key) => { (reporter.__ptDynamicImportPhase === 'afterLoad' ? afterLoad : hydration).add(key); };
  const markup = render(route);
  reporter.__ptDynamicImport = undefined;
  dynamicImports[route] = { hydration: [...hydration].sort(), afterLoad: [...afterLoad].filter((k) => !hydration.has(k)).sort() };
  const html = withInlineCss(bootTemplate.replace('<div id="root"></div>', `<div id="root" data-prerendered="${route}">${markup}</div>`));
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${route} -> ${file.slice(webRoot.length + 1)}`);
}
writeFileSync(join(outDir, '.vite/prerender-dynamic-imports.json'), `${JSON.stringify(dynamicImports, null, 2)}\n`);
// Routes that are not prerendered start from an empty shell.
writeFileSync(join(outDir, 'app-shell.html'), template);
// The workspace's pages start from a shell of their own that names the chunks they load at start
// as modulepreloads (prerenderedRoutes.ts, PRELOADED_SHELLS), so that the browser fetches them
// beside the entry instead of one import level at a time after it has run. At low priority: the
// stylesheet and the entry go first, so the page's frame paints as soon as without them.
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const moduleChunks = JSON.parse(readFileSync(join(outDir, '.vite/module-chunks.json'), 'utf8')) as ModuleChunks;
for (const [route, modules] of Object.entries(PRELOADED_SHELLS)) {
  const links = chunkFilesFor(manifest, moduleChunks, modules).map((file) => `    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
  const file = join(outDir, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, template.replace('</head>', `${links.join('\n')}\n  </head>`));
  console.log(`shell ${route} -> ${file.slice(webRoot.length + 1)} (${links.length} modulepreloads)`);
}
rmSync(ssrDir, { recursive: true, force: true });
// The CSP's style-src for this build (product §15.10): the hashes of the inline styles its HTML
// carries, as the line deploy/nginx.conf includes. Written last, over every page written above.
const styleSourceFile = join(outDir, NGINX_STYLE_SOURCE_FILE);
mkdirSync(dirname(styleSourceFile), { recursive: true });
writeFileSync(styleSourceFile, nginxStyleSourceConf(inlineStylesOfBuild(outDir)));
console.log(`style sources -> ${styleSourceFile.slice(webRoot.length + 1)}`);
