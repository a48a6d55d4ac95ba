// Tables on phones (product §10.20): at 375 px every data table of the workspace, the import
// preview, the affiliate dashboard and the admin lists fits the screen (no element wider than the
// viewport, no table wider than its box) and each first row's key figures are in view without
// scrolling sideways; axe passes. Screenshots at 375 and 1280 px with PHONE_TABLES_SCREENSHOTS=<dir>.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN, createVerifiedUser, newUser, signInViaStorage } from './helpers/accounts';
import { applyViaApi, approveViaApi } from './helpers/affiliate';
import { apiPost, apiSession, PHONE, WIDE, withConsent } from './helpers/workspace';

/** With PHONE_TABLES_SCREENSHOTS=<dir>, full-page shots at both widths (back to the phone after). */
async function shots(page: Page, name: string, table?: Locator) {
  const dir = process.env.PHONE_TABLES_SCREENSHOTS;
  if (!dir) return;
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${dir}/${name}-${size.width}.png`, fullPage: true });
    // The table itself, scrolled into view (rows off screen are not painted: content-visibility).
    if (table) await table.screenshot({ path: `${dir}/${name}-table-${size.width}.png` });
  }
}

/** Nothing wider than the 375 px screen: the page, every element's box, every table within its box. */
async function expectFitsPhone(page: Page, where: string) {
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth), { message: `${where}: page width` }).toBeLessThanOrEqual(PHONE.width);
  const wide = await page.evaluate((width) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Visually hidden text (1 px, clipped) is not content off screen.
      if (r.width <= 1 && r.height <= 1) continue;
      if (r.right <= width + 0.5 && r.left >= -0.5) continue;
      // Inside a box that clips or scrolls its content (a chart, a tab strip), the box is what counts.
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') { clipped = true; break; }
      }
      if (!clipped) out.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    for (const t of document.querySelectorAll('table')) {
      const box = t.parentElement!;
      if (t.getBoundingClientRect().width > box.clientWidth + 2 || box.scrollWidth > box.clientWidth) out.push(`table in ${box.className} wider than its box`);
    }
    return out;
  }, PHONE.width);
  expect(wide, `${where}: elements beyond the 375 px screen`).toEqual([]);
  await expectNoAxeViolations(page, `${where} (375 px)`);
}

/** Each locator is visible and lies within the screen's width (no sideways scrolling needed). */
async function expectInView(where: string, ...cells: Locator[]) {
  for (const cell of cells) {
    await expect(cell, where).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x, `${where}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: right edge`).toBeLessThanOrEqual(PHONE.width);
  }
}

const firstRowCell = (table: Locator, label: string) => table.locator('tbody tr').first().locator(`[data-label="${label}"]`);

test.describe('tables on phones (product §10.20)', () => {
  test('holdings, transactions and the import preview are cards with their key figures in view', async ({ page, request }) => {
    await withConsent(page);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Phone picks' });
    for (const [symbol, quantity, price] of [['AAPL', 10, 150], ['MSFT', 4, 300], ['KO', 20, 55]] as const) {
      await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol, type: 'buy', quantity, price, executed_at: '2024-03-01' });
    }
    await signInViaStorage(page, request, user);
    await page.setViewportSize(PHONE);

    await page.goto(`/app?portfolio=${portfolio.id}`);
    const holdings = page.getByRole('table', { name: 'Holdings', exact: true });
    const aapl = holdings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'AAPL', exact: true }) });
    await expect(aapl).toBeVisible();
    await expectInView('holding AAPL', aapl.getByRole('rowheader'), aapl.locator('[data-col="value"]'), aapl.locator('[data-col="unrealisedGain"]'));
    await expect(aapl.locator('[data-col="value"]')).toContainText('$');
    await expectFitsPhone(page, 'overview');
    await shots(page, 'holdings', holdings);

    await page.setViewportSize(PHONE);
    await page.goto(`/app/transactions?portfolio=${portfolio.id}`);
    const transactions = page.getByRole('region', { name: 'Transactions table' }).getByRole('table');
    await expect(transactions.locator('tbody tr')).toHaveCount(3);
    await expectInView('transaction', transactions.locator('tbody tr').first().getByRole('rowheader'),
      firstRowCell(transactions, 'Date'), firstRowCell(transactions, 'Type'), firstRowCell(transactions, 'Amount'));
    await expectFitsPhone(page, 'transactions');
    await shots(page, 'transactions', transactions);

    await page.setViewportSize(PHONE);
    await page.goto(`/app/transactions?portfolio=${portfolio.id}#import-csv`);
    const importer = page.locator('#import-csv');
    const csv = ['Trade Date,Ticker,Action,Shares,Price', '2024-01-02,NVDA,Buy,10,485.50', '2024-01-03,MSFT,Buy,-3,370'].join('\n');
    await importer.locator('input[type=file]').setInputFiles({ name: 'broker.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importer.getByRole('button', { name: 'Preview rows' }).click();
    const preview = importer.getByRole('region', { name: 'Rows of the file' }).getByRole('table');
    const bad = preview.locator('tbody tr').filter({ hasText: 'MSFT' });
    await expectInView('import preview', bad.locator('[data-label="Result"]'));
    await expect(bad.locator('[data-label="Result"]')).toContainText('Quantity must be greater than 0');
    await expectFitsPhone(page, 'import preview');
    await shots(page, 'import-preview', preview);
  });

  test('the affiliate dashboard and the admin lists fit a phone', async ({ page, request }) => {
    await withConsent(page);
    const affiliate = await createVerifiedUser(request, newUser('phone-affiliate'));
    await approveViaApi(request, await applyViaApi(request, affiliate));
    const applicant = await createVerifiedUser(request, newUser('phone-applicant'));
    await applyViaApi(request, applicant);

    await signInViaStorage(page, request, affiliate);
    await page.setViewportSize(PHONE);
    for (const tab of ['Dashboard', 'Earnings', 'Payments']) {
      await page.goto('/affiliates');
      await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectFitsPhone(page, `affiliate ${tab}`);
    }

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await withConsent(page);
    await signInViaStorage(page, request, ADMIN);
    await page.setViewportSize(PHONE);

    await page.goto('/admin/affiliate-applications');
    const applications = page.getByRole('region', { name: 'Affiliate applications' }).getByRole('table');
    const row = applications.locator('tbody tr').filter({ hasText: applicant.email });
    await expectInView('application', row.getByRole('rowheader'), row.locator('[data-label="Status"]'), row.locator('[data-label="Applied"]'));
    await expectFitsPhone(page, 'admin applications');
    await shots(page, 'admin-applications', applications);

    for (const path of ['/admin/payouts', '/admin/commissions', '/admin/audit', '/admin/mail', '/admin/data-health']) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectFitsPhone(page, `admin ${path}`);
    }
    // The audit log holds the approval above: its first entry's key figures are in view.
    await page.goto('/admin/audit');
    const audit = page.getByRole('region', { name: 'Audit log table' }).getByRole('table');
    await expectInView('audit entry', audit.locator('tbody tr').first().getByRole('rowheader'), firstRowCell(audit, 'Time'), firstRowCell(audit, 'Target'));
    await shots(page, 'admin-audit', audit);
    await page.goto('/admin/data-health');
    await expect(page.getByRole('region', { name: 'Providers table' })).toBeVisible();
    await shots(page, 'admin-data-health');
  });
});
