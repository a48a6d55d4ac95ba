// The browser the test runners drive: Debian's chromium. Tests run it headless, so they prefer
// Debian's `chromium-headless-shell` (the same Chromium release, built without the windowed
// browser: Playwright's own choice for headless runs) when it is installed. It costs about half
// the CPU of the full browser in headless mode (public.spec: 108 s against 196 s of CPU), which
// is most of an end-to-end run on a 2-core machine. Lighthouse keeps the full browser
// (CHROME_PATH): it measures the page as a visitor's browser draws it.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** TEST_CHROME_PATH, else the headless shell when installed, else CHROME_PATH, else /usr/bin/chromium. */
export function testChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEST_CHROME_PATH) return env.TEST_CHROME_PATH;
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Flags for a sandboxless container with no GPU and no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
