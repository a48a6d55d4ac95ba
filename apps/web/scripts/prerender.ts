// Prerenders the public routes into static HTML after `vite build`, so the landing and
// legal pages paint before any JavaScript runs; the client then hydrates them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { PRERENDERED_ROUTES } from '../prerenderedRoutes';

const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(webRoot, process.argv[2] ?? 'dist');
const ssrDir = join(webRoot, '.ssr-build');

execFileSync(process.execPath, [join(webRoot, 'node_modules/vite/bin/vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn'], {
  cwd: webRoot,
  stdio: 'inherit',
});

const { render } = (await import(pathToFileURL(join(ssrDir, "entry-server.js")).href)) as { render: (path: string) => string };
const built = readFileSync(join(outDir, 'index.html'), 'utf8');
if (!built.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
// Preload the bundled latin font so the text paints in Inter at once instead of swapping late
// (a late swap repaints the largest text and pushes LCP back).
const font = readdirSync(join(outDir, 'assets')).find((f) => /^inter-latin-wght-normal-.*\.woff2$/.test(f));
const template = font
  ? built.replace('</title>', `</title>\n    <link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />`)
  : built;

for (const route of PRERENDERED_ROUTES) {
  const html = template.replace('<div id="root"></div>', `<div id="root">${render(route)}</div>`);
  const file = route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${route} -> ${file.slice(webRoot.length + 1)}`);
}
// Routes that are not prerendered start from an empty shell.
writeFileSync(join(outDir, 'app-shell.html'), template);
rmSync(ssrDir, { recursive: true, force: true });
