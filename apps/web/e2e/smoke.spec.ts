import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { E2E_API_URL } from './ports';

test('the reference API answers its health check', async ({ request }) => {
  const res = await request.get(`${E2E_API_URL}/health`);
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('the landing page renders without accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page, '404');
});

test('the app is served with the security headers', async ({ request }) => {
  const res = await request.get('/');
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' https://js.stripe.com");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
});

test('public pages arrive prerendered; client-only routes get the empty shell', async ({ request }) => {
  const landing = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(landing).not.toContain('<div id="root"></div>');
  const signin = await (await request.get('/signin', { headers: { accept: 'text/html' } })).text();
  expect(signin).toContain('Welcome Back');
  const affiliates = await (await request.get('/affiliates', { headers: { accept: 'text/html' } })).text();
  expect(affiliates).toContain('<div id="root"></div>');
});
