// What Premium and Pro sell on the overview, the income page and the alerts page, end to end
// against the reference API: a Free member with a portfolio meets the analytics prompt on /app,
// follows it to the plans with Premium preselected and subscribes to Pro with the test card; back
// on /app the chart compares the portfolio with a benchmark and shows volatility, drawdown, the
// monthly returns' heat map and the risk rules with the figures the API computes. A dividend
// recorded in the transaction form shows on the income page; a price alert set by keyboard alone
// fires at once and arrives in the header's bell (its count in the button's name, the panel lists
// it, Mark all read clears it). axe at 1280 and 375 px on each new screen state.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { expectRouteFocus, tabAndPress, tabTo, typeInto } from './helpers/keyboard';
import { apiPost, apiSession, expectAccessibleAtBothWidths, subscribeWithTestCard, toast, withConsent, WIDE, type Session } from './helpers/workspace';
import { E2E_API_URL } from './ports';

const pct = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const BUYS = [
  { symbol: 'AAPL', quantity: 4, price: 150 },
  { symbol: 'MSFT', quantity: 1, price: 300 },
  { symbol: 'KO', quantity: 3, price: 55 },
] as const;

interface Analytics {
  volatility: { annualised: number | null };
  max_drawdown: { drawdown: number };
  monthly_table: { year: number; months: (number | null)[]; total: number | null }[];
  benchmark: { symbol: string; total_return: number | null };
}
async function apiGet<T>(request: APIRequestContext, session: Session, path: string): Promise<T> {
  const res = await request.get(`${E2E_API_URL}${path}`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A StatCard of the chart's risk figures, by its label. */
const figure = (page: Page, label: string | RegExp): Locator =>
  page.getByRole('group', { name: /^Risk figures/ }).locator('div').filter({ has: page.getByText(label, { exact: true }) }).last();

const workspaceLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name, exact: true });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test.describe('what Premium and Pro sell: analytics, dividends, alerts and the bell', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize(WIDE);
  });

  test('a Free member upgrades from the analytics prompt to Pro, sees the analytics, records a dividend and gets an alert in the bell', async ({ page, request }) => {
    test.setTimeout(150_000);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Income and growth' });
    for (const b of BUYS) {
      await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol: b.symbol, type: 'buy', quantity: b.quantity, price: b.price, executed_at: '2024-03-01' });
    }
    await signInViaStorage(page, request, user);

    // Free: the overview says the total return counts dividends, and the analytics are the plan's prompt.
    await page.goto(`/app?portfolio=${portfolio.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page.getByText('Includes realised and unrealised gains. Total return includes dividends received.')).toBeVisible();
    const gate = page.getByRole('region', { name: 'Advanced analytics' });
    await expect(gate.getByText('Advanced analytics is part of the Premium plan. Upgrade to use it.')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Risk figures/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notifications$/ })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the overview on Free, analytics locked');

    // The analytics prompt leads to the plans with Premium preselected.
    const upgrade = gate.getByRole('link', { name: 'See Premium' });
    await expect(upgrade).toHaveAttribute('href', '/payment-demo?plan=premium#plan-premium');
    await upgrade.click();
    await expect(page).toHaveURL(/\/payment-demo\?plan=premium#plan-premium$/);
    await expect(page.getByRole('article', { name: 'Premium plan' })).toBeFocused();

    // Pro's alerts page on Free: the prompt names Pro, and its link preselects Pro, which the member takes.
    await page.goto(`/app/alerts?portfolio=${portfolio.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();
    await expect(page).toHaveTitle(/Price alerts/);
    await expect(page.getByText('Custom alerts is part of the Pro plan. Upgrade to use it.')).toBeVisible();
    const seePro = page.getByRole('link', { name: 'See Pro' });
    await expect(seePro).toHaveAttribute('href', '/payment-demo?plan=pro#plan-pro');
    await expectAccessibleAtBothWidths(page, 'the alerts page on Free');
    await seePro.click();
    await expect(page).toHaveURL(/\/payment-demo\?plan=pro#plan-pro$/);
    await subscribeWithTestCard(page, 'Pro');

    // Pro: the chart compares the cumulative return with SPY, with the API's own figures beside it.
    const analytics = await apiGet<Analytics>(request, session, `/api/portfolio/${portfolio.id}/analytics?range=1Y&benchmark=SPY`);
    await page.goto(`/app?portfolio=${portfolio.id}`);
    const benchmark = page.getByRole('combobox', { name: /Compare with/ });
    await expect(benchmark).toHaveValue('SPY');
    await expect(figure(page, 'Volatility (annualised)')).toContainText(pct.format(analytics.volatility.annualised!));
    await expect(figure(page, 'Maximum drawdown')).toContainText(pct.format(Math.abs(analytics.max_drawdown.drawdown)));
    await expect(figure(page, 'Against S&P 500 (SPY)')).toContainText(pct.format(Math.abs(analytics.benchmark.total_return!)));
    // The monthly returns as a year x month table, each month's figure the API's.
    const heatmap = page.getByRole('table', { name: /Monthly returns by year/ });
    const lastYear = analytics.monthly_table.at(-1)!;
    const yearRow = heatmap.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(lastYear.year) }) });
    const month = lastYear.months.findIndex((m) => m !== null);
    await expect(yearRow).toContainText(pct.format(Math.abs(lastYear.months[month]!)));
    // The risk rules, each pass or warning with its reason.
    const rules = page.getByRole('list', { name: 'Risk check' }).getByRole('listitem');
    await expect(rules).toHaveCount(3);
    await expect(rules.first()).toContainText(/Pass|Warning/);
    await expect(page.getByRole('region', { name: 'Advanced analytics' })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'the overview on Pro with analytics');
    // Another benchmark: the comparison follows it.
    await benchmark.selectOption('QQQ');
    await expect(figure(page, 'Against Nasdaq-100 (QQQ)')).toBeVisible();

    // A dividend recorded in the transaction form shows on the income page.
    await tabAndPress(page, workspaceLink(page, 'Transactions'), 'the Transactions link', 'Enter', { backwards: true });
    await expectRouteFocus(page, /\/app\/transactions\?/, 'Transactions', 'the transactions page');
    const form = page.locator('#add-transaction');
    await form.getByRole('combobox', { name: /Symbol/ }).click();
    await page.keyboard.type('KO');
    await page.getByRole('option', { name: /^KO\b/ }).click();
    await expect(form.getByRole('combobox', { name: /Symbol/ })).toHaveValue('KO');
    await form.getByRole('radio', { name: 'Dividend' }).check();
    await form.getByLabel('Date').fill('2025-06-13');
    await form.getByLabel('Shares held').fill('3');
    await form.getByLabel('Dividend per share').fill('0.485');
    await form.getByRole('button', { name: 'Add transaction' }).click();
    await expect(toast(page, 'Transaction added')).toBeVisible();
    const dividendRow = page.getByRole('table', { name: /Transactions/ }).getByRole('row').filter({ hasText: 'Dividend' });
    await expect(dividendRow).toContainText('KO');
    // The cash per share with its tenth of a cent; the amount received in cents.
    await expect(dividendRow).toContainText('$0.485');
    await expect(dividendRow).toContainText(usd.format(3 * 0.485));
    await expectAccessibleAtBothWidths(page, 'the transactions with a dividend');

    await tabAndPress(page, workspaceLink(page, 'Income'), 'the Income link', 'Enter', { backwards: true });
    await expectRouteFocus(page, /\/app\/income\?/, 'Income', 'the income page');
    // The income is the chosen portfolio's: the switcher is there.
    await expect(page.getByRole('button', { name: /^Manage / })).toBeVisible();
    await expect(page).toHaveTitle(/Dividend income/);
    const byHolding = page.getByRole('table', { name: 'Dividend income by holding, largest first' });
    await expect(byHolding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'KO' }) })).toContainText(usd.format(3 * 0.485));
    await expect(page.getByRole('img', { name: /^Dividend income by month/ })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the income page');

    // A price alert by keyboard alone; it already holds, so it fires as it is created.
    await tabAndPress(page, workspaceLink(page, 'Alerts'), 'the Alerts link');
    await expectRouteFocus(page, /\/app\/alerts\?/, 'Price alerts', 'the alerts page');
    // Alerts are the member's, not a portfolio's: no switcher (the links still keep the portfolio).
    await expect(page.getByRole('button', { name: /^Manage / })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'the alerts page, none yet');
    const alertForm = page.getByRole('form');
    const symbol = alertForm.getByRole('combobox', { name: /Symbol/ });
    await tabTo(page, symbol, 'the alert symbol');
    await page.keyboard.type('AAPL');
    const option = page.getByRole('option', { name: /^AAPL\b/ });
    await expect(option).toBeVisible();
    for (let i = 0; i < 10 && (await option.getAttribute('data-focus')) === null; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(symbol).toHaveValue('AAPL');
    await expect(alertForm.getByRole('combobox', { name: 'Condition' })).toHaveValue('above');
    await typeInto(page, alertForm.getByRole('textbox', { name: /^Price/ }), '1', 'the alert price');
    await page.keyboard.press('Enter');
    const alertItem = page.getByRole('list', { name: 'Price alerts' }).getByRole('listitem').filter({ hasText: 'AAPL' });
    await expect(alertItem).toContainText('Above $1.00');
    await expect(alertItem.getByText('Triggered')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'the alerts page with a fired alert');

    // The bell: the count in the button's name, the panel lists the alert, Mark all read clears it.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await tabAndPress(page, bell(page), 'the bell', 'Enter');
    const panel = page.getByRole('banner').getByRole('region', { name: /^Notifications/ });
    await expect(panel.getByRole('listitem').filter({ hasText: 'AAPL' })).toBeVisible();
    // The kind is read once, before the event the title names.
    await expect(panel.getByRole('listitem').filter({ hasText: 'AAPL' }).locator('p').first()).toHaveText('Unread. Price alert: AAPL rose above $1.00');
    await expectAccessibleAtBothWidths(page, 'the bell open with an alert');
    await tabAndPress(page, panel.getByRole('button', { name: 'Mark all read' }), 'Mark all read', 'Enter');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.keyboard.press('Escape');
    await expect(bell(page)).toBeFocused();
  });

  test('on Premium the analytics show and the risk rules are the prompt naming Pro', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Premium picks' });
    for (const b of BUYS) {
      await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol: b.symbol, type: 'buy', quantity: b.quantity, price: b.price, executed_at: '2024-03-01' });
    }
    await signInViaStorage(page, request, user);
    await page.goto(`/app?portfolio=${portfolio.id}`);
    await page.getByRole('region', { name: 'Advanced analytics' }).getByRole('link', { name: 'See Premium' }).click();
    await expect(page.getByRole('article', { name: 'Premium plan' })).toBeFocused();
    await subscribeWithTestCard(page, 'Premium');

    await page.goto(`/app?portfolio=${portfolio.id}`);
    await expect(figure(page, 'Volatility (annualised)')).toContainText('%');
    await expect(page.getByRole('table', { name: /Monthly returns by year/ })).toBeVisible();
    const riskGate = page.getByRole('region', { name: 'Risk check' });
    await expect(riskGate.getByText(/is part of the Pro plan\. Upgrade to use it\./)).toBeVisible();
    await expect(riskGate.getByRole('link', { name: 'See Pro' })).toHaveAttribute('href', '/payment-demo?plan=pro#plan-pro');
    await expect(page.getByRole('list', { name: 'Risk check' })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'the overview on Premium, risk rules locked');
  });
});
