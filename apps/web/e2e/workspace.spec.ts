// The portfolio workspace (/app, /app/transactions) against the reference API: a new member's
// first portfolio and trades entered by keyboard alone, the figures checked against values this
// test computes itself from the API's quotes, the CSV import with a bad row, export and
// re-import, the Free plan's holdings limit and the upgrade. axe on every state, at 1280 and 375 px.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MAX_RETRIES } from '../../../packages/api/src/timing';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { expectRouteFocus, tabAndPress, tabTo, typeInto } from './helpers/keyboard';
import { apiPost, apiSession, expectAccessibleAtBothWidths, subscribeWithTestCard, toast, withConsent, WIDE } from './helpers/workspace';
import { E2E_API_URL } from './ports';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (amount: number) => usd.format(Math.abs(amount));

/**
 * A ratio shown to 0.01 % somewhere in the element's text. The page and the test sum the same prices
 * in other orders, so on a day whose quotes put a ratio on a half (3.815 %) the two may round apart:
 * one step of the last digit is allowed.
 */
async function expectPercentNear(element: Locator, ratio: number) {
  await expect.poll(async () => {
    const shown = [...((await element.textContent()) ?? '').matchAll(/([\d.]+)%/g)].map((m) => Number(m[1]));
    return Math.min(Infinity, ...shown.map((p) => Math.abs(p - Math.abs(ratio) * 100)));
  }, { message: `${(Math.abs(ratio) * 100).toFixed(3)} % shown to 0.01 %` }).toBeLessThanOrEqual(0.005 + 1e-9);
}

interface Quote { symbol: string; price: number; previous_close: number }
/** The delayed quotes as the API serves them: the figures below are computed from these. */
async function quotes(request: APIRequestContext, symbols: string[]): Promise<Map<string, Quote>> {
  const res = await request.get(`${E2E_API_URL}/api/stock/quotes?symbols=${symbols.join(',')}`);
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { quotes: Quote[] };
  return new Map(body.quotes.map((q) => [q.symbol, q]));
}

const transactionForm = (page: Page) => page.locator('#add-transaction');
const holdingRow = (page: Page, symbol: string) => page.getByRole('table', { name: 'Holdings' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: symbol, exact: true }) });

/**
 * Picks a symbol in the form's stock search by keyboard: type, wait for the result, arrow down to
 * it, Enter. From a later field of the form (after a trade) Shift+Tab goes back to it.
 */
