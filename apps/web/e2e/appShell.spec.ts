// The app a member lives in (issue 28, item 4; product §10.17, §10.19, §14): sign-in leads where
// the member was headed, else to /app; the workspace's own navigation at 1280 and 375 px by
// keyboard; the settings page changes the password, the base currency and the e-mail choices,
// exports the data (JSON and CSV downloads read back) and deletes the account.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { createVerifiedUser, newUser, signInViaStorage, signInViaUi, type TestUser } from './helpers/accounts';
import { expectRouteFocus, tabAndPress, tabTo } from './helpers/keyboard';
import { PHONE, WIDE, expectAccessibleAtBothWidths, toast, withConsent } from './helpers/workspace';
import { E2E_API_URL } from './ports';

/** With SCREENSHOT_DIR set, full-page screenshots of the new screens are written there. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const workspaceNav = (page: Page) => page.getByRole('navigation', { name: 'Workspace' });
const signInStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email, password } })).status();

test.beforeEach(async ({ page }) => { await withConsent(page); });

test.describe('sign-in leads into the app', () => {
  test('from a deep link it lands on that page; otherwise on /app', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('deeplink'));
    await page.setViewportSize(WIDE);
    await page.goto('/app/alerts');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fapp%2Falerts$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/alerts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Price alerts' })).toBeVisible();

    await page.evaluate(() => { localStorage.removeItem('auth_token'); localStorage.removeItem('refresh_token'); localStorage.removeItem('user_data'); });
    await signInViaUi(page, user);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
  });
});

test.describe('the app shell', () => {
  test('has its own navigation and no marketing links or footer, at 1280 and at 375 px by keyboard', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('shell'));
    await page.setViewportSize(WIDE);
    await signInViaStorage(page, request, user);
    await page.goto('/app');
    const nav = workspaceNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Overview', 'Transactions', 'Income', 'Alerts', 'Sharing', 'Assistant', 'API access', 'Billing', 'Settings']);
    await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Portfolio Tracker home' })).toHaveAttribute('href', '/app');
    await expectNoAxeViolations(page, 'the app shell (1280 px)');
    await screenshot(page, 'app-shell-1280');

    // The account menu's Profile and Settings lead to the settings page.
    await page.getByRole('button', { name: new RegExp(user.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/app/settings#profile');
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');

    // Billing is the payment dashboard, inside the shell.
    await nav.getByRole('link', { name: 'Billing' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Payment dashboard' })).toBeVisible();

    // A phone: one menu button naming the page; keyboard only from here.
    await page.setViewportSize(PHONE);
    await page.goto('/app/transactions');
    const menu = nav.getByRole('button', { name: 'Menu: Transactions' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Income' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'the app shell (375 px)');
    await screenshot(page, 'app-shell-375');
    await tabAndPress(page, menu, 'phone menu button');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, 'the app shell, menu open (375 px)');
    await screenshot(page, 'app-shell-375-menu-open');
    // Escape closes it and returns to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    // Open again, Tab to Income, Enter: the page changes, the menu closes and names it.
    await page.keyboard.press('Enter');
    await tabAndPress(page, nav.getByRole('link', { name: 'Income' }), 'phone menu: Income');
    await expectRouteFocus(page, /\/app\/income(\?.*)?$/, 'Income', 'phone menu: Income');
    await expect(nav.getByRole('button', { name: 'Menu: Income' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('settings', () => {
  let user: TestUser;
  test.beforeEach(async ({ page, request }) => {
    user = await createVerifiedUser(request, newUser('settings'));
    await page.setViewportSize(WIDE);
    await signInViaUi(page, user);
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  });

  test('changes the password, base currency and e-mail choices, exports the data and deletes the account', async ({ page, request }) => {
    test.setTimeout(120_000);
    await expectAccessibleAtBothWidths(page, 'settings');
    await screenshot(page, 'settings-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'settings-375');
    await page.setViewportSize(WIDE);

    // The password: the current one is checked; a change keeps this session and ends the old password.
    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel(/^Current password/).fill('not-my-password');
    await password.getByLabel(/^New password/).fill('a-new-secret-123');
    await password.getByLabel(/^Confirm new password/).fill('a-new-secret-123');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByLabel(/^Current password/)).toHaveAccessibleDescription(/Your current password is not correct/);
    await expect(password.getByLabel(/^New password/)).toHaveValue('a-new-secret-123');
    await password.getByLabel(/^Current password/).fill(user.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other sessions were signed out and your API tokens revoked.')).toBeVisible();
    expect(await signInStatus(request, user.email, user.password)).toBe(401);
    expect(await signInStatus(request, user.email, 'a-new-secret-123')).toBe(200);
    user = { ...user, password: 'a-new-secret-123' };
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();

    // The base currency and an e-mail choice, by keyboard; both survive a reload.
    const currency = page.getByRole('combobox', { name: 'Default base currency' });
    await tabTo(page, currency, 'base currency');
    await currency.selectOption('EUR');
    await tabAndPress(page, page.getByRole('button', { name: 'Save', exact: true }), 'save the currency');
    await expect(page.getByRole('status').filter({ hasText: 'Default base currency saved' })).toBeVisible();
    const news = page.getByRole('switch', { name: 'Product news' });
    await expect(news).not.toBeChecked();
    await tabAndPress(page, news, 'product news switch', 'Space');
    await expect(news).toBeChecked();
    await expect(page.getByText(/E-mail choices saved/)).toBeVisible();
    await page.reload();
    await expect(currency).toHaveValue('EUR');
    await expect(page.getByRole('switch', { name: 'Product news' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Affiliate payouts' })).toBeChecked();

    // The export: both files downloaded and read back.
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(json.suggestedFilename()).toMatch(/^portfolio-tracker-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await json.path(), 'utf8')) as { format: string; account: { email: string }; settings: Record<string, unknown> };
    expect(data.format).toBe('portfolio-tracker-export');
    expect(data.account.email).toBe(user.email);
    expect(data.settings).toMatchObject({ base_currency: 'EUR', 'notifications.product_news': true });
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText.split(/\r?\n/)[0]).toBe('Section,Record,Field,Value');
    expect(csvText).toContain(`account,,email,${user.email}`);
    expect(csvText).toContain('settings,,base_currency,EUR');
    await expect(page.getByRole('status').filter({ hasText: 'Your data was downloaded' })).toBeVisible();

    // Deleting, by keyboard: what is kept is said first; a wrong password stays in the dialog.
    await expect(page.getByText(/Invoices, without your name or e-mail address/)).toBeVisible();
    await tabAndPress(page, page.getByRole('button', { name: 'Delete account…' }), 'delete account');
    const confirmPassword = page.getByLabel(/^Your password/);
    await expect(confirmPassword).toBeFocused();
    await page.keyboard.type('wrong-password');
    await page.keyboard.press('Enter');
    await expect(confirmPassword).toHaveAccessibleDescription(/Your current password is not correct/);
    await expectNoAxeViolations(page, 'delete confirmation with an error');
    await screenshot(page, 'settings-delete-confirmation');
    await confirmPassword.fill(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, 'Your account was deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

    // Signing in fails with the usual message.
    await page.goto('/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  });

  test('changes the e-mail address through a link sent to the new one', async ({ page, request }) => {
    const next = newUser('moved');
    const form = page.getByRole('form', { name: 'Change e-mail address' });
    await form.getByLabel(/^New e-mail address/).fill(next.email);
    await form.getByLabel(/^Current password/).fill(user.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('status').filter({ hasText: `We sent a link to ${next.email}` })).toBeVisible();
    await screenshot(page, 'settings-email-pending');

    const res = await request.get(`${E2E_API_URL}/dev/mailbox?to=${encodeURIComponent(next.email)}`);
    const { messages } = (await res.json()) as { messages: { subject: string; links: string[] }[] };
    const link = messages.find((m) => /new e-mail/i.test(m.subject))?.links.find((l) => l.includes('/confirm-email?token='));
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address changed' })).toBeVisible();
    expect(page.url()).not.toContain('token=');
    await expectNoAxeViolations(page, 'e-mail confirmed');
    expect(await signInStatus(request, next.email, user.password)).toBe(200);
    expect(await signInStatus(request, user.email, user.password)).toBe(401);
    await page.getByRole('link', { name: 'Back to settings' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expect(page.locator('#profile').getByText(next.email)).toBeVisible();
  });
});
