// Account journeys (issue 8) against the built app and the reference API: sign-up with
// the mailed verification link, sign-in and its errors, password reset through the
// mailed link, every validation message, mobile mode, cross-tab sign-out and the guards.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { E2E_SMTP_READ_URL } from './ports';
import {
  ADMIN, appLinkIn, createUnverifiedUser, createVerifiedUser, latestMail, newUser, PHONE_USER_AGENT, RESET_SUBJECT,
  signInViaStorage, signInViaUi, VERIFICATION_SUBJECT, type TestUser,
} from './helpers/accounts';

/** The text of the error tied to a field through aria-describedby. */
/** A form control by its visible label (a required field's label ends in an asterisk). */
const control = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

async function fieldError(page: Page, label: string): Promise<string> {
  const input = control(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').trim();
}

async function fillSignUp(page: Page, user: TestUser, confirm = user.password) {
  await control(page, 'Full Name').fill(user.fullName);
  await control(page, 'Email').fill(user.email);
  await control(page, 'Password').fill(user.password);
  await control(page, 'Confirm Password').fill(confirm);
}

async function fillSignIn(page: Page, email: string, password: string) {
  await control(page, 'Email').fill(email);
  await control(page, 'Password').fill(password);
}

/** Requests to one API path made by the page. */
function countCalls(page: Page, path: string): () => number {
  const seen: Request[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r); });
  return () => seen.length;
}

// The cookie banner stays out of the way: a stored consent record (product §3).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    if (window.location.protocol !== 'http:') return;
    localStorage.setItem('portfoliotracker_cookie_consent', JSON.stringify({
      version: '1.0', essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString(),
    }));
  });
});

