// The public site (issue 7): header navigation, carousel, FAQ, cookie consent, affiliate
// discount, the verification redirect, legal pages, 404, and axe on every page and overlay.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { ADMIN, createVerifiedUser } from './helpers/accounts';
import { E2E_API_URL } from './ports';

const CONSENT_KEY = 'portfoliotracker_cookie_consent';
const AFFILIATE_COOKIE = 'pt_affiliate';

/** Stores a consent record before the page loads, so the banner stays out of the way. */
async function withConsent(page: Page, marketing = false) {
  await page.addInitScript(([key, m]) => {
    if (location.protocol !== 'http:') return; // about:blank has no storage
    if (!localStorage.getItem(key as string)) {
      localStorage.setItem(key as string, JSON.stringify({ version: '1.0', essential: true, analytics: false, marketing: m, timestamp: new Date().toISOString() }));
    }
  }, [CONSENT_KEY, marketing] as const);
}

/**
 * Waits until the landing page is interactive: the prerendered HTML shows at once, and the header
 * shows its sign-in links and the pricing its plans only once React has hydrated them.
 */
async function landingReady(page: Page) {
  await expect(page.locator('header a[href="/signin"]')).toBeAttached();
  await expect(page.locator('#pricing').getByRole('heading', { name: 'Premium' })).toBeVisible();
}

async function inViewport(page: Page, id: string) {
  await expect
    .poll(async () => page.evaluate((i) => {
      // The section may still be arriving (a code-split part of the landing page).
      const el = document.getElementById(i);
      if (!el) return false;
      const r = el.getBoundingClientRect();
      return r.top >= -2 && r.top < window.innerHeight / 2;
    }, id), { timeout: 5_000 })
    .toBe(true);
}

async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** An approved affiliate's link with the given discount, made through the API. */
async function createAffiliateLink(request: APIRequestContext, discount: number): Promise<{ linkId: string; affiliateId: string }> {
  const user = await createVerifiedUser(request);
  const headers = await bearer(request, user.email, user.password);
  const app = await request.post(`${E2E_API_URL}/api/affiliate/applications`, {
    headers,
    data: {
      full_name: user.fullName, email: user.email, phone: '+1 555 0100', location: 'Austin, TX', audience_size: '10k_50k',
      marketing_channels: ['youtube', 'blog'],
      experience_description: 'Five years of publishing weekly investing videos and a newsletter about long-term portfolios.',
      motivation: 'My audience keeps asking which portfolio tracker I use myself.',
    },
  });
  expect(app.ok(), await app.text()).toBe(true);
  const { id } = (await app.json()) as { id: string };
  const admin = await bearer(request, ADMIN.email, ADMIN.password);
  const approve = await request.post(`${E2E_API_URL}/api/admin/affiliate-applications/${id}/approve`, { headers: admin, data: {} });
  expect(approve.ok(), await approve.text()).toBe(true);
  const link = await request.post(`${E2E_API_URL}/api/affiliate/links`, { headers, data: { name: 'Spring video', commission_rate: 30, discount_rate: discount } });
  expect(link.ok(), await link.text()).toBe(true);
  const body = (await link.json()) as { id: string; affiliate_id: string };
  return { linkId: body.id, affiliateId: body.affiliate_id };
}

