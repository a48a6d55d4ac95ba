// The performance chart read by keyboard alone (issue 31 item 5, product §10.25): a member with a
// history Tabs to the chart (one tab stop, its focus visible), moves with the arrow keys and
// Home/End, and every announcement in the chart's live region says what the data table says for
// that day. The drawing library's layout table is not in the accessibility tree, and 'Play the
// chart' loads its player on demand and plays under the page's Content-Security-Policy.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { tabTo } from './helpers/keyboard';
import { apiPost, apiSession, expectAccessibleAtBothWidths, withConsent, WIDE } from './helpers/workspace';

/** Like the demo investor: a few large caps bought over two years, so every range has a history. */
const BUYS = [
  { symbol: 'VOO', quantity: 3, price: 420, executed_at: '2024-11-04' },
  { symbol: 'AAPL', quantity: 10, price: 190, executed_at: '2025-02-03' },
  { symbol: 'MSFT', quantity: 4, price: 410, executed_at: '2025-06-02' },
] as const;

/** With CHART_SCREENSHOTS=<dir>, the chart's section at phone and desktop width, for design review. */
async function shots(page: Page, section: Locator, name: string) {
  const dir = process.env.CHART_SCREENSHOTS;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize(WIDE);
}

const performance = (page: Page) => page.getByRole('region', { name: 'Performance' });
const liveText = async (section: Locator) => ((await section.locator('[aria-live="polite"]').textContent()) ?? '').trim();

/** 'Nov 21, 2026: Portfolio value $1,080.25' into its date and value. */
function parseAnnouncement(text: string): { date: string; value: string } {
  const match = /^(.+?): Portfolio value (\S+)$/.exec(text);
  expect(match, `an announcement of a day: "${text}"`).not.toBeNull();
  return { date: match![1]!, value: match![2]! };
}

test.describe('charts by keyboard', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize(WIDE);
  });

  test('reads the performance chart by keyboard alone, each announcement matching the data table', async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Core holdings' });
    for (const b of BUYS) await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, type: 'buy', ...b });
    await signInViaStorage(page, request, user);
    await page.goto('/app');

    const section = performance(page);
    const chart = section.getByRole('application', { name: /^Portfolio value chart, / });
    // Drawn: the library's canvases are in the page, inside a host hidden from assistive technology.
    await expect(chart.locator('canvas').first()).toBeAttached();
    await expect(chart).toHaveAccessibleDescription(/^Use the Left and Right arrow keys to move a day, Home and End for the first and last day\./);
    // No layout table of the library in the accessibility tree: the frame is the chart.
    const tree = await chart.ariaSnapshot();
    expect(tree).not.toMatch(/\b(table|row|cell)\b/);
    expect(await section.ariaSnapshot()).not.toMatch(/- table/);

    // One tab stop, reached by Tab with its focus drawn.
    await tabTo(page, chart, 'performance chart');
    const table = async () => {
      const toggle = section.getByRole('button', { name: /data table/ });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      return section.getByRole('table', { name: /^Portfolio value by day/ });
    };

    await page.keyboard.press('End');
    const last = parseAnnouncement(await liveText(section));
    await page.keyboard.press('ArrowLeft');
    const beforeLast = parseAnnouncement(await liveText(section));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    expect(parseAnnouncement(await liveText(section))).toEqual(beforeLast);
    await page.keyboard.press('Home');
    const first = parseAnnouncement(await liveText(section));
    await page.keyboard.press('ArrowRight');
    const second = parseAnnouncement(await liveText(section));
    // Left at the first day stays there.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    expect(parseAnnouncement(await liveText(section))).toEqual(first);
    // The readout above the chart shows sighted keyboard users the same day.
    await expect(section.locator('p', { hasText: `${first.date}: Portfolio value ${first.value}` })).toBeVisible();
    await expect(chart).toBeFocused();
    await expectAccessibleAtBothWidths(page, 'performance chart with a day announced');
    await shots(page, section, 'performance-point-announced');

    // The data table says the same for each of those days: its first, second, second-to-last and last rows.
    await page.keyboard.press('Escape');
    const rows = (await table()).getByRole('row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(3);
    const rowAt = async (i: number) => ({
      date: ((await rows.nth(i).getByRole('rowheader').textContent()) ?? '').trim(),
      value: ((await rows.nth(i).getByRole('cell').first().textContent()) ?? '').trim(),
    });
    expect(await rowAt(1)).toEqual(first);
    expect(await rowAt(2)).toEqual(second);
    expect(await rowAt(count - 2)).toEqual(beforeLast);
    expect(await rowAt(count - 1)).toEqual(last);

    // Play the chart: the player loads on demand and plays; pressing again stops it.
    const play = section.getByRole('button', { name: 'Play the chart' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByRole('status')).toHaveText(/^Playing Portfolio value: \d+ points, higher values at a higher pitch\.$/);
    await shots(page, section, 'performance-playing');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('button', { name: 'Play the chart' })).toHaveAttribute('aria-pressed', 'false');

    // The allocation donut is one tab stop too: its slices read largest first, as its table lists them.
    // Exact: the data table's frame, once shown, is the region 'Allocation by holding table'.
    const allocation = page.getByRole('region', { name: 'Allocation', exact: true });
    const donut = allocation.getByRole('application', { name: /^Allocation by holding: / });
    await tabTo(page, donut, 'allocation chart');
    await page.keyboard.press('ArrowRight');
    const slice = await liveText(allocation);
    await allocation.getByRole('button', { name: 'Show data table' }).click();
    const firstRow = allocation.getByRole('table').getByRole('row').nth(1);
    const symbol = ((await firstRow.getByRole('rowheader').textContent()) ?? '').trim();
    const value = ((await firstRow.getByRole('cell').first().textContent()) ?? '').trim();
    expect(slice.startsWith(`${symbol}: ${value}, `), `"${slice}" reads the table's first row (${symbol}, ${value})`).toBe(true);
    await donut.focus();
    await page.keyboard.press('ArrowRight');
    await shots(page, allocation, 'allocation-slice-announced');
  });
});
