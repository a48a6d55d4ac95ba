// Real markets with the sample provider (product §13): a member adds a London ETF, a crypto asset and a
// US stock with the keyboard, sees each in its own currency with its source and as-of time; then the
// provider fails: the holdings are marked stale with the reason, no price turns into a zero, and the
// admin's data-health page lists them. axe on each state, at 1280 and 375 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN, createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { tabTo, typeInto } from './helpers/keyboard';
import { apiPost, apiSession, expectAccessibleAtBothWidths, toast, withConsent } from './helpers/workspace';
import { E2E_API_URL } from './ports';

const transactionForm = (page: Page) => page.locator('#add-transaction');
const holdings = (page: Page) => page.getByRole('table', { name: 'Holdings' });
const holdingRow = (page: Page, symbol: string) => holdings(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: symbol, exact: true }) });

async function setOutage(request: APIRequestContext, on: boolean) {
  const res = await request.post(`${E2E_API_URL}/dev/market-data/outage`, { data: { on } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Picks an instrument in the form's search by keyboard (type, arrow to it, Enter), then a buy of `quantity` at `price`. */
async function buy(page: Page, symbol: string, quantity: string, price: string) {
  const form = transactionForm(page);
  const combobox = form.getByRole('combobox', { name: /Symbol/ });
  const inForm = await form.evaluate((f) => f !== document.activeElement && f.contains(document.activeElement));
  await tabTo(page, combobox, `symbol search for ${symbol}`, { backwards: inForm });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(symbol);
  const option = page.getByRole('option', { name: new RegExp(`^${symbol.replace('.', '\\.')}\\b`) });
  await expect(option).toBeVisible();
  for (let i = 0; i < 10 && (await option.getAttribute('data-focus')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(symbol);
  await typeInto(page, form.getByLabel('Quantity'), quantity, 'quantity');
  await expect(form.getByLabel('Price per share')).not.toHaveValue('');
  await typeInto(page, form.getByLabel('Price per share'), price, 'price');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Transaction added')).toBeVisible();
  await expect(form.getByLabel('Quantity')).toHaveValue('');
}

test.describe('markets: any exchange, crypto and currencies, never a silent stale price', () => {
  test.afterEach(async ({ request }) => {
    await setOutage(request, false);
  });

  test('a London ETF, a crypto asset and a US stock, each in its currency with its source and time; a provider failure marks them stale', async ({ page, request }) => {
    test.setTimeout(180_000);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'World' });
    await withConsent(page);
    await signInViaStorage(page, request, user);
    await page.goto(`/app/transactions?portfolio=${portfolio.id}`);
    await expect(transactionForm(page)).toBeVisible();

    // The search finds listings abroad and crypto with their exchange and currency.
    await buy(page, 'VWRL.L', '10', '101.50');
    await buy(page, 'BTC-USD', '0.05', '60000');
    await buy(page, 'AAPL', '4', '190');

    await page.goto(`/app?portfolio=${portfolio.id}`);
    const vwrl = holdingRow(page, 'VWRL.L');
    await expect(vwrl).toBeVisible();
    // In pounds, labelled, from the sample, with its time.
    await expect(vwrl).toContainText('£');
    await expect(vwrl).toContainText('GBP ·');
    await expect(vwrl).toContainText('Sample data');
    await expect(holdingRow(page, 'BTC-USD')).toContainText('$');
    await expect(holdingRow(page, 'BTC-USD')).toContainText('Sample data');
    await expect(holdingRow(page, 'AAPL')).toContainText('Sample data');
    await expect(holdings(page).getByText('Stale')).toHaveCount(0);
    // The London ETF is not added into the dollar total: it is listed apart, in pounds.
    await expect(page.getByText('Holdings in other currencies')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'in GBP: VWRL.L' })).toBeVisible();
    await expect(page.getByText(/As of .*· Sample data/)).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'markets overview');
    await page.screenshot({ path: 'test-results/markets-overview.png', fullPage: true });

    // The provider fails: the last prices stay, marked stale with the reason, and nothing reads 0.
    await setOutage(request, true);
    await page.reload();
    await expect(holdingRow(page, 'VWRL.L')).toContainText('Stale');
    await expect(holdingRow(page, 'AAPL')).toContainText('Stale');
    await expect(holdingRow(page, 'BTC-USD')).toContainText('Stale');
    const notice = page.getByRole('status').filter({ hasText: 'Some prices are stale' });
    await expect(notice).toContainText('AAPL: Sample data did not answer (unavailable): this is the last price it gave');
    await expect(notice).toContainText('VWRL.L');
    await expect(notice).toContainText('BTC-USD');
    for (const symbol of ['VWRL.L', 'BTC-USD', 'AAPL']) {
      const text = (await holdingRow(page, symbol).textContent()) ?? '';
      expect(text, `${symbol} shows no zero price`).not.toMatch(/[$£]0\.00(?!\d)/);
      expect(text).not.toContain('No quote');
    }
    await expectNoAxeViolations(page, 'markets overview, provider failed');
    await page.screenshot({ path: 'test-results/markets-stale.png', fullPage: true });
  });

  test('the admin data-health page lists the providers and the stale holdings, most money first', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Held' });
    await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol: 'SAP.DE', type: 'buy', quantity: 3, price: 200, executed_at: '2025-03-03' });
    // A first quote is kept; then the sample fails.
    await request.get(`${E2E_API_URL}/api/stock/quotes?symbols=SAP.DE`);
    await setOutage(request, true);
    await withConsent(page);
    await signInViaStorage(page, request, { email: ADMIN.email, password: ADMIN.password });
    await page.goto('/admin/data-health');
    await expect(page.getByRole('heading', { level: 1, name: 'Market Data Health' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Data health' })).toHaveAttribute('aria-current', 'page');
    const providers = page.getByRole('table').first();
    await expect(providers).toContainText('Sample data');
    await expect(providers).toContainText('unavailable');
    const stale = page.getByRole('row').filter({ has: page.getByText('SAP.DE', { exact: true }) });
    await expect(stale).toContainText('Stale');
    await expect(stale).toContainText('€');
    await expect(stale).toContainText('did not answer');
    await expectAccessibleAtBothWidths(page, 'admin data health');
    await page.screenshot({ path: 'test-results/markets-data-health.png', fullPage: true });
  });
});
