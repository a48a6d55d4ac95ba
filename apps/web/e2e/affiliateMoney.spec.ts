// Affiliate money end to end against the reference API: an approved affiliate's link brings a
// visitor who pays with the test card; the affiliate sees the pending commission in the chart and
// the history; a second visitor with a disposable e-mail address is held for review. The server's
// clock moves past the 30-day holding period (POST /dev/clock, put back after the tests: DELETE); the
// affiliate requests a payout by keyboard; an admin approves the held commission, marks the payout
// paid with a reference, and the audit log shows both; the affiliate sees the payout paid, in the bell
// and by e-mail. axe on every new screen state at 1280 and 375 px.
//
// The browser and the API talk over loopback, where the server records no network, so the first
// visitor is not taken for the affiliate's own network (no TRUST_PROXY needed); the held story comes
// from the disposable e-mail domain instead.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ADMIN, createVerifiedUser, latestMail, newUser, signInViaStorage, type TestUser } from './helpers/accounts';
import { applyViaApi, approveViaApi } from './helpers/affiliate';
import { tabTo } from './helpers/keyboard';
import { E2E_API_URL } from './ports';
import { fillCard, TEST_CARD } from './helpers/localCard';

const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text).first();
const panel = (page: Page) => page.getByRole('tabpanel');

/** A stored cookie choice keeps the consent banner out of the way of the pages under test. */
async function storeEssentialConsent(context: BrowserContext) {
  await context.addInitScript(() => {
    localStorage.setItem('portfoliotracker_cookie_consent', JSON.stringify({
      version: '1.0', essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString(),
    }));
  });
}

