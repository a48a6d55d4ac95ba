// Account helpers shared by the e2e specs: real sign-up through the reference API, the
// verification link read from its dev mailbox, and signing in through the UI or the API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_URL as DEFAULT_API_URL } from '../ports';

/** The reference API; E2E_API_URL in the environment points an isolated run elsewhere. */
const E2E_API_URL = process.env.E2E_API_URL ?? DEFAULT_API_URL;

export const ADMIN = { email: 'admin@portfoliotracker.local', password: 'admin-password-123' } as const;

export interface TestUser { email: string; password: string; fullName: string }

let counter = 0;
/**
 * A unique address per call, so tests never collide on the shared database: the time, this
 * worker's index (workers run at the same time: playwright.config.ts) and a counter of its own.
 */
export function newUser(prefix = 'member'): TestUser {
  counter += 1;
  const stamp = `${Date.now().toString(36)}w${process.env.TEST_WORKER_INDEX ?? 0}n${counter}`;
  return { email: `${prefix}-${stamp}@example.test`, password: 'correct-horse-42', fullName: `Test ${prefix} ${counter}` };
}

interface MailMessage { id: string; to: string; subject: string; text: string; links: string[]; created_at: string }

/** The newest e-mail to `to` whose subject matches, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${E2E_API_URL}/dev/mailbox?to=${encodeURIComponent(to)}`);
      const { messages } = (await res.json()) as { messages: MailMessage[] };
      found = messages.find((m) => subject.test(m.subject));
      return Boolean(found);
    }, { message: `an e-mail to ${to} matching ${subject}` })
    .toBe(true);
  return found!;
}

/** Subjects of the reference API's e-mails ('Confirm your e-mail address', 'Reset your password'). */
export const VERIFICATION_SUBJECT = /confirm|verif/i;
export const RESET_SUBJECT = /reset/i;

/** The first link in a message that points at the web app. */
export function appLinkIn(mail: MailMessage): string {
  const link = mail.links.find((l) => /^https?:\/\/127\.0\.0\.1:\d+\//.test(l));
  if (!link) throw new Error(`no app link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** Signs up through the API and verifies through the API (fast path for tests about other features). */
export async function createVerifiedUser(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const signup = await request.post(`${E2E_API_URL}/api/auth/signup`, {
    data: { email: user.email, password: user.password, full_name: user.fullName },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const mail = await latestMail(request, user.email, VERIFICATION_SUBJECT);
  const token = new URL(appLinkIn(mail)).searchParams.get('access_token');
  expect(token).toBeTruthy();
  const verify = await request.post(`${E2E_API_URL}/api/auth/verify-email`, { data: { token } });
  expect(verify.ok(), await verify.text()).toBe(true);
  return user;
}

/** Signs up through the API without verifying (an unverified account). */
export async function createUnverifiedUser(request: APIRequestContext, user: TestUser = newUser('unverified')): Promise<TestUser> {
  const signup = await request.post(`${E2E_API_URL}/api/auth/signup`, {
    data: { email: user.email, password: user.password, full_name: user.fullName },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  return user;
}

/** A phone's user agent, for mobile mode (product §4: a phone or tablet plus app=true). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in through the real sign-in page and waits for the header to show the account. */
export async function signInViaUi(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('button', { name: new RegExp(escapeRegExp(user.email)) }).first()).toBeVisible();
}

/** Signs in through the API and stores the session the way the SDK does (fast path). */
export async function signInViaStorage(page: Page, request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const res = await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email: user.email, password: user.password } });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { token: string; refresh_token: string; user: unknown };
  await page.goto('/');
  await page.evaluate((b) => {
    localStorage.setItem('auth_token', b.token);
    localStorage.setItem('refresh_token', b.refresh_token);
    localStorage.setItem('user_data', JSON.stringify(b.user));
  }, body);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
