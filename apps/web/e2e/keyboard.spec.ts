// Issue 11: the keyboard-only journey. Sign up, verify through the mailed link, sign in,
// apply to the affiliate programme, approve as the admin, create a link and a coupon,
// subscribe (free trial) and sign out, with no mouse at all: only Tab, Shift+Tab, arrows,
// Enter, Space, Escape and typing. After every key press focus must be on a real element
// with a visible indicator; after every route change focus must be on the new page's h1;
// axe runs on every page visited.
//
// Focus checks that find a bug but leave the journey able to go on are soft (expect.soft):
// the test still fails, and the steps after them still run.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ADMIN, appLinkIn, latestMail, newUser, VERIFICATION_SUBJECT, type TestUser } from './helpers/accounts';
import { TEST_CARD, TEST_EXPIRY } from './helpers/localCard';
import { type FocusCheckOptions, expectFocusVisible, expectRouteFocus, focusReport, isFocused, tabAndPress, tabTo, typeInto } from './helpers/keyboard';

/** Header controls sit before the page's h1: walk back to them. */
const BACK = { backwards: true } as const;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const header = (page: Page) => page.getByRole('banner');
const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /notifications/i }).getByText(text).first();
/** A required field's label ends in an asterisk. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));

/** Soft check that focus is visible (a bug worth reporting that does not stop the journey). */
async function softFocusVisible(page: Page, where: string) {
  const report = await focusReport(page);
  expect.soft(report.problem, `focus visible ${where} (focused: ${report.element})`).toBe('');
}

/** Opens the header's account menu with the keyboard and picks an entry (arrows + Enter). */
async function accountMenu(page: Page, email: string, entry: 'Sign Out' | 'Admin Panel' | 'Affiliate Program', where: string, walk: FocusCheckOptions = {}) {
  const trigger = header(page).getByRole('button', { name: new RegExp(escapeRegExp(email)) });
  await tabTo(page, trigger, `${where}: account menu button`, { ...BACK, ...walk });
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: entry });
  await expect(item).toBeVisible();
  // Enter opens the menu with its first item active; the arrows move through the items.
  for (let i = 0; i < 8 && !(await isFocused(item)); i += 1) {
    await page.keyboard.press('ArrowDown');
    await expectFocusVisible(page, `${where}: account menu item`);
  }
  expect(await isFocused(item), `${where}: '${entry}' reached with the arrow keys`).toBe(true);
  await page.keyboard.press('Enter');
}

/** From any page: Sign Out in the header menu lands on '/' with focus on its h1. */
async function signOut(page: Page, email: string, where: string, walk: FocusCheckOptions = {}) {
  await accountMenu(page, email, 'Sign Out', where, walk);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expectRouteFocus(page, /\/$/, undefined, `${where}: after sign-out`);
}

/** From any page with the header: Sign In link, the form, Enter; lands on the workspace, /app (product §10.17). */
async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, where: string) {
  await tabAndPress(page, header(page).getByRole('link', { name: 'Sign In' }), `${where}: header Sign In`, 'Enter', BACK);
  await expectRouteFocus(page, /\/signin$/, 'Welcome Back', `${where}: sign-in page`);
  await expectNoAxeViolations(page, 'sign-in');
  await typeInto(page, field(page, 'Email'), user.email, `${where}: email`);
  await typeInto(page, field(page, 'Password'), user.password, `${where}: password`);
  await tabAndPress(page, page.locator('main').getByRole('button', { name: 'Sign In', exact: true }), `${where}: Sign In button`);
  await expect(header(page).getByRole('button', { name: new RegExp(escapeRegExp(user.email)) })).toBeVisible();
  await expectRouteFocus(page, /\/app$/, 'Portfolio', `${where}: after sign-in`);
}

