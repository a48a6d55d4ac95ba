// Helpers shared by the workspace's e2e specs: the cookie choice made, axe at both widths, the
// API signed in as a member, the toasts, and subscribing to a plan with the test card.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { E2E_API_URL } from '../ports';
import type { TestUser } from './accounts';
import { fillCard, TEST_CARD } from './localCard';

const CONSENT_KEY = 'portfoliotracker_cookie_consent';
export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 800 };

/** A returning member has made a cookie choice: the banner stays out of the way. */
export async function withConsent(page: Page) {
  await page.addInitScript((key) => {
    if (location.protocol !== 'http:') return;
    if (!localStorage.getItem(key)) {
      localStorage.setItem(key, JSON.stringify({ version: '1.0', essential: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }));
    }
  }, CONSENT_KEY);
}

/** axe on the page as it is, at the desktop and the phone width (back to desktop after); no sideways scrolling on the phone. */
export async function expectAccessibleAtBothWidths(page: Page, state: string) {
  await page.setViewportSize(WIDE);
  await expectNoAxeViolations(page, `${state} (1280 px)`);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page, `${state} (375 px)`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${state}: no sideways scrolling at 375 px`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(WIDE);
}

export interface Session { token: string }
export async function apiSession(request: APIRequestContext, user: TestUser): Promise<Session> {
  const res = await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email: user.email, password: user.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Session;
}
export async function apiPost<T>(request: APIRequestContext, session: Session, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${E2E_API_URL}${path}`, { data, headers: { Authorization: `Bearer ${session.token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A toast's text in the notifications region. */
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true }).first();

/**
 * On the plans page (`/payment-demo?plan=<id>`): the plan's Get Started opens its checkout (product
 * §11.3), where the local test card pays for it; 'Subscription Created'.
 */
export async function subscribeWithTestCard(page: Page, planName: string) {
  await page.getByRole('article', { name: `${planName} plan` }).getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/checkout\//);
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toBeEnabled();
  await fillCard(page, TEST_CARD.visa);
  await pay.click();
  await expect(toast(page, 'Subscription Created')).toBeVisible();
}
