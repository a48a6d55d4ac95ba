// Report-only benchmark (not a test: nothing here is asserted): how long sorting a 1,000-row
// holdings table takes from the key press to the next paint, in Debian chromium with the CPU slowed
// down 4x (the slowdown Lighthouse's mobile profile uses). It serves the built Storybook, opens the
// HoldingsTable story with 1,000 rows, presses Enter on a column header N times (a different column,
// or the same one reversed, so every press re-orders the rows) and prints median and p95 of:
// - input to next paint: from the key event's timestamp to the first animation frame after the
//   rows have moved, plus a task (the frame that shows them has then been produced);
// - Event Timing: the interaction's duration as the browser reports it for INP (`event` entries
//   of the key press, rounded by the browser to 8 ms; 16 ms is the smallest it reports).
//
//   npx -y pnpm@10.34.9 --filter @pt/ui run build-storybook     (once, or after kit changes)
//   npx -y pnpm@10.34.9 --filter @pt/web-app run bench:sort     (BENCH_PRESSES=40 for more samples)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type ElementHandle, type Page } from '@playwright/test';

const STORYBOOK_DIR = resolve(process.env.BENCH_STORYBOOK_DIR ?? join(import.meta.dirname, '../../../packages/ui/storybook-static'));
const STORY_ID = 'workspace-holdingstable--thousand-holdings';
const ROWS = 1000;
const PRESSES = Number(process.env.BENCH_PRESSES ?? 30);
const WARMUP = 3;
const CPU_SLOWDOWN = 4;
/** Column headers pressed in turn: each press sorts by another column or reverses the current one. */
const COLUMNS = ['Symbol', 'Value', 'Day change', 'Unrealised gain', 'Weight', 'Name', 'Quantity', 'Price'];

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ico': 'image/x-icon',
};

/** A static file server for the built Storybook, on a free port of the loopback interface. */
async function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root)) { res.writeHead(403).end(); return; }
    readFile(file).then(
      (body) => res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

interface BenchWindow extends Window {
  __sortBench?: { keyAt: number | null; painted: Promise<number> | null; interactions: Map<number, number> };
}

/** Records Event Timing entries by interaction (the longest event of each, as INP counts it). */
async function observeEventTiming(page: Page) {
  await page.evaluate(() => {
    const w = window as BenchWindow;
    w.__sortBench = { keyAt: null, painted: null, interactions: new Map() };
    new PerformanceObserver((list) => {
      // interactionId is in every engine that reports event timing, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) {
        if (!entry.interactionId) continue;
        const seen = w.__sortBench!.interactions.get(entry.interactionId) ?? 0;
        w.__sortBench!.interactions.set(entry.interactionId, Math.max(seen, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
}

/** Arms the next measurement: the key event's time, then the frame after the rows in `body` move (or a failure after 10 s). */
async function arm(page: Page, body: ElementHandle<Node>) {
  await page.evaluate((rows) => {
    const w = window as BenchWindow;
    const bench = w.__sortBench!;
    bench.keyAt = null;
    document.addEventListener('keydown', (event) => { bench.keyAt = event.timeStamp; }, { capture: true, once: true });
    bench.painted = new Promise<number>((settle, fail) => {
      const timer = setTimeout(() => fail(new Error('the rows did not move within 10 s of the key press')), 10_000);
      const moved = new MutationObserver(() => {
        moved.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => settle(performance.now());
          channel.port2.postMessage(null);
        });
      });
      moved.observe(rows, { childList: true, subtree: true, characterData: true });
    });
  }, body);
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

if (!existsSync(join(STORYBOOK_DIR, 'iframe.html'))) {
  console.error(`No built Storybook at ${STORYBOOK_DIR}: run \`npx -y pnpm@10.34.9 --filter @pt/ui run build-storybook\` first.`);
  process.exit(1);
}

const { server, origin } = await serve(STORYBOOK_DIR);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${origin}/iframe.html?id=${STORY_ID}&viewMode=story`);
  // The story's table (CSS, not role queries: those walk all 10,000 cells).
  const table = page.locator('#storybook-root table');
  // The table says how many holdings it holds (it may render only the rows in view).
  await page.locator('#storybook-root').getByText(`${ROWS.toLocaleString('en-US')} holdings`).waitFor({ timeout: 60_000 });
  // The story's own play function sorts too: start once the story has finished (Storybook's preview state).
  await page.waitForFunction((done) => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ phase?: string }> } }).__STORYBOOK_PREVIEW__;
    return preview?.storyRenders?.some((r) => done.includes(r.phase ?? '')) ?? false;
  }, ['finished', 'completed', 'errored', 'aborted'], { timeout: 60_000, polling: 250 });
  const rendered = await table.locator('tbody th[scope="row"]').count();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await observeEventTiming(page);
  const body = await table.locator('tbody').elementHandle({ timeout: 60_000 });
  if (!body) throw new Error('the holdings table has no body');

  const toPaint: number[] = [];
  const eventTiming: number[] = [];
  let below16 = 0;
  for (let i = 0; i < WARMUP + PRESSES; i++) {
    const header = table.locator('thead button', { hasText: new RegExp(`^${COLUMNS[i % COLUMNS.length]}$`) });
    await header.focus();
    const before = await page.evaluate(() => [...(window as BenchWindow).__sortBench!.interactions.keys()]);
    await arm(page, body);
    await page.keyboard.press('Enter');
    const { keyAt, paintedAt } = await page.evaluate(async () => {
      const bench = (window as BenchWindow).__sortBench!;
      const paintedAt = await bench.painted!;
      return { keyAt: bench.keyAt, paintedAt };
    });
    if (keyAt === null) throw new Error('the key press was not seen');
    // Event Timing entries arrive after the frame; give the observer a moment (not part of any figure).
    await page.waitForTimeout(150);
    const added = await page.evaluate((known) => {
      const all = (window as BenchWindow).__sortBench!.interactions;
      return [...all.entries()].filter(([id]) => !known.includes(id)).map(([, duration]) => duration);
    }, before);
    if (i < WARMUP) continue;
    toPaint.push(paintedAt - keyAt);
    if (added.length > 0) eventTiming.push(Math.max(...added));
    else below16++;
  }

  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(`Sorting the HoldingsTable story (${ROWS} holdings, ${rendered} rows in the DOM) by keyboard, chromium, CPU ${CPU_SLOWDOWN}x slower, ${PRESSES} presses after ${WARMUP} warm-up:`);
  console.log(`  input to next paint (key event -> frame after the rows moved): median ${fmt(percentile(toPaint, 50))}, p95 ${fmt(percentile(toPaint, 95))}, max ${fmt(Math.max(...toPaint))}`);
  if (eventTiming.length > 0) {
    console.log(`  Event Timing interaction duration (INP's measure): median ${fmt(percentile(eventTiming, 50))}, p95 ${fmt(percentile(eventTiming, 95))} (${eventTiming.length} reported, ${below16} under 16 ms)`);
  } else {
    console.log(`  Event Timing: every interaction under 16 ms (none reported)`);
  }
  console.log(`  host: ${cpus()[0]?.model ?? 'unknown CPU'} x${cpus().length}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await browser.close();
  server.close();
}