test.describe('header navigation', () => {
  test('desktop: the section links scroll through the landing page and lead home from other pages', async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /every holding/i })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started', exact: true })).toBeVisible();
    for (const [label, id] of [['About', 'about'], ['Pricing', 'pricing'], ['FAQ', 'faq'], ['Contact', 'contact']] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await inViewport(page, id);
      await expect(page).toHaveURL(/\/$|\/#/);
    }
    await expect(page.getByRole('link', { name: /on instagram/i }).first()).toHaveAttribute('href', /instagram\.com/);

    // Clicked at once, while the prerendered page may still be hydrating (the header holds its
    // place meanwhile: see 'the header does not move' below).
    await page.goto('/privacy-policy/');
    await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await inViewport(page, 'faq');
  });

  test('mobile: the menu opens, takes the visitor to a section and closes', async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await landingReady(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'open mobile menu');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await inViewport(page, 'contact');
    // No horizontal scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('signed in: the e-mail and its menu replace Sign In; the hero offers the app', async ({ page, request }) => {
    await withConsent(page);
    const user = await createVerifiedUser(request);
    const me = await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email: user.email, password: user.password } });
    const body = (await me.json()) as { token: string; refresh_token: string; user: unknown };
    await page.addInitScript((b) => {
      localStorage.setItem('auth_token', b.token);
      localStorage.setItem('refresh_token', b.refresh_token);
      localStorage.setItem('user_data', JSON.stringify(b.user));
    }, body);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Download App' })).toBeVisible();
    // On the web Open App opens the workspace: a custom-scheme link does nothing on a computer.
    await expect(page.getByRole('link', { name: 'Open App' })).toHaveAttribute('href', '/app');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: new RegExp(user.email) }).click();
    await expect(page.getByRole('menuitem', { name: 'Portfolio' })).toHaveAttribute('href', '/app');
    await expect(page.getByRole('menuitem', { name: 'Affiliate Program' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
    // Headless UI makes the page behind an open menu inert, so page-level rules (one main, an h1)
    // cannot see the page: check the menu itself.
    const menuAxe = await new AxeBuilder({ page }).include('#headlessui-portal-root').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(menuAxe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  });
});

test.describe('landing widgets', () => {
  test('the carousel advances on its own, pauses under the pointer and selects by dot and card', async ({ page }) => {
    await withConsent(page);
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await landingReady(page);
    const card = (i: number) => page.getByTestId(`phone-card-${i}`);
    await expect(card(0)).toHaveAttribute('data-position', 'selected');
    await page.clock.runFor(3_100);
    await expect(card(1)).toHaveAttribute('data-position', 'selected');
    await expect(card(0)).toHaveAttribute('data-position', 'previous');
    await expect(card(2)).toHaveAttribute('data-position', 'next');

    await card(1).hover();
    await page.clock.runFor(9_000);
    await expect(card(1)).toHaveAttribute('data-position', 'selected');

    await page.getByRole('button', { name: 'Show card 4 of 5' }).click();
    await expect(card(3)).toHaveAttribute('data-position', 'selected');
    // The selected phone overlaps most of its neighbour; a click on the neighbour selects it.
    await card(4).dispatchEvent('click');
    await expect(card(4)).toHaveAttribute('data-position', 'selected');

    // Neither pointer nor focus in the carousel any more: it moves on again.
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.move(5, 400);
    await page.clock.runFor(3_100);
    await expect(card(0)).toHaveAttribute('data-position', 'selected');
  });

  test('FAQ: one question open at a time, and an open one closes again', async ({ page }) => {
    await withConsent(page);
    await page.goto('/#faq');
    await landingReady(page);
    const faq = page.locator('#faq');
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(6);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/brings the holdings from all your brokers/i)).toBeVisible();
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/delayed by 15 minutes/i)).toBeVisible();
    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/delayed by 15 minutes/i)).toBeHidden();
  });

  test('pricing comes from the API; trial buttons carry the plan; contact form keeps what was typed', async ({ page }) => {
    await withConsent(page);
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Pro' })).toBeVisible();
    // Each card lists its plan's own features (product §9), so not even Free's is empty.
    await expect(pricing.getByRole('list', { name: 'Free features' }).getByRole('listitem')).toHaveText(['Up to 5 holdings', 'Portfolio Tracking']);
    await expect(pricing.getByRole('list', { name: 'Premium features' })).toContainText('Unlimited holdings');
    await expect(pricing.getByRole('list', { name: 'Pro features' })).toContainText('Portfolio sharing');
    await expect(pricing.getByRole('link', { name: 'Contact Sales' }).first()).toHaveAttribute('href', /^mailto:sales@portfoliotracker\.app/);
    await pricing.getByRole('button', { name: 'Start Free Trial' }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toMatchObject({ trial: true, plan: expect.stringMatching(/^[a-z]+$/) });

    await page.goto('/#contact');
    await landingReady(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').fill('Import from my broker');
    await form.getByLabel('Message').fill('Can I import a CSV?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(/not connected to our inbox yet/)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Can I import a CSV?');
  });

  test('plans that fail to load say so, and Try again brings them', async ({ page }) => {
    await withConsent(page);
    const plansCall = /\/api\/subscription\/plans$/;
    await page.route(plansCall, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    // What a user meets: the message, word for word, and Try again inside the one alert.
    const failure = pricing.getByRole('alert');
    await expect(failure.getByText('Failed to load pricing plans.', { exact: true })).toBeVisible();
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(pricing.getByRole('heading', { name: 'Premium' })).toHaveCount(0);
    await page.unroute(plansCall);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(pricing.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expect(pricing.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('cookie consent', () => {
  for (const choice of ['Accept All', 'Essential Only', 'Customize'] as const) {
    test(`${choice} stores the record; the affiliate cookie follows marketing consent`, async ({ page, context, request }) => {
      const { linkId, affiliateId } = await createAffiliateLink(request, 10);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/cookie-policy');
      await expectNoAxeViolations(page, 'cookie banner');
      if (choice === 'Customize') {
        await banner.getByRole('button', { name: 'Customize' }).click();
        const analytics = page.getByRole('switch', { name: /Analytics/ });
        await expect(analytics).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByRole('switch', { name: /Marketing & Affiliate/ })).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByText('Always active')).toBeVisible();
        await expectNoAxeViolations(page, 'cookie preferences');
        await analytics.click();
        await page.getByRole('button', { name: 'Save Preferences' }).click();
      } else {
        await banner.getByRole('button', { name: choice }).click();
      }
      await expect(banner).toBeHidden();
      const record = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)) ?? 'null') as Record<string, unknown>;
      const marketing = choice !== 'Essential Only';
      expect(record).toMatchObject({ version: '1.0', essential: true, analytics: choice === 'Accept All', marketing });
      expect(Date.parse(String(record.timestamp))).not.toBeNaN();

      await page.goto(`/?ref=${affiliateId}&link=${linkId}`);
      await expect(page.locator('#pricing').getByText('10% OFF').first()).toBeVisible();
      const cookie = (await context.cookies()).find((c) => c.name === AFFILIATE_COOKIE);
      if (marketing) {
        expect(cookie, 'affiliate cookie with marketing consent').toBeDefined();
        expect(cookie!.sameSite).toBe('Lax');
        expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
      } else {
        expect(cookie, 'no affiliate cookie without marketing consent').toBeUndefined();
      }
    });
  }

  test('closing the banner stores nothing; the footer link reopens the preferences', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeVisible();
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect(page.getByRole('button', { name: 'Save Preferences' })).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), CONSENT_KEY)).toContain('"marketing":true');
  });
});