async function pickSymbol(page: Page, symbol: string) {
  const combobox = transactionForm(page).getByRole('combobox', { name: /Symbol/ });
  const inForm = await transactionForm(page).evaluate((form) => form !== document.activeElement && form.contains(document.activeElement));
  await tabTo(page, combobox, `symbol search for ${symbol}`, { backwards: inForm });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(symbol);
  const option = page.getByRole('option', { name: new RegExp(`^${symbol.replace('.', '\\.')}\\b`) });
  await expect(option).toBeVisible();
  // Move through the results until this one is active, then take it.
  for (let i = 0; i < 10 && (await option.getAttribute('data-focus')) === null; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(symbol);
}

/** Enters a trade in the add form with the keyboard only: symbol, type, quantity, price, then Enter. */
async function enterTrade(page: Page, trade: { symbol: string; type: 'buy' | 'sell'; quantity: string; price: string }) {
  const form = transactionForm(page);
  await pickSymbol(page, trade.symbol);
  const typeRadio = form.getByRole('radio', { name: trade.type === 'buy' ? 'Buy' : 'Sell' });
  if (!(await typeRadio.isChecked())) {
    // A radio group: Tab reaches the checked one, an arrow key moves the choice.
    await tabTo(page, form.getByRole('radio', { checked: true }), 'trade type');
    await page.keyboard.press(trade.type === 'sell' ? 'ArrowRight' : 'ArrowLeft');
    await expect(typeRadio).toBeChecked();
  }
  await typeInto(page, form.getByLabel('Quantity'), trade.quantity, 'quantity');
  // The price arrives from the delayed quote; the trade's own price replaces it.
  await expect(form.getByLabel('Price per share')).not.toHaveValue('');
  await typeInto(page, form.getByLabel('Price per share'), trade.price, 'price');
  await page.keyboard.press('Enter');
}

async function expectTradeSaved(page: Page) {
  await expect(toast(page, 'Transaction added')).toBeVisible();
  await expect(transactionForm(page).getByLabel('Quantity')).toHaveValue('');
}

test.describe('portfolio workspace', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize(WIDE);
  });

  test('a new member creates a portfolio, records buys and a sell by keyboard, and sees the figures the quotes give', async ({ page, request }) => {
    // A long journey: 41-55 s when it passes on a 2-core host, too near the 60 s default.
    test.slow();
    const user = await createVerifiedUser(request);
    await signInViaStorage(page, request, user);

    // The way in: the user menu's Portfolio item.
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) }).click();
    await page.getByRole('menuitem', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page).toHaveTitle('Portfolio overview · Portfolio Tracker');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');

    // First run: no portfolio yet.
    const firstRun = page.getByRole('region', { name: 'Create your first portfolio' });
    await expect(firstRun).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'first run');
    await typeInto(page, firstRun.getByLabel('Portfolio name'), 'Long-term', 'portfolio name');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /^Portfolio\s*:\s*Long-term/ })).toBeVisible();
    await expect(page).toHaveURL(/\/app\?portfolio=[0-9a-f-]+$/);
    await expect(page.getByText('No holdings yet')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'empty portfolio');

    // To the add form, by keyboard: the link opens the transactions page at the form.
    await tabAndPress(page, page.getByRole('link', { name: 'Add a transaction' }), 'first steps: Add a transaction');
    await expect(page).toHaveURL(/\/app\/transactions\?portfolio=[0-9a-f-]+#add-transaction$/);
    // The route's focus handling brings the form into view and focuses it.
    await expect(transactionForm(page)).toBeFocused();
    await expect(page).toHaveTitle('Transactions · Portfolio Tracker');
    await expect(page.getByRole('link', { name: 'Transactions', exact: true })).toHaveAttribute('aria-current', 'page');
    await expectAccessibleAtBothWidths(page, 'transactions, empty');

    await enterTrade(page, { symbol: 'AAPL', type: 'buy', quantity: '10', price: '150' });
    await expectTradeSaved(page);
    await enterTrade(page, { symbol: 'MSFT', type: 'buy', quantity: '5', price: '300' });
    await expectTradeSaved(page);
    await enterTrade(page, { symbol: 'AAPL', type: 'buy', quantity: '5', price: '160' });
    await expectTradeSaved(page);

    // A sell larger than the holding: the field says so, and nothing typed is lost.
    await enterTrade(page, { symbol: 'AAPL', type: 'sell', quantity: '40', price: '170' });
    const quantity = transactionForm(page).getByLabel('Quantity');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(transactionForm(page).getByText(/You held 15 AAPL on .*: you cannot sell more than that/)).toBeVisible();
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue('40');
    await expect(transactionForm(page).getByLabel('Price per share')).toHaveValue('170');
    await expect(transactionForm(page).getByRole('radio', { name: 'Sell' })).toBeChecked();
    await expectAccessibleAtBothWidths(page, 'transaction form with a field error');
    await quantity.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await expectTradeSaved(page);

    const list = page.getByRole('table', { name: /Transactions/ });
    await expect(list.getByRole('row')).toHaveCount(5);
    await expectAccessibleAtBothWidths(page, 'transactions, four trades');

    // Back to the overview by keyboard: the sub-navigation is above the form.
    await tabAndPress(page, page.getByRole('link', { name: 'Overview', exact: true }), 'sub-navigation: Overview', 'Enter', { backwards: true });
    await expectRouteFocus(page, /\/app\?portfolio=/, 'Portfolio', 'overview after the trades');

    // The figures, computed here from the API's quotes: average cost (a sell leaves it unchanged),
    // value, weights, unrealised and total return.
    const q = await quotes(request, ['AAPL', 'MSFT']);
    const aapl = q.get('AAPL')!;
    const msft = q.get('MSFT')!;
    const aaplAverage = (10 * 150 + 5 * 160) / 15;
    const aaplValue = 11 * aapl.price;
    const msftValue = 5 * msft.price;
    const total = aaplValue + msftValue;
    const aaplGain = aaplValue - 11 * aaplAverage;
    const msftGain = msftValue - 5 * 300;
    const realised = 4 * (170 - aaplAverage);
    const invested = 10 * 150 + 5 * 160 + 5 * 300;
    const totalReturn = realised + aaplGain + msftGain;

    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Total value')).toHaveText(money(total));
    await expect(figure('Total return')).toContainText(money(totalReturn));
    await expectPercentNear(figure('Total return'), totalReturn / invested);
    await expect(page.getByText('Delayed 15 min')).toBeVisible();

    const aaplRow = holdingRow(page, 'AAPL');
    await expect(aaplRow).toContainText('11');
    await expect(aaplRow).toContainText(money(aaplAverage));
    await expect(aaplRow).toContainText(money(aaplValue));
    await expect(aaplRow).toContainText(money(aaplGain));
    await expectPercentNear(aaplRow, aaplValue / total);
    const msftRow = holdingRow(page, 'MSFT');
    await expect(msftRow).toContainText(money(msftValue));
    await expect(msftRow).toContainText(money(msftGain));
    await expectPercentNear(msftRow, msftValue / total);

    // Sorting by keyboard: by symbol, A first.
    await tabAndPress(page, page.getByRole('table', { name: 'Holdings' }).getByRole('button', { name: 'Symbol', exact: true }), 'holdings: sort by symbol');
    await expect(page.getByRole('table', { name: 'Holdings' }).getByRole('rowheader').first()).toHaveText('AAPL');

    // The charts: the method named, and their text alternatives.
    await expect(page.getByText('Time-weighted return (daily returns, chained)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Allocation' }).getByText('AAPL').first()).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'overview with holdings');
  });

  test('CSV import: a bad row is shown and left out, confirm imports the rest; an export imports again as duplicates only', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Imported' });
    await signInViaStorage(page, request, user);
    await page.goto(`/app/transactions?portfolio=${portfolio.id}#import-csv`);
    const importer = page.locator('#import-csv');
    await expect(importer.getByText('Choose a CSV file').first()).toBeVisible();

    // Broker header names; line 3 has a negative quantity.
    const csv = ['Trade Date,Ticker,Action,Shares,Price', '2024-01-02,AAPL,Buy,10,185.50', '2024-01-03,MSFT,Buy,-3,370', '2024-01-04,KO,Buy,5,60'].join('\n');
    await importer.locator('input[type=file]').setInputFiles({ name: 'broker.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(importer.getByRole('combobox', { name: /Date/ })).toHaveValue('0');
    await expectAccessibleAtBothWidths(page, 'CSV import: columns');
    await importer.getByRole('button', { name: 'Preview rows' }).click();

    const rows = importer.getByRole('region', { name: 'Rows of the file' });
    await expect(rows.getByRole('row').filter({ hasText: 'MSFT' })).toContainText(/Error.*Quantity must be greater than 0/);
    await expect(importer.getByText('2 to import')).toBeVisible();
    await expect(importer.getByText('1 with errors')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'CSV import: preview with a bad row');
    // Nothing is written before the confirmation.
    const before = await request.get(`${E2E_API_URL}/api/transaction?portfolio_id=${portfolio.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(await before.json()).toEqual([]);

    await importer.getByRole('button', { name: 'Import 2 transactions' }).click();
    await expect(importer.getByText('Import complete')).toBeVisible();
    await expect(importer.getByText('Imported 2 transactions.')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'CSV import: done');
    const list = page.getByRole('table', { name: /Transactions/ });
    await expect(list.getByRole('rowheader', { name: 'AAPL' })).toBeVisible();
    await expect(list.getByRole('rowheader', { name: 'KO' })).toBeVisible();
    await expect(list.getByRole('rowheader', { name: 'MSFT' })).toHaveCount(0);

    // Export, then import the file again: every row is already recorded.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^imported-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = await download.path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p)));
    await importer.getByRole('button', { name: 'Import another file' }).click();
    await importer.locator('input[type=file]').setInputFiles({ name: download.suggestedFilename(), mimeType: 'text/csv', buffer: exported });
    await importer.getByRole('button', { name: 'Preview rows' }).click();
    await expect(importer.getByText('2 duplicates')).toBeVisible();
    await expect(importer.getByText('0 to import')).toBeVisible();
    await expect(importer.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  });

  test("the Free plan's 6th holding is refused with the upgrade prompt; after subscribing the same add succeeds", async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Five' });
    for (const symbol of ['AAPL', 'MSFT', 'KO', 'SPY', 'NVDA']) {
      await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol, type: 'buy', quantity: 1, price: 100, executed_at: '2024-03-01' });
    }
    await signInViaStorage(page, request, user);
    await page.goto(`/app/transactions?portfolio=${portfolio.id}`);
    await expect(page.getByRole('table', { name: /Transactions/ }).getByRole('row')).toHaveCount(6);

    await enterTrade(page, { symbol: 'JNJ', type: 'buy', quantity: '2', price: '150' });
    await expect(transactionForm(page).getByText('Holdings limit reached')).toBeVisible();
    await expect(transactionForm(page).getByText('Your Free plan allows up to 5 holdings. Upgrade to add more.')).toBeVisible();
    const upgrade = transactionForm(page).getByRole('link', { name: 'See Premium' });
    await expect(upgrade).toHaveAttribute('href', '/payment-demo?plan=premium#plan-premium');
    // Nothing typed is lost.
    await expect(transactionForm(page).getByLabel('Quantity')).toHaveValue('2');
    await expectAccessibleAtBothWidths(page, 'the holdings limit');

    // The plans page with Premium preselected and in focus.
    await upgrade.click();
    await expect(page).toHaveURL(/\/payment-demo\?plan=premium#plan-premium$/);
    const premium = page.getByRole('article', { name: 'Premium plan' });
    await expect(premium).toBeFocused();
    await expect(premium).toBeInViewport();

    // Premium, paid with the local test card at its checkout.
    await subscribeWithTestCard(page, 'Premium');

    // Back in the workspace the same add goes through.
    await page.goto(`/app/transactions?portfolio=${portfolio.id}`);
    await enterTrade(page, { symbol: 'JNJ', type: 'buy', quantity: '2', price: '150' });
    await expectTradeSaved(page);
    await expect(page.getByRole('table', { name: /Transactions/ }).getByRole('rowheader', { name: 'JNJ' })).toBeVisible();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await expect(holdingRow(page, 'JNJ')).toBeVisible();
  });

  test('a failing server: a message with Try again where the data would be, never a blank page', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await signInViaStorage(page, request, user);
    let failures = 0;
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/api\/portfolio\/?$/, async (route) => {
      if (fail) {
        failures += 1;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"database unavailable"}' });
      }
      await held;
      return route.fallback();
    });
    await page.goto('/app');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load your portfolios.' });
    await expect(alert).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'portfolios failed to load');
    // The client retries a failed read on its own (product §9.7); once it has given up, only the
    // reader's Try again fetches again, so the press below is the one that brings the data.
    await expect.poll(() => failures, { timeout: 20_000 }).toBe(1 + MAX_RETRIES);
    const tryAgain = alert.getByRole('button', { name: 'Try again' });
    await expect(tryAgain).not.toHaveAttribute('aria-busy');
    fail = false;
    await tryAgain.click();
    // While the attempt runs, the same button stays in place, busy (the answer is held here).
    const pressed = await tryAgain.elementHandle();
    await expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    expect(await pressed!.evaluate((el) => el.isConnected)).toBe(true);
    release();
    await expect(page.getByRole('region', { name: 'Create your first portfolio' })).toBeVisible();
  });

  test('signed out, the workspace shows the guard screen', async ({ page }) => {
    await page.goto('/app/transactions');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/signin?redirect=%2Fapp%2Ftransactions');
    await expectNoAxeViolations(page, 'workspace guard');
  });
});
