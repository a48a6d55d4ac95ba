// Issue 9: the affiliate programme end to end against the reference API: apply (every
// validation message first), admin review (reject with notes, approve), the approved
// affiliate's links and coupons, a visitor's click, the denied admin states, axe everywhere.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ADMIN, createVerifiedUser, newUser, signInViaStorage, type TestUser } from './helpers/accounts';
import { applyViaApi, approveViaApi, validApplication } from './helpers/affiliate';
import { E2E_WEB_URL } from './ports';

const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text).first();

/** With AFFILIATE_SCREENSHOTS=<dir>, full-page screenshots at phone and desktop width for design review. */
async function shots(page: Page, name: string) {
  const dir = process.env.AFFILIATE_SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Nothing on the page is wider than a 375 px phone (wide tables scroll inside their own region). */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (size) await page.setViewportSize(size);
}

/** A stored cookie choice keeps the consent banner out of the way of the pages under test. */
async function storeEssentialConsent(context: BrowserContext) {
  await context.addInitScript(() => {
    localStorage.setItem('portfoliotracker_cookie_consent', JSON.stringify({
      version: '1.0', essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString(),
    }));
  });
}

/** Tab panels of Headless UI: the selected one. */
const panel = (page: Page) => page.getByRole('tabpanel');

test.describe.serial('affiliate programme', () => {
  test.beforeEach(({ context }) => storeEssentialConsent(context));

  let rejected: TestUser;
  let approved: TestUser;
  let linkUrl = '';

  test('a visitor sees the marketing page and is sent back from the application with a toast', async ({ page }) => {
    await page.goto('/affiliate-application');
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(toast(page, 'Authentication required')).toBeVisible();
    await expect(toast(page, 'Please log in to your account...')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /up to 30% commission/ })).toBeVisible();
    for (const benefit of ['Custom links and coupon codes', 'Milestone rewards', 'Real-time analytics', '24/7 support']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(page.getByText('Applications are reviewed in up to 24 hours.')).toBeVisible();
    await expect(page.getByText('Please sign in to apply for the affiliate programme.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();

    // The affiliate login form validates, then explains that it needs the backend.
    const login = page.getByRole('form', { name: 'Portfolio Tracker Affiliates' });
    await login.getByRole('button', { name: 'Sign In as Affiliate' }).click();
    await expect(login.getByText('Email is required')).toBeVisible();
    await expect(login.getByText('Password is required')).toBeVisible();
    await login.getByLabel('Affiliate email').fill('someone@example.test');
    await expect(login.getByText('Email is required')).toBeHidden();
    await login.getByLabel('Affiliate password').fill('whatever-123');
    await login.getByRole('button', { name: 'Sign In as Affiliate' }).click();
    await expect(page.getByText(/Affiliate sign-in needs the backend API/)).toBeVisible();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText(/Password reset for affiliates needs the backend API/)).toBeVisible();
    await expectNoAxeViolations(page, '/affiliates (visitor)');
    await shots(page, 'affiliates-visitor');

    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
  });

  test('a member applies: every validation message first, then the confirmation and the pending status', async ({ page, request }) => {
    rejected = await createVerifiedUser(request, newUser('applicant'));
    await signInViaStorage(page, request, rejected);
    await page.goto('/affiliates');
    await page.getByRole('button', { name: 'Register Now' }).click();
    await expect(page).toHaveURL(/\/affiliate-application$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Application' })).toBeVisible();
    for (const section of ['Personal Information', 'Marketing Information', 'Experience & Motivation']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    // Prefilled from the signed-in user.
    await expect(page.getByLabel('Full name')).toHaveValue(rejected.fullName);
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(rejected.email);

    await page.getByLabel('Full name').fill('');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'Full name is required', 'Email is required', 'Phone number is required', 'Location is required',
      'Please select your audience size', 'Please select at least one marketing channel',
      'Please describe your marketing experience', 'Please tell us why you want to join our affiliate program',
    ]) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();
    await expectNoAxeViolations(page, 'application form with errors');
    await expectFitsPhone(page);
    await shots(page, 'application-form-with-errors');

    // Errors clear on edit, one field at a time.
    await page.getByLabel('Phone number').fill('+1 555 0199');
    await expect(page.getByText('Phone number is required')).toBeHidden();
    await expect(page.getByText('Location is required')).toBeVisible();

    await page.getByLabel('Full name').fill(rejected.fullName);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByLabel('Location').fill('Porto, Portugal');
    await page.getByLabel('Audience size').selectOption('1k_10k');
    await page.getByRole('checkbox', { name: 'Podcast' }).check();
    await page.getByLabel('Marketing experience').fill('Too short.');
    await page.getByLabel('Why do you want to join?').fill('Short.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please provide more details about your experience (at least 50 characters)')).toBeVisible();
    await expect(page.getByText('Please provide more details about your motivation (at least 30 characters)')).toBeVisible();
    await expect(page.getByText('Please select your audience size')).toBeHidden();
    // Nothing typed is lost.
    await expect(page.getByLabel('Phone number')).toHaveValue('+1 555 0199');
    await expect(page.getByLabel('Audience size')).toHaveValue('1k_10k');
    await expect(page.getByRole('checkbox', { name: 'Podcast' })).toBeChecked();

    const valid = validApplication(rejected);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(rejected.email);
    await page.getByLabel('Marketing experience').fill(valid.experience_description);
    await page.getByLabel('Why do you want to join?').fill(valid.motivation);
    await page.getByLabel('Website').fill('https://ledger.example');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    await expect(toast(page, 'Registration submitted successfully!')).toBeVisible();
    await expectNoAxeViolations(page, 'application submitted');
    await shots(page, 'application-submitted');

    await page.getByRole('button', { name: 'Check Application Status' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(page.getByText('Your application is being reviewed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Affiliate Dashboard' })).toHaveCount(0);

    await page.getByRole('button', { name: 'View Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application Status' })).toBeVisible();
    await expect(page.getByText('Pending Review').first()).toBeVisible();
    await expect(page.getByText(/within 3-5 business days/)).toBeVisible();
    await expect(page.getByText('Porto, Portugal')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await expectNoAxeViolations(page, 'application status (pending)');
    await shots(page, 'application-status-pending');
  });

  test('a member and a visitor are denied the admin page', async ({ page, request }) => {
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You must be logged in')).toBeVisible();
    await expectNoAxeViolations(page, 'admin page (visitor)');
    await shots(page, 'admin-page-visitor');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);

    await signInViaStorage(page, request, rejected);
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You must be an admin')).toBeVisible();
    await expect(page.getByRole('main').getByText(rejected.email)).toBeVisible();
    await expect(page.getByText(/Role: user/)).toBeVisible();
    await expectNoAxeViolations(page, 'admin page (member)');
    await shots(page, 'admin-page-member');
    await page.getByRole('link', { name: 'Back to Affiliates' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
  });

  test('the admin rejects one applicant with notes and approves another; the list refreshes', async ({ page, request }) => {
    approved = await createVerifiedUser(request, newUser('affiliate'));
    await applyViaApi(request, approved);
    await signInViaStorage(page, request, ADMIN);
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Applications' })).toBeVisible();
    const counts = page.getByRole('list', { name: 'Application counts' });
    const count = async (label: string) => Number((await counts.getByRole('listitem').filter({ hasText: label }).innerText()).replace(/\D/g, ''));
    await expect(counts.getByRole('listitem').filter({ hasText: 'Total' })).not.toContainText('–');
    const before = { pending: await count('Pending'), approved: await count('Approved'), rejected: await count('Rejected') };
    expect(before.pending).toBeGreaterThanOrEqual(2);

    const rowOf = (user: TestUser) => page.getByRole('row').filter({ hasText: user.email });
    await expect(rowOf(rejected)).toContainText('Porto, Portugal');
    await expect(rowOf(rejected)).toContainText('Pending Review');

    await rowOf(rejected).getByRole('button', { name: /^View application/ }).click();
    await expect(page.getByRole('heading', { name: `Application from ${rejected.fullName}` })).toBeVisible();
    await expect(page.getByText('Porto, Portugal').last()).toBeVisible();
    const reject = page.getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await expectNoAxeViolations(page, 'review dialog');
    await shots(page, 'review-dialog');
    await page.getByLabel('Reviewer notes').fill('   ');
    await expect(reject).toBeDisabled();
    await page.getByLabel('Reviewer notes').fill('Please grow the audience beyond friends and family first.');
    await expect(reject).toBeEnabled();
    await reject.click();
    await expect(toast(page, 'Application rejected')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Application from ${rejected.fullName}` })).toBeHidden();
    await expect(rowOf(rejected)).toContainText('Rejected');
    await expect(counts.getByRole('listitem').filter({ hasText: 'Rejected' })).toContainText(String(before.rejected + 1));

    await rowOf(approved).getByRole('button', { name: /^View application/ }).click();
    await expect(page.getByRole('heading', { name: `Application from ${approved.fullName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Application approved')).toBeVisible();
    await expect(rowOf(approved)).toContainText('Approved');
    // Other workers' tests apply and are approved on the same server meanwhile (playwright.config.ts):
    // the counts moved by this test's two decisions at least.
    await expect.poll(() => count('Approved')).toBeGreaterThanOrEqual(before.approved + 1);
    await expectNoAxeViolations(page, 'admin list after decisions');
    await expectFitsPhone(page);
    await shots(page, 'admin-list-after-decisions');

    // A decided application opens read-only with its notes.
    await rowOf(rejected).getByRole('button', { name: /^View application/ }).click();
    await expect(page.getByText('Please grow the audience beyond friends and family first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: `Application from ${rejected.fullName}` })).toBeHidden();
  });

  test('the rejected applicant sees the reviewer notes and no dashboard', async ({ page, request }) => {
    await signInViaStorage(page, request, rejected);
    await page.goto('/affiliate-application');
    await expect(page.getByText('Your application was not approved')).toBeVisible();
    await expect(page.getByText('Please grow the audience beyond friends and family first.')).toBeVisible();
    await expectNoAxeViolations(page, 'application status (rejected)');
    await shots(page, 'application-status-rejected');
    await page.getByRole('button', { name: 'Back to Affiliates' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(page.getByText('Your application was not approved')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Affiliate Dashboard' })).toHaveCount(0);
  });

  test('the approved affiliate creates links and coupons, filters, copies and exports', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInViaStorage(page, request, approved);
    await page.goto('/affiliate-application');
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(toast(page, 'You are already an approved affiliate')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
    await expect(page.getByText(`Welcome back, ${approved.fullName}!`)).toBeVisible();
    const stats = page.getByRole('list', { name: 'Affiliate statistics' });
    for (const label of ['Points', 'Total Earnings ($)', 'Total Clicks', 'Conversion Rate (%)', 'Active Coupons']) {
      await expect(stats.getByText(label)).toBeVisible();
    }
    await expect(panel(page).getByText('No links yet')).toBeVisible();
    await expect(panel(page).getByText('No coupons yet')).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard (empty)');
    await shots(page, 'dashboard-empty');

    // Manage Links: the name is required, rates are bounded, then two links.
    await page.getByRole('tab', { name: 'Manage Links' }).click();
    const linkForm = page.getByRole('form', { name: 'Generate a new link' });
    await linkForm.getByRole('button', { name: 'Generate Link' }).click();
    await expect(linkForm.getByText('Please enter a name for your affiliate link.')).toBeVisible();
    await linkForm.getByLabel('Link name').fill('YouTube description');
    await expect(linkForm.getByText('Please enter a name for your affiliate link.')).toBeHidden();
    await linkForm.getByLabel('Commission rate (%)').fill('60');
    await linkForm.getByRole('button', { name: 'Generate Link' }).click();
    await expect(linkForm.getByText('Commission rate must be between 0 and 50.')).toBeVisible();
    await linkForm.getByLabel('Commission rate (%)').fill('45');
    await linkForm.getByRole('button', { name: 'Generate Link' }).click();
    await expect(linkForm.getByText('Discount rate must be between 0 and 5.')).toBeVisible();
    await linkForm.getByLabel('Customer discount (%)').fill('5');
    await linkForm.getByRole('button', { name: 'Generate Link' }).click();
    await expect(toast(page, 'Link generated and copied!')).toBeVisible();
    const links = page.getByRole('list', { name: 'Your affiliate links' });
    await expect(links.getByText('YouTube description')).toBeVisible();
    linkUrl = (await links.locator('code').first().innerText()).trim();
    expect(linkUrl).toMatch(/^http:\/\/[^/]+\/\?link=[^#]+#pricing$/);
    expect(new URL(linkUrl).origin).toBe(E2E_WEB_URL);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkUrl);
    await expect(linkForm.getByLabel('Link name')).toHaveValue('');

    await linkForm.getByLabel('Link name').fill('Newsletter');
    await linkForm.getByRole('button', { name: 'Generate Link' }).click();
    await expect(links.getByText('Newsletter')).toBeVisible();
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await links.getByRole('button', { name: 'Copy link YouTube description' }).click();
    await expect(toast(page, 'Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(linkUrl);
    await expectNoAxeViolations(page, 'manage links');
    await shots(page, 'manage-links');

    // Coupon Codes: a code, a duplicate (any case) refused, an over-50 rate refused.
    await page.getByRole('tab', { name: 'Coupon Codes' }).click();
    const couponForm = page.getByRole('form', { name: 'Generate a coupon code' });
    await couponForm.getByRole('button', { name: 'Generate Coupon' }).click();
    await expect(couponForm.getByText('Please enter a coupon code name.')).toBeVisible();
    const code = `SAVE${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await couponForm.getByLabel('Coupon code').fill(code);
    await couponForm.getByRole('button', { name: 'Generate Coupon' }).click();
    await expect(toast(page, 'Coupon code generated!')).toBeVisible();
    await expect(panel(page).getByRole('row').filter({ hasText: code })).toBeVisible();
    await couponForm.getByLabel('Coupon code').fill(code.toLowerCase());
    await couponForm.getByRole('button', { name: 'Generate Coupon' }).click();
    await expect(couponForm.getByText('This coupon code already exists. Please choose a different name.')).toBeVisible();
    await couponForm.getByLabel('Coupon code').fill(`${code}X`);
    await expect(couponForm.getByText('This coupon code already exists. Please choose a different name.')).toBeHidden();
    await couponForm.getByLabel('Commission rate (%)').fill('51');
    await couponForm.getByRole('button', { name: 'Generate Coupon' }).click();
    await expect(couponForm.getByText('Commission rate must be between 0 and 50.')).toBeVisible();
    await couponForm.getByLabel('Commission rate (%)').fill('20');
    await couponForm.getByLabel('Customer discount (%)').fill('31');
    await couponForm.getByRole('button', { name: 'Generate Coupon' }).click();
    await expect(couponForm.getByText('Discount rate must be between 0 and 30.')).toBeVisible();
    await couponForm.getByLabel('Customer discount (%)').fill('30');
    await couponForm.getByRole('button', { name: 'Generate Coupon' }).click();
    await expect(panel(page).getByRole('row').filter({ hasText: `${code}X` })).toBeVisible();
    await panel(page).getByRole('button', { name: `Copy coupon code ${code}X` }).click();
    await expect(toast(page, 'Copied!').last()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${code}X`);
    await expectNoAxeViolations(page, 'coupon codes');
    await shots(page, 'coupon-codes');

    // Dashboard tables: search, status filter, 'x of y', no-match state.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    const linkTable = panel(page).getByRole('region', { name: 'Affiliate links', exact: true });
    await expect(linkTable.getByText('2 of 2 links')).toBeVisible();
    await linkTable.getByRole('searchbox', { name: 'Search links by name' }).fill('tube');
    await expect(linkTable.getByText('1 of 2 links')).toBeVisible();
    await expect(linkTable.getByRole('row').filter({ hasText: 'YouTube description' })).toContainText('45%');
    await linkTable.getByRole('searchbox', { name: 'Search links by name' }).fill('nothing like this');
    await expect(linkTable.getByText('No links match your filters')).toBeVisible();
    await linkTable.getByRole('button', { name: 'Clear filters' }).click();
    await expect(linkTable.getByText('2 of 2 links')).toBeVisible();
    await linkTable.getByLabel('Filter links by status').selectOption('inactive');
    await expect(linkTable.getByText('0 of 2 links')).toBeVisible();
    await linkTable.getByLabel('Filter links by status').selectOption('active');
    await expect(linkTable.getByText('2 of 2 links')).toBeVisible();

    const couponTable = panel(page).getByRole('region', { name: 'Coupon codes', exact: true });
    await expect(couponTable.getByText('2 of 2 coupons')).toBeVisible();
    await couponTable.getByRole('searchbox', { name: 'Search coupons by code' }).fill(`${code}x`);
    await expect(couponTable.getByText('1 of 2 coupons')).toBeVisible();
    await couponTable.getByLabel('Filter coupons by status').selectOption('inactive');
    await expect(couponTable.getByText('No coupons match your filters')).toBeVisible();
    await expectNoAxeViolations(page, 'dashboard tables filtered');
    await expectFitsPhone(page);
    await shots(page, 'dashboard-tables-filtered');
    await couponTable.getByRole('button', { name: 'Clear filters' }).click();
    await expect(couponTable.getByText('2 of 2 coupons')).toBeVisible();

    // CSV export of what is loaded.
    const [download] = await Promise.all([page.waitForEvent('download'), panel(page).getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^affiliate-links-and-coupons-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(csv).toContain('Type,Name or code,URL,Commission (%)');
    expect(csv).toContain(`Link,YouTube description,${linkUrl},45,5,0,,0,0,Active,`);
    expect(csv).toContain(`Coupon,${code}X,,20,30,,0,0,0,Active,`);

    // Milestones, simulator, payments.
    await page.getByRole('tab', { name: 'Milestones' }).click();
    await expect(panel(page).getByText('0 / 20 points')).toBeVisible();
    await expect(panel(page).getByText('Locked').first()).toBeVisible();
    await expectNoAxeViolations(page, 'milestones');
    await shots(page, 'milestones');
    await page.getByRole('tab', { name: 'Simulator' }).click();
    await expect(panel(page).getByText('Total')).toBeVisible();
    await panel(page).getByLabel('Referred users').fill('0');
    await expect(panel(page).getByText('Number of users must be at least 1.')).toBeVisible();
    await panel(page).getByLabel('Referred users').fill('100');
    // 100 users x 5% x $29.99 x 30% = $44.99, plus the 20/50/100-point milestone bonuses ($10 + $30 + $75).
    await expect(panel(page).getByRole('definition').nth(1)).toHaveText('$44.99');
    await expect(panel(page).getByRole('definition').last()).toHaveText('$159.99');
    await panel(page).getByRole('switch', { name: 'Include milestone bonuses' }).click();
    await expect(panel(page).getByRole('definition').last()).toHaveText('$44.99');
    await expectNoAxeViolations(page, 'simulator');
    await shots(page, 'simulator');
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(panel(page).getByText('Current balance')).toBeVisible();
    await expect(panel(page).getByText('$50.00 to go until the $50.00 minimum. Your first conversions set your pace.')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Request Payout' })).toHaveCount(0);
    await expect(panel(page).getByText('No payments yet')).toBeVisible();
    await expectNoAxeViolations(page, 'payments');
    await shots(page, 'payments');
  });

  test('a visitor follows the link and the click counts on the dashboard', async ({ page, request, browser }) => {
    expect(linkUrl).not.toBe('');
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(linkUrl);
    await expect.poll(() => visitorPage.evaluate(() => JSON.stringify(sessionStorage)), { message: 'the affiliate session is stored' }).toMatch(/affiliateId/);
    await visitor.close();

    await signInViaStorage(page, request, approved);
    await page.goto('/affiliates');
    const stats = page.getByRole('list', { name: 'Affiliate statistics' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Total Clicks' })).toContainText('1');
    const linkTable = panel(page).getByRole('region', { name: 'Affiliate links', exact: true });
    await expect(linkTable.getByRole('row').filter({ hasText: 'YouTube description' }).getByRole('cell').nth(2)).toHaveText('1');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
  });
});

test.describe('the affiliate status check against a failing server', () => {
  test.beforeEach(({ context }) => storeEssentialConsent(context));

  const LOAD_FAILED = 'Failed to load affiliate data. Please refresh the page.';
  /** The status check's profile call answers with a proxy's HTML error page until `recover()`. */
  async function failProfile(page: Page) {
    const pattern = /\/api\/affiliate\/profile$/;
    await page.route(pattern, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' }));
    return { recover: () => page.unroute(pattern) };
  }

  test('an approved affiliate is told the check failed, and Try again brings the dashboard', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('status-check'));
    await approveViaApi(request, await applyViaApi(request, user));
    await signInViaStorage(page, request, user);
    const server = await failProfile(page);
    await page.goto('/affiliates');
    const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    await expect(alert).toBeVisible();
    // product §4: a failed check gives status none, so the registration page shows beneath.
    await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
    await expectNoAxeViolations(page, 'status check failed');
    await shots(page, 'status-check-failed');
    await server.recover();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliate Dashboard' })).toBeVisible();
    await expect(page.getByText(LOAD_FAILED)).toHaveCount(0);
  });

  test('the application form says so too, and keeps what was typed through a retry', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('status-form'));
    await signInViaStorage(page, request, user);
    await failProfile(page);
    await page.goto('/affiliate-application');
    const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
    await expect(alert).toBeVisible();
    await page.getByLabel('Phone number').fill('+47 555 01 234');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Phone number')).toHaveValue('+47 555 01 234');
    await expectNoAxeViolations(page, 'application form, status check failed');
    await shots(page, 'application-status-check-failed');
  });
});