/** Sign Out from the header's account menu. */
async function signOutFromHeader(page: Page, email: string) {
  await page.getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

const storedSession = (page: Page) => page.evaluate(() => ({
  token: localStorage.getItem('auth_token'),
  refresh: localStorage.getItem('refresh_token'),
  user: localStorage.getItem('user_data'),
}));

test.describe('sign-up, verification, sign-in, sign-out', () => {
  test('a new user signs up, verifies through the mailed link, signs in and signs out', async ({ page, request }) => {
    const user = newUser('journey');
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(m.text()));

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Portfolio Tracker' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/signin');
    await expectNoAxeViolations(page, 'sign-up');

    // Show/hide toggles on both password fields.
    await fillSignUp(page, user);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(control(page, 'Password')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(control(page, 'Password')).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show confirm password' }).click();
    await expect(control(page, 'Confirm Password')).toHaveAttribute('type', 'text');

    const signUps = countCalls(page, '/api/auth/signup');
    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.dblclick();
    await expect(page.getByText('Account created successfully! Please check your email to verify your account.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    expect(signUps()).toBe(1);
    const stored = await page.evaluate(() => ({
      email: sessionStorage.getItem('signup_email'), name: sessionStorage.getItem('signup_full_name'), source: sessionStorage.getItem('signup_source'),
    }));
    expect(stored).toEqual({ email: user.email, name: user.fullName, source: 'web' });
    // Web: to /?signup=success after 2 s (not at once).
    await expect(page).toHaveURL(/\/\?signup=success$/, { timeout: 5_000 });

    // The verification link from the dev mailbox (its query on /verify-email, where the landing page forwards it).
    const link = new URL(appLinkIn(await latestMail(request, user.email, VERIFICATION_SUBJECT)));
    expect(link.searchParams.get('type')).toBe('signup');
    await page.goto(`/verify-email${link.search}`);
    await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
    await expect(page.locator('main').getByText(user.email)).toBeVisible();
    // The token does not stay in the address bar.
    expect(page.url()).not.toContain('access_token');
    expect(page.url()).toContain('type=signup');
    await expectNoAxeViolations(page, 'verification success');

    // The link's first use signed the member in: the way on is the workspace, not a sign-in form (product §10.17).
    await page.locator('main').getByRole('link', { name: 'Open your portfolio' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();

    // Sign out of the session verification opened, to sign in with the password: sign-in leads to /app.
    await page.evaluate(() => { localStorage.removeItem('auth_token'); localStorage.removeItem('refresh_token'); localStorage.removeItem('user_data'); });
    await page.goto(`/signin?email=${encodeURIComponent(user.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(control(page, 'Email')).toHaveValue(user.email);
    await control(page, 'Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app$/);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email: user.email });

    // Signed in, /signin says so; Sign Out from the header clears the session.
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: "You're Signed In" })).toBeVisible();
    await expectNoAxeViolations(page, 'already signed in');
    await signOutFromHeader(page, user.email);
    await expect(page).toHaveURL(/\/$/);
    expect(await storedSession(page)).toEqual({ token: null, refresh: null, user: null });

    // No password or token in what the page logged.
    const logged = consoleLines.join('\n');
    expect(logged).not.toContain(user.password);
    expect(logged).not.toContain(link.searchParams.get('access_token') ?? '<none>');
  });

  test('wrong password: the mapped message, the e-mail kept', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('wrongpw'));
    await page.goto('/signin');
    await fillSignIn(page, user.email, 'not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(control(page, 'Email')).toHaveValue(user.email);
    await expect(control(page, 'Password')).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/signin$/);
    expect((await storedSession(page)).token).toBeNull();
    await expectNoAxeViolations(page, 'sign-in error');
  });

  test("a failing server's message fits a phone: a proxy's error page is cut short, a long token wraps", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const proxyPage = `<!DOCTYPE html><html><head><title>502</title></head><body>${'<p>The upstream server did not answer.</p>'.repeat(150)}</body></html>`;
    const token = `Invalid-token:${'a1b2c3'.repeat(40)}`;
    const answers = [
      { status: 502, contentType: 'text/html', body: proxyPage },
      { status: 400, contentType: 'application/json', body: JSON.stringify({ detail: token }) },
    ];
    await page.route(/\/api\/auth\/signin$/, (route) => route.fulfill(answers.shift()!));
    await page.goto('/signin');
    await fillSignIn(page, 'someone@example.com', 'whatever-123');
    const alert = page.locator('main').getByRole('alert');

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText(`Server error (502): ${proxyPage.slice(0, 200)}…`);
    expect((await alert.boundingBox())!.height).toBeLessThan(400);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(alert).toHaveText(token);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(control(page, 'Email')).toHaveValue('someone@example.com');
    await expectNoAxeViolations(page, 'sign-in, long server message');
  });

  test('an unverified account is asked to verify first', async ({ page, request }) => {
    const user = await createUnverifiedUser(request);
    await page.goto('/signin');
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Please verify your email address before signing in.');
    await expectNoAxeViolations(page, 'unverified sign-in');
  });

  // product §15.9: a taken address is answered like a new one (nothing on the e-mail field), nothing
  // is created, and the owner is told by e-mail, which the test SMTP server received.
  test('an existing account: the same answer as a new one, and the owner is e-mailed', async ({ page, request }) => {
    const existing = await createVerifiedUser(request, newUser('existing'));
    await page.goto('/signup');
    await fillSignUp(page, { ...existing, fullName: 'Someone Else' });
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully! Please check your email to verify your account.').first()).toBeVisible();
    await expect(page.getByText('An account with this email already exists. Please sign in instead.')).toHaveCount(0);
    await expectNoAxeViolations(page, 'existing account');
    await expect.poll(async () => {
      const res = await request.get(`${E2E_SMTP_READ_URL}/messages?to=${encodeURIComponent(existing.email)}`);
      const { messages } = (await res.json()) as { messages: Array<{ subject: string }> };
      return messages.map((m) => m.subject);
    }, { message: 'the owner is told by e-mail' }).toContain('You already have an account');
  });

  test('a signed-in user who arrives at sign-up sees who they are and can sign out there', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('already'));
    await signInViaStorage(page, request, user);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: "You're Signed In" })).toBeVisible();
    await expect(page.locator('main').getByText(user.email)).toBeVisible();
    await page.locator('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedSession(page)).toEqual({ token: null, refresh: null, user: null });
  });
});

test.describe('validation messages (product §5)', () => {
  test('sign-up: each rule, and each message cleared when its field is edited', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await fieldError(page, 'Full Name')).toBe('Full name is required');
    expect(await fieldError(page, 'Email')).toBe('Email is required');
    expect(await fieldError(page, 'Password')).toBe('Password is required');
    expect(await fieldError(page, 'Confirm Password')).toBe('Please confirm your password');
    // Focus goes to the first invalid field.
    await expect(control(page, 'Full Name')).toBeFocused();
    await expectNoAxeViolations(page, 'sign-up required messages');

    await control(page, 'Full Name').fill('A');
    await expect(page.getByText('Full name is required')).toHaveCount(0);
    await expect(page.getByText('Email is required')).toBeVisible();
    await control(page, 'Email').fill('not-an-address');
    await control(page, 'Password').fill('short');
    await control(page, 'Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await fieldError(page, 'Full Name')).toBe('Full name must be at least 2 characters');
    expect(await fieldError(page, 'Email')).toBe('Please enter a valid email address');
    expect(await fieldError(page, 'Password')).toBe('Password must be at least 8 characters long');
    expect(await fieldError(page, 'Confirm Password')).toBe('Passwords do not match');
    await expectNoAxeViolations(page, 'sign-up rule messages');

    // A name of spaces is still too short after trimming.
    await control(page, 'Full Name').fill('  A  ');
    await control(page, 'Confirm Password').fill('short');
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await fieldError(page, 'Full Name')).toBe('Full name must be at least 2 characters');
    // Nothing typed was lost.
    await expect(control(page, 'Email')).toHaveValue('not-an-address');
    await expect(control(page, 'Password')).toHaveValue('short');
  });

  test('sign-in: e-mail and password required; reset needs an e-mail', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await fieldError(page, 'Email')).toBe('Email is required');
    expect(await fieldError(page, 'Password')).toBe('Password is required');
    await expect(control(page, 'Email')).toBeFocused();
    await expectNoAxeViolations(page, 'sign-in required messages');
    await control(page, 'Password').fill('x');
    await expect(page.getByText('Password is required')).toHaveCount(0);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Please enter your email address to reset your password.');
    await expectNoAxeViolations(page, 'reset needs an e-mail');
  });

  test('reset page: the sign-up password rules', async ({ page }) => {
    await page.goto('/reset-password?token=anything');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await fieldError(page, 'New Password')).toBe('Password is required');
    expect(await fieldError(page, 'Confirm New Password')).toBe('Please confirm your password');
    await control(page, 'New Password').fill('short');
    await control(page, 'Confirm New Password').fill('other');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect(await fieldError(page, 'New Password')).toBe('Password must be at least 8 characters long');
    expect(await fieldError(page, 'Confirm New Password')).toBe('Passwords do not match');
    await expectNoAxeViolations(page, 'reset validation');
  });
});

test.describe('password reset through the mailed link', () => {
  test('request, follow the link, choose a new password, sign in with it', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('reset'));
    await page.goto(`/signin?email=${encodeURIComponent(user.email)}`);
    await expect(control(page, 'Email')).toHaveValue(user.email);
    const resets = countCalls(page, '/api/auth/reset-password');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByText('Password reset email sent!').first()).toBeVisible();
    expect(resets()).toBe(1);
    await expectNoAxeViolations(page, 'reset sent');

    const link = appLinkIn(await latestMail(request, user.email, RESET_SUBJECT));
    expect(new URL(link).pathname).toBe('/reset-password');
    const resetPath = `${new URL(link).pathname}${new URL(link).search}`;
    await page.goto(resetPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectNoAxeViolations(page, 'reset form');
    const newPassword = 'brand-new-secret-77';
    await control(page, 'New Password').fill(newPassword);
    await control(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Updated' })).toBeVisible();
    await expectNoAxeViolations(page, 'reset done');

    await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await control(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app$/);

    // The link works once.
    await page.evaluate(() => localStorage.clear());
    await page.goto(resetPath);
    await control(page, 'New Password').fill('another-secret-88');
    await control(page, 'Confirm New Password').fill('another-secret-88');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.locator('main').getByRole('alert')).toContainText('Invalid or expired reset link');
    await expect(page.locator('main').getByRole('alert').getByRole('link', { name: 'the sign-in page' })).toBeVisible();
    await expectNoAxeViolations(page, 'reset link used');
  });

  test('a reset link without a token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
    await expectNoAxeViolations(page, 'reset without token');
  });
});

test.describe('verify e-mail states', () => {
  test('missing link and a bad token show the failure with Back to Home and support', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByText('Invalid or missing verification link. Please check your email and try again.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('main').getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:support@/);
    await expectNoAxeViolations(page, 'verification missing link');

    await page.goto('/verify-email#access_token=not-a-real-token&type=signup');
    await expect(page.getByText('Verification failed. The verification link may have expired. Please request a new verification email or contact support.')).toBeVisible();
    expect(page.url()).not.toContain('not-a-real-token');
    await expectNoAxeViolations(page, 'verification failed');
  });

  test('pending=true with an e-mail waits for the user to open the mail', async ({ page }) => {
    await page.goto('/verify-email?pending=true&email=wait%40example.test');
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText('wait@example.test')).toBeVisible();
    await expectNoAxeViolations(page, 'verification waiting');
  });
});

test.describe('titles, prefill and redirects', () => {
  test('the trial title from navigation state and the e-mail from the query', async ({ page }) => {
    await page.goto('/signup?email=prefill%40example.test');
    await expect(control(page, 'Email')).toHaveValue('prefill@example.test');
    // Navigation state as the landing page's Start Free Trial sends it.
    await page.goto('/');
    // The router listens for popstate only once the prerendered landing has hydrated (its header
    // shows the sign-in link then); a popstate before that is lost.
    await expect(page.locator('header a[href="/signin"]')).toBeAttached();
    await page.evaluate(() => {
      window.history.pushState({ usr: { plan: 'premium', trial: true }, key: 'trial', idx: 1 }, '', '/signup');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Start Your Premium Free Trial' })).toBeVisible();
    await expectNoAxeViolations(page, 'trial sign-up');
    // A reload keeps the state; the prerendered /signup (rendered without it) is then rendered
    // afresh, not hydrated into a mismatch (the fixture fails on React's error 418).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Start Your Premium Free Trial' })).toBeVisible();
    // Enabled once React runs the page (prerendered forms keep submit disabled until then).
    await expect(page.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  });

  test('sign-in returns to a safe redirect and ignores an open one', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('redirect'));
    await page.goto('/signin?redirect=%2F%2Fevil.example%2Fphish');
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/app$/);
    expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:\d+$/);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin?redirect=%2Fpayment-demo');
    await expect(page.locator('main').getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup?redirect=%2Fpayment-demo');
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/payment-demo$/);
  });
});

test.describe('mobile mode (phone user agent and app=true)', () => {
  test.use({ userAgent: PHONE_USER_AGENT, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('sign-up: Create Account, Sign in link with app=true, then the pending verification page', async ({ page }) => {
    const user = newUser('mobile');
    await page.goto('/signup?app=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/signin?app=true');
    await expectNoAxeViolations(page, 'mobile sign-up');
    await fillSignUp(page, user);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(new RegExp(`/verify-email\\?pending=true&email=${encodeURIComponent(user.email).replace(/[.]/g, '\\.')}`));
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.locator('main').getByText(user.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open App' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('signup_source'))).toBe('mobile');
    await expectNoAxeViolations(page, 'mobile pending verification');
  });

  test('sign-in: the Sign In title, then the app link instead of the web redirect', async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('mobilein'));
    await page.goto('/signin?app=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/signup?app=true');
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('main').getByRole('link', { name: 'Open App' })).toHaveAttribute('href', 'portfoliotracker://signin?status=success');
    await expect(page).toHaveURL(/\/signin\?app=true$/);
    await expectNoAxeViolations(page, 'mobile signed in');
  });

  test("signed in, the landing's Open App and the menu's Portfolio open the installed app", async ({ page, request }) => {
    const user = await createVerifiedUser(request, newUser('mobileapp'));
    await signInViaStorage(page, request, user);
    await page.goto('/?app=true');
    await expect(page.locator('main').getByRole('link', { name: 'Open App' })).toHaveAttribute('href', 'portfoliotracker://');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: new RegExp(user.email.replace(/[.]/g, '\\.')) }).click();
    await expect(page.getByRole('menuitem', { name: 'Portfolio' })).toHaveAttribute('href', 'portfoliotracker://');
  });

  test('a phone without app=true gets the web screens', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Join Portfolio Tracker' })).toBeVisible();
    await page.goto('/signin?source=mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  test('a failed verification offers Open App and support', async ({ page }) => {
    await page.goto('/verify-email?app=true&access_token=broken&type=signup');
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open App' })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
    await expect(page.locator('main').getByRole('link', { name: 'Contact support' })).toBeVisible();
    await expectNoAxeViolations(page, 'mobile verification failed');
  });
});

test('app=true on a desktop browser is not mobile mode', async ({ page }) => {
  await page.goto('/signup?app=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Portfolio Tracker' })).toBeVisible();
});

test('a browser that blocks site data can still sign in, for as long as the tab lives', async ({ page, request }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
    }
  });
  const user = await createVerifiedUser(request, newUser('nostorage'));
  await signInViaUi(page, user); // the header shows the user's menu, in the workspace (product §10.17)
  await expect(page).toHaveURL(/\/app$/);
  // A move inside the app (the account menu's Affiliate Program) keeps the session that lives only in memory.
  await page.getByRole('button', { name: user.email }).first().click();
  await page.getByRole('menuitem', { name: 'Affiliate Program' }).click();
  await expect(page).toHaveURL(/\/affiliates$/);
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeVisible();
  await expect(page.getByRole('button', { name: user.email }).first()).toBeVisible();
  // The cookie choice works too (it lasts as long as the tab).
  await page.getByRole('button', { name: 'Essential Only' }).click();
  await expect(page.getByRole('button', { name: 'Essential Only' })).toHaveCount(0);
});

test('a second tab signs out within a second when the first does', async ({ page, context, request }) => {
  const user = await createVerifiedUser(request, newUser('tabs'));
  await signInViaStorage(page, request, user);
  const other = await context.newPage();
  await other.goto('/signin');
  await expect(other.getByRole('heading', { name: "You're Signed In" })).toBeVisible();

  await page.goto('/');
  await signOutFromHeader(page, user.email);
  await expect(page).toHaveURL(/\/$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible({ timeout: 1_000 });
  expect(await storedSession(page)).toEqual({ token: null, refresh: null, user: null });
  expect(await storedSession(other)).toEqual({ token: null, refresh: null, user: null });
  await other.close();
});

test.describe('guard screens', () => {
  test('the payment dashboard signed out shows Authentication Required with Sign In and Sign Up', async ({ page }) => {
    await page.goto('/payment-demo');
    // The page is prerendered: plan cards come from the client's fetch, so they mean it is hydrated.
    await expect(page.getByRole('article', { name: 'Premium plan' })).toBeVisible();
    await page.getByRole('tab', { name: 'Payment Dashboard' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(panel.getByText('You need to sign in to access this page.')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin?redirect=%2Fpayment-demo');
    await expect(panel.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=%2Fpayment-demo');
    await expect(page.getByRole('main')).toHaveCount(1);
    await expectNoAxeViolations(page, 'payment dashboard guard');
  });

  test('the admin page: Access Denied signed out and for a member, open to the admin', async ({ page, request }) => {
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expectNoAxeViolations(page, 'admin guard signed out');

    const member = await createVerifiedUser(request, newUser('member'));
    await signInViaStorage(page, request, member);
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.locator('main').getByText(member.email)).toBeVisible();
    await expectNoAxeViolations(page, 'admin guard member');

    await page.evaluate(() => { localStorage.removeItem('auth_token'); localStorage.removeItem('user_data'); });
    await signInViaStorage(page, request, ADMIN);
    await page.goto('/admin/affiliate-applications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });
});