test.describe('query parameters', () => {
  test('an affiliate link applies its discount and scrolls to pricing', async ({ page, request }) => {
    await withConsent(page, true);
    const { linkId, affiliateId } = await createAffiliateLink(request, 15);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/?ref=${affiliateId}&link=${linkId}`);
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('15% OFF').first()).toBeVisible();
    await expect(pricing.getByText('Special Offer').first()).toBeVisible();
    await expect(pricing.locator('del').first()).toBeVisible();
    await inViewport(page, 'pricing');
    await expectNoAxeViolations(page, 'discounted pricing');
  });

  test('a sign-up token goes to /verify-email with its parameters', async ({ page }) => {
    await withConsent(page);
    // The verify page takes the token and then drops it from the address bar (it must not stay
    // in history), so the token is seen where it is used: the verification call's body.
    const verifyCall = page.waitForRequest((req) => req.url().endsWith('/api/auth/verify-email') && req.method() === 'POST');
    await page.goto('/?access_token=abc.def.ghi&type=signup&email=new%40example.com');
    expect((await verifyCall).postDataJSON()).toEqual({ token: 'abc.def.ghi' });
    await expect(page).toHaveURL(/\/verify-email\?type=signup&email=new%40example\.com$/);
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    // Replaced, not pushed: the landing URL with the token is not in the history.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });
});

test.describe('pages', () => {
  test('parts that hydrate after load keep their server HTML meanwhile: the landing does not jump', async ({ page }) => {
    await withConsent(page);
    // Layout shifts from the first paint on, as Lighthouse counts them (input-driven ones aside).
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!e.hadRecentInput) w.__shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // No pointer or key input: the carousel, the footer and the sections below the hero hydrate
    // on their own after the load event, when the browser is idle.
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('footer').last().getByRole('button', { name: 'Cookie preferences' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
  });

  test('the header does not move as a prerendered page hydrates: its links stay under the pointer', async ({ browser, page }) => {
    // The prerendered HTML as it paints (no script runs), then the same page once hydrated: the
    // signed-out buttons replace the session's unknown state beside the centred navigation.
    const linkBoxes = async (p: Page) => {
      const nav = p.getByRole('navigation', { name: 'Main' });
      return Promise.all(['About', 'FAQ', 'Affiliate program'].map((name) => nav.getByRole('link', { name, exact: true }).boundingBox()));
    };
    const staticContext = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const staticPage = await staticContext.newPage();
    await staticPage.goto('/privacy-policy/');
    const before = await linkBoxes(staticPage);
    await staticContext.close();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy-policy/');
    await expect(page.locator('header a[href="/signin"]')).toBeAttached();
    const after = await linkBoxes(page);
    expect(before.every(Boolean)).toBe(true);
    expect(after.map((box) => Math.round(box!.x))).toEqual(before.map((box) => Math.round(box!.x)));
  });

  for (const [path, title, count] of [
    ['/privacy-policy', 'Privacy Policy', 5],
    ['/terms-of-service', 'Terms of Service', 6],
    ['/cookie-policy', 'Cookie Policy', 6],
  ] as const) {
    test(`${path}: ${count} sections and a way home`, async ({ page }) => {
      await withConsent(page);
      // The trailing slash: `vite preview` answers '/privacy-policy' with the landing's HTML
      // (SPA fallback) rather than privacy-policy/index.html; nginx serves both (try_files $uri/index.html).
      await page.goto(`${path}/`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('main h2')).toHaveCount(count);
      if (path === '/cookie-policy') await expect(page.getByText(/pt_affiliate.*30 days/)).toBeVisible();
      await expectNoAxeViolations(page, path);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  }

  test('unknown paths give the 404 page', async ({ page }) => {
    await withConsent(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await expectNoAxeViolations(page, '404');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the landing page has no axe violations at phone and desktop widths, and a working skip link', async ({ page }) => {
    await withConsent(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.locator('#pricing').getByRole('heading', { name: 'Premium' })).toBeVisible();
      await expectNoAxeViolations(page, `landing at ${width}px`);
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('a deploy while a tab is open', () => {
  // The old build's route chunk is gone from the server: its import fails once (times: 1), as it
  // would for a tab opened before a deploy; the reload then gets the "new" build.
  // Chunks are named by their hash alone (vite.config.ts): the build's module-to-file map names it.
  const chunks = JSON.parse(readFileSync(new URL('../dist-e2e/.vite/module-chunks.json', import.meta.url), 'utf8')) as Record<string, string>;
  const affiliatesChunk = new RegExp(`/${chunks['src/features/affiliate/AffiliatesPage.tsx']!.replace(/\./g, '\\.')}$`);
  const navigationType = (page: Page) =>
    page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

  test('a route chunk that is gone reloads the page once, and the route opens', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await landingReady(page);
    // Gone until the page loads again: the build asks for the chunk twice (its modulepreload and the
    // import), so a count of failed requests would depend on how Vite loads it.
    let reloaded = false;
    page.once('load', () => { reloaded = true; });
    await page.route(affiliatesChunk, (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: 'Not found' })));
    await page.getByRole('navigation').first().getByRole('link', { name: 'Affiliate program' }).click();
    await expect(page).toHaveURL(/\/affiliates$/);
    await expect(page.getByRole('heading', { level: 1, name: /commission/ })).toBeVisible();
    expect(reloaded).toBe(true);
    expect(await navigationType(page)).toBe('reload');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });

  test('a chunk missing after the reload too shows the error screen instead of reloading again', async ({ page }) => {
    await withConsent(page);
    await page.goto('/');
    await landingReady(page);
    let loads = 0;
    page.on('load', () => { loads += 1; });
    await page.route(affiliatesChunk, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.getByRole('navigation').first().getByRole('link', { name: 'Affiliate program' }).click();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(await navigationType(page)).toBe('reload');
    await page.waitForTimeout(1000);
    expect(loads).toBe(1);
  });
});