test.describe('keyboard-only journey', () => {
  test('sign up, verify, sign in, apply, approve, link and coupon, subscribe, sign out, without a mouse', async ({ page, request, context }) => {
    test.setTimeout(300_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = newUser('keyboard');

    // Landing: the first Tab reaches the skip link, visibly.
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectFocusVisible(page, 'skip link');

    // The cookie banner is answered from the keyboard.
    const essentialOnly = page.getByRole('button', { name: 'Essential Only' });
    await tabAndPress(page, essentialOnly, 'cookie banner: Essential Only', 'Enter', { max: 200 });
    await expect(essentialOnly).toBeHidden();
    await softFocusVisible(page, 'after the cookie banner closes');
    await expectNoAxeViolations(page, 'landing');

    // Sign up: header Get Started -> /signup, h1 focused; the form by Tab and typing.
    await tabAndPress(page, header(page).getByRole('link', { name: 'Get Started' }), 'header Get Started', 'Enter', { max: 200 });
    await expectRouteFocus(page, /\/signup$/, 'Join Portfolio Tracker', 'sign-up page');
    await expectNoAxeViolations(page, 'sign-up');
    await typeInto(page, field(page, 'Full Name'), user.fullName, 'sign-up: full name');
    await typeInto(page, field(page, 'Email'), user.email, 'sign-up: email');
    await typeInto(page, field(page, 'Password'), user.password, 'sign-up: password');
    // The show/hide toggle is a Tab stop and works with Space.
    const show = page.getByRole('button', { name: 'Show password' });
    await tabAndPress(page, show, 'sign-up: show password', 'Space');
    await expect(field(page, 'Password')).toHaveAttribute('type', 'text');
    await expectFocusVisible(page, 'sign-up: the toggle after Space');
    await typeInto(page, field(page, 'Confirm Password'), user.password, 'sign-up: confirm password');
    await tabAndPress(page, page.getByRole('button', { name: 'Create Account' }), 'sign-up: Create Account');
    await expect(page.getByText('Account created successfully! Please check your email to verify your account.').first()).toBeVisible();
    await softFocusVisible(page, 'after Create Account (before the redirect)');
    await expectRouteFocus(page, /\/\?signup=success$/, undefined, 'after sign-up');

    // Verify: the mailed link opens the app (a new page load: focus starts at the top).
    const link = new URL(appLinkIn(await latestMail(request, user.email, VERIFICATION_SUBJECT)));
    await page.goto(`/verify-email${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Verified Successfully!' })).toBeVisible();
    await expectNoAxeViolations(page, 'verification success');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectFocusVisible(page, 'verification page: skip link');
    // The link signed the user in: sign out from the header menu, then sign in with the password.
    await signOut(page, user.email, 'after verification');
    await expectNoAxeViolations(page, 'landing (signed out)');
    await signIn(page, user, 'member sign-in');
    await expectNoAxeViolations(page, 'workspace (signed in)');

    // Apply: the account menu's Affiliate Program (the app's header has no site links) -> /affiliates -> Register Now -> the form.
    await accountMenu(page, user.email, 'Affiliate Program', 'member: affiliate program');
    await expectRouteFocus(page, /\/affiliates$/, /commission/i, 'affiliates (member)');
    await expectNoAxeViolations(page, '/affiliates (member)');
    await tabAndPress(page, page.getByRole('button', { name: 'Register Now' }), 'Register Now');
    await expectRouteFocus(page, /\/affiliate-application$/, 'Affiliate Application', 'application form');
    await expectNoAxeViolations(page, 'application form');
    await expect(field(page, 'Full name')).toHaveValue(user.fullName);
    await typeInto(page, field(page, 'Phone number'), '+1 555 0100', 'application: phone');
    await typeInto(page, field(page, 'Location'), 'Lisbon, Portugal', 'application: location');
    const audience = field(page, 'Audience size');
    await tabTo(page, audience, 'application: audience size');
    // A closed native select changes its value with the arrow keys.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(audience).not.toHaveValue('');
    const youtube = page.getByRole('checkbox', { name: 'YouTube' });
    await tabAndPress(page, youtube, 'application: YouTube channel', 'Space');
    await expect(youtube).toBeChecked();
    await typeInto(page, field(page, 'Marketing experience'), 'Five years of personal finance videos and a weekly newsletter about index investing.', 'application: experience');
    await typeInto(page, field(page, 'Why do you want to join?'), 'My audience keeps asking which portfolio tracker I use myself.', 'application: motivation');
    await tabAndPress(page, page.getByRole('button', { name: 'Submit Application' }), 'application: submit');
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await softFocusVisible(page, 'after the application is submitted');
    await expectNoAxeViolations(page, 'application submitted');
    await signOut(page, user.email, 'member sign-out');

    // Approve as the admin: Admin Panel from the account menu, the row's View button, the dialog.
    await signIn(page, ADMIN, 'admin sign-in');
    await accountMenu(page, ADMIN.email, 'Admin Panel', 'admin');
    await expectRouteFocus(page, /\/admin\/affiliate-applications$/, 'Affiliate Applications', 'admin page');
    await expectNoAxeViolations(page, 'admin applications');
    const row = page.getByRole('row').filter({ hasText: user.email });
    const view = row.getByRole('button', { name: /^View application/ });
    await tabAndPress(page, view, 'admin: View application');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Application from ${user.fullName}` })).toBeVisible();
    // Focus moves into the dialog and is visible there.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), { message: 'focus inside the review dialog' }).toBe(true);
    await softFocusVisible(page, 'when the review dialog opens');
    await expectNoAxeViolations(page, 'review dialog');
    await tabAndPress(page, dialog.getByRole('button', { name: 'Approve' }), 'review dialog: Approve', 'Enter');
    await expect(toast(page, 'Application approved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Approved');
    // Focus returns to the control that opened the dialog.
    await expect.soft(view, 'focus returns to View application after the dialog closes').toBeFocused();
    await softFocusVisible(page, 'after the review dialog closes');
    await expectNoAxeViolations(page, 'admin applications after approval');
    await signOut(page, ADMIN.email, 'admin sign-out');

    // The approved affiliate: dashboard tabs with the arrow keys, a link and a coupon.
    await signIn(page, user, 'affiliate sign-in');
    await accountMenu(page, user.email, 'Affiliate Program', 'affiliate: affiliate program');
    await expectRouteFocus(page, /\/affiliates$/, 'Affiliate Dashboard', 'affiliate dashboard');
    await expectNoAxeViolations(page, 'affiliate dashboard');
    const dashboardTab = page.getByRole('tab', { name: 'Dashboard', exact: true });
    await tabTo(page, dashboardTab, 'dashboard tabs');
    await page.keyboard.press('ArrowRight');
    const linksTab = page.getByRole('tab', { name: 'Manage Links' });
    await expect(linksTab).toBeFocused();
    await expect(linksTab).toHaveAttribute('aria-selected', 'true');
    await expectFocusVisible(page, 'Manage Links tab');
    const linkForm = page.getByRole('form', { name: 'Generate a new link' });
    await typeInto(page, linkForm.getByLabel(/^Link name/), 'Keyboard newsletter', 'link form: name');
    await tabAndPress(page, linkForm.getByRole('button', { name: 'Generate Link' }), 'link form: Generate Link');
    await expect(toast(page, 'Link generated and copied!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your affiliate links' }).getByText('Keyboard newsletter')).toBeVisible();
    await softFocusVisible(page, 'after Generate Link');
    await expectNoAxeViolations(page, 'manage links');

    await tabTo(page, linksTab, 'back to the tabs', { backwards: true });
    await page.keyboard.press('ArrowRight');
    const couponsTab = page.getByRole('tab', { name: 'Coupon Codes' });
    await expect(couponsTab).toBeFocused();
    await expect(couponsTab).toHaveAttribute('aria-selected', 'true');
    const couponForm = page.getByRole('form', { name: 'Generate a coupon code' });
    const code = `KEYS${Date.now().toString(36).slice(-5).toUpperCase()}`;
    await typeInto(page, couponForm.getByLabel(/^Coupon code/), code, 'coupon form: code');
    await tabAndPress(page, couponForm.getByRole('button', { name: 'Generate Coupon' }), 'coupon form: Generate Coupon');
    await expect(toast(page, 'Coupon code generated!')).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: code })).toBeVisible();
    await softFocusVisible(page, 'after Generate Coupon');
    await expectNoAxeViolations(page, 'coupon codes');

    // Subscribe: header Pricing -> the landing's pricing section -> Start Free Trial -> /payment-demo.
    await tabAndPress(page, header(page).getByRole('link', { name: 'Pricing' }), 'header Pricing', 'Enter', BACK);
    // A section link's target is the section: focus goes there (not to the h1 scrolled out of view),
    // so the next Tab continues inside the pricing cards the page now shows.
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await expect
      .soft(async () => expect(await page.locator('#pricing').evaluate((s) => s.contains(document.activeElement))).toBe(true),
        'focus moves into the #pricing section after the header Pricing link')
      .toPass({ timeout: 3_000 });
    await softFocusVisible(page, 'after the header Pricing link');
    const startTrial = page.locator('#pricing').getByRole('button', { name: 'Start Free Trial' }).first();
    await tabAndPress(page, startTrial, 'pricing: Start Free Trial', 'Enter');
    await expectRouteFocus(page, /\/payment-demo$/, 'Choose your plan', 'payment demo');
    await expectNoAxeViolations(page, 'payment demo (pricing)');
    // Checkout (product §11.3), by keyboard: Premium's Get Started opens it, the promotion code field answers
    // Enter (the affiliate's own code is refused, and what was typed stays), the card is typed into the app's
    // own fields (test mode: no publishable key), and Pay charges the price shown.
    const premium = page.getByRole('article', { name: 'Premium plan' });
    await tabAndPress(page, premium.getByRole('button', { name: 'Get Started' }), 'Premium: Get Started');
    await expectRouteFocus(page, /\/checkout\/premium_monthly$/, 'Premium, billed monthly', 'checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('$9.99', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'checkout');
    const promo = page.getByRole('textbox', { name: /Promotion code/ });
    await typeInto(page, promo, code, 'checkout: promotion code');
    await page.keyboard.press('Enter');
    await expect(page.getByText('You cannot use your own promotion code.')).toBeVisible();
    await expect(promo).toHaveValue(code);
    await expect(promo).toBeFocused();
    await typeInto(page, page.getByRole('textbox', { name: 'Card number' }), TEST_CARD.visa, 'checkout: card number');
    await typeInto(page, page.getByRole('textbox', { name: 'Expiry (MM / YY)' }), TEST_EXPIRY, 'checkout: expiry');
    await typeInto(page, page.getByRole('textbox', { name: 'Security code (CVC)' }), '123', 'checkout: security code');
    await typeInto(page, page.getByRole('textbox', { name: 'Name on card' }), user.fullName, 'checkout: name on card');
    await tabAndPress(page, page.getByRole('button', { name: 'Pay $9.99' }), 'checkout: Pay');
    await expect(toast(page, 'Subscription Created')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Billing', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('row').nth(1)).toContainText('$9.99');
    await softFocusVisible(page, 'after paying');
    await expectNoAxeViolations(page, 'payment dashboard (billing)');

    // The subscription and the card on file, by arrow keys in the dashboard's tab list.
    const billingTab = page.getByRole('tab', { name: 'Billing', exact: true });
    await tabTo(page, billingTab, 'dashboard tabs');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute('aria-selected', 'true');
    await expectFocusVisible(page, 'Subscription tab');
    await expect(page.getByRole('region', { name: 'Subscription' }).getByText('Active')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const methodsTab = page.getByRole('tab', { name: 'Payment Methods' });
    await expect(methodsTab).toBeFocused();
    await expect(methodsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Payment methods' }).getByText('Visa ending in 4242')).toBeVisible();
    await expectNoAxeViolations(page, 'payment methods');

    // Sign out.
    await signOut(page, user.email, 'final sign-out');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