/** With AFFILIATE_SCREENSHOTS=<dir>, full-page screenshots at phone and desktop width for design review. */
async function shots(page: Page, name: string) {
  const dir = process.env.AFFILIATE_SCREENSHOTS;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/money-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** axe at desktop and phone width, and nothing wider than the phone (wide tables scroll in their own region). */
async function expectAccessibleAtBothWidths(page: Page, where: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, `${where} (1280 px)`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${where} fits a 375 px phone` }).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, `${where} (375 px)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openDashboardTab(page: Page, name: string) {
  await page.goto('/affiliates');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * A visitor who follows the affiliate's link, signs up and pays `amount` dollars with the test card.
 * The app itself posts the visitor's referral from the link's affiliate session once they are signed
 * in (the header's signed-in part), before any payment, and not again on the next page.
 */
async function referredVisitorPays(browser: Browser, request: APIRequestContext, linkUrl: string, visitor: TestUser, amount: string) {
  const context = await browser.newContext();
  await storeEssentialConsent(context);
  const page = await context.newPage();
  const referralPosts: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/affiliate/referrals') referralPosts.push(r.url()); });
  await page.goto(linkUrl);
  await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage)), { message: 'the affiliate session is stored' }).toMatch(/affiliateId/);
  expect(referralPosts, 'no referral while signed out').toHaveLength(0);
  await createVerifiedUser(request, visitor);
  await signInViaStorage(page, request, visitor);
  const referral = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/affiliate/referrals');
  await page.reload();
  const answer = await referral;
  expect(answer.ok(), await answer.text()).toBe(true);
  const sent = await page.evaluate(() => JSON.parse(sessionStorage.getItem('affiliate_session') ?? 'null') as { affiliateId: string; linkId: string | null } | null);
  expect(answer.request().postDataJSON()).toEqual({ affiliate_id: sent?.affiliateId, link_id: sent?.linkId, coupon_code: null });

  await page.goto('/payment-demo');
  await expect(page.getByRole('article', { name: 'Premium plan' })).toBeVisible();
  await page.getByRole('tab', { name: 'Payment Dashboard' }).click();
  await page.getByRole('tab', { name: 'Billing' }).click();
  const form = page.getByRole('region', { name: 'Make a payment' });
  await form.getByLabel('Amount (USD)').fill(amount);
  await fillCard(form, TEST_CARD.visa);
  await form.getByRole('button', { name: `Pay $${Number(amount).toFixed(2)}` }).click();
  await expect(toast(page, 'Payment successful!')).toBeVisible();
  expect(referralPosts, 'one referral for the visitor, not one a page').toHaveLength(1);
  await context.close();
}

test.describe.serial('affiliate money', () => {
  test.beforeEach(({ context }) => storeEssentialConsent(context));
  // The clock moves 31 days ahead below: put it back whatever happened, so the specs after this one
  // run on the real date.
  test.afterAll(async () => {
    const reset = await fetch(`${E2E_API_URL}/dev/clock`, { method: 'DELETE' });
    expect(reset.ok, await reset.text()).toBe(true);
  });

  const affiliate = newUser('earner');
  const payingVisitor = newUser('customer');
  // A domain of the maintained disposable-address list the server checks.
  const disposableVisitor = { ...newUser('throwaway'), email: `throwaway-${Date.now().toString(36)}@mailinator.com` };
  const reference = `WIRE-E2E-${Date.now().toString(36).toUpperCase()}`;

  test('a referred visitor pays with the test card: the affiliate sees a pending commission, the chart and the customer', async ({ page, request, browser }) => {
    await createVerifiedUser(request, affiliate);
    await approveViaApi(request, await applyViaApi(request, affiliate));
    await signInViaStorage(page, request, affiliate);
    await openDashboardTab(page, 'Manage Links');
    const linkForm = page.getByRole('form', { name: 'Generate a new link' });
    await linkForm.getByLabel('Link name').fill('Money newsletter');
    await linkForm.getByRole('button', { name: 'Generate Link' }).click();
    const links = page.getByRole('list', { name: 'Your affiliate links' });
    await expect(links.getByText('Money newsletter')).toBeVisible();
    const linkUrl = (await links.locator('code').first().innerText()).trim();

    // Before any money: the Earnings tab's empty states.
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await expect(panel(page).getByText('No commission yet')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'earnings (empty)');
    await shots(page, 'earnings-empty');

    await referredVisitorPays(browser, request, linkUrl, payingVisitor, '200');
    await referredVisitorPays(browser, request, linkUrl, disposableVisitor, '20');

    await openDashboardTab(page, 'Earnings');
    const stats = page.getByRole('list', { name: 'Affiliate statistics' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Total Earnings ($)' })).toContainText('66');
    await expect(panel(page).getByRole('application', { name: /^Monthly commission chart/ })).toBeVisible();
    const history = panel(page).getByRole('region', { name: 'Commission history' });
    const totals = history.getByRole('list', { name: 'Totals by status' });
    // A held commission is pending money too: the totals count it there.
    await expect(totals.getByRole('listitem').filter({ hasText: 'Pending' })).toContainText('$66.00');
    const paidRow = history.getByRole('row').filter({ hasText: '$200.00' });
    await expect(paidRow).toContainText('Pending');
    await expect(paidRow).toContainText('$60.00');
    await expect(paidRow).toContainText('Money newsletter');
    await expect(paidRow).toContainText('c***@e***.test');
    await expect(history.getByRole('row').filter({ hasText: '$20.00' })).toContainText('On hold');
    await expectAccessibleAtBothWidths(page, 'earnings with a pending and a held commission');
    await shots(page, 'earnings-pending');

    // The search asks the server for what the affiliate sees: the masked e-mail.
    await history.getByLabel('Search').fill('t***@m');
    await expect(history.getByRole('row').filter({ hasText: '$200.00' })).toHaveCount(0);
    await expect(history.getByRole('row').filter({ hasText: '$20.00' })).toBeVisible();
    await history.getByLabel('Search').fill('');

    const customers = panel(page).getByRole('region', { name: 'Referred customers' });
    await expect(customers.getByRole('row').filter({ hasText: 'c***@e***.test' })).toBeVisible();
    await expect(customers.getByRole('row').filter({ hasText: 't***@m***.com' })).toBeVisible();

    // Total earnings reached $50, but nothing is approved yet: the button shows and says why it waits.
    await page.getByRole('tab', { name: 'Payments' }).click();
    const requestButton = panel(page).getByRole('button', { name: 'Request Payout', exact: true });
    await expect(requestButton).toHaveAttribute('aria-disabled', 'true');
    await expect(panel(page).getByText('Payouts start at $50.00 of approved commission; $0.00 is approved so far.')).toBeVisible();
    await expect(panel(page).getByText('No payments yet')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'payments (nothing approved)');
    await shots(page, 'payments-waiting');
  });

  test('past the holding period the affiliate requests a payout by keyboard', async ({ page, request }) => {
    const moved = await request.post(`${E2E_API_URL}/dev/clock`, { data: { days: 31 } });
    expect(moved.ok(), await moved.text()).toBe(true);

    // The sessions issued before the move expired with it: sign in again.
    await signInViaStorage(page, request, affiliate);
    await page.goto('/affiliates');
    const dashboardTab = page.getByRole('tab', { name: 'Dashboard', exact: true });
    await expect(dashboardTab).toHaveAttribute('aria-selected', 'true');
    await tabTo(page, dashboardTab, 'the dashboard tab');
    await page.keyboard.press('End');
    const paymentsTab = page.getByRole('tab', { name: 'Payments' });
    await expect(paymentsTab).toBeFocused();
    await expect(paymentsTab).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByText('$60.00').first()).toBeVisible();

    const requestButton = panel(page).getByRole('button', { name: 'Request Payout', exact: true });
    await expect(requestButton).not.toHaveAttribute('aria-disabled');
    await tabTo(page, requestButton, 'Request Payout');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Request a payout of $60.00?')).toBeVisible();
    await expectNoAxeViolations(page, 'payout confirmation');
    await tabTo(page, page.getByRole('button', { name: 'Request payout', exact: true }), 'the confirmation');
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText('We will transfer $60.00 and let you know when it is paid.')).toBeVisible();
    // Focus comes back to the button, which now says why it waits, and the page brings it into view:
    // 800 px high, the success message above pushes it below the screen (a fraction of a pixel may
    // stay out of view: the scroll lands on whole pixels).
    await expect(requestButton).toBeFocused();
    await expect(requestButton).toBeInViewport({ ratio: 0.95 });

    const row = panel(page).getByRole('row').filter({ hasText: '$60.00' });
    await expect(row).toContainText('Requested');
    await expect(requestButton).toHaveAttribute('aria-disabled', 'true');
    await expect(panel(page).getByText('Your payout request is being processed.')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'payments (payout requested)');
    await shots(page, 'payments-requested');
  });

  test('an admin approves the held commission, marks the payout paid, and the audit log shows both', async ({ page, request }) => {
    // An application from a disposable address shows its fraud signal in the review dialog.
    const applicant = await createVerifiedUser(request, { ...newUser('applicant'), email: `applicant-${Date.now().toString(36)}@mailinator.com` });
    await applyViaApi(request, applicant);
    await signInViaStorage(page, request, ADMIN);
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Applications' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('row').filter({ hasText: applicant.email }).getByRole('button', { name: /^View application/ }).click();
    await expect(page.getByRole('heading', { name: `Application from ${applicant.fullName}` })).toBeVisible();
    const signals = page.getByRole('list', { name: 'Fraud signals on this application' });
    await expect(signals.getByText('Disposable e-mail')).toBeVisible();
    await expectNoAxeViolations(page, 'review dialog with a fraud signal');
    await shots(page, 'admin-application-flags');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: `Application from ${applicant.fullName}` })).toBeHidden();

    await nav.getByRole('link', { name: 'Held commissions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Held Commissions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Held commissions' })).toHaveAttribute('aria-current', 'page');
    const approve = page.getByRole('button', { name: `Approve the commission of $6.00 for ${affiliate.email}` });
    await expect(approve).toBeVisible();
    await expect(page.getByText('Disposable e-mail').first()).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'held commissions');
    await shots(page, 'admin-held');
    await approve.click();
    await page.getByRole('button', { name: 'Approve commission' }).click();
    await expect(toast(page, 'Commission approved')).toBeVisible();
    await expect(approve).toHaveCount(0);

    await nav.getByRole('link', { name: 'Payouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    const markPaid = page.getByRole('button', { name: `Mark paid: $60.00 to ${affiliate.fullName}` });
    await expect(markPaid).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'payout requests');
    await shots(page, 'admin-payouts');
    await markPaid.click();
    const dialogButton = page.getByRole('button', { name: 'Mark paid', exact: true }).last();
    await dialogButton.click();
    await expect(page.getByText('Please enter the transfer reference.')).toBeVisible();
    await expectNoAxeViolations(page, 'mark paid: the reference is required');
    await page.getByLabel('Transfer reference').fill(reference);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Payout marked as paid')).toBeVisible();
    await expect(markPaid).toHaveCount(0);
    await page.getByLabel('Filter payouts by status').selectOption('paid');
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Paid');

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
    const paidEntry = page.getByRole('row').filter({ hasText: 'Payout marked paid' }).first();
    await expect(paidEntry).toContainText(reference);
    await expect(paidEntry).toContainText(ADMIN.email);
    await expect(page.getByRole('row').filter({ hasText: 'Commission approved' }).first()).toContainText('Disposable e-mail');
    await expectAccessibleAtBothWidths(page, 'audit log');
    await shots(page, 'admin-audit');
  });

  test('the affiliate sees the payout paid with its reference, and was told by e-mail', async ({ page, request }) => {
    await signInViaStorage(page, request, affiliate);
    await openDashboardTab(page, 'Payments');
    const row = panel(page).getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('$60.00');
    // The approved commission from the review is the new balance, below the minimum.
    await expect(panel(page).getByText('Payouts start at $50.00 of approved commission; $6.00 is approved so far.')).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'payments (payout paid)');
    await shots(page, 'payments-paid');
    const mail = await latestMail(request, affiliate.email, /payout/i);
    expect(mail.text).toContain(reference);
    // The header's bell has the decision too.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(page.getByText('Payout sent').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Earnings' }).click();
    const history = panel(page).getByRole('region', { name: 'Commission history' });
    await expect(history.getByRole('row').filter({ hasText: '$200.00' })).toContainText('Paid');
    await expect(history.getByRole('row').filter({ hasText: '$20.00' })).toContainText('Approved');
  });
});
