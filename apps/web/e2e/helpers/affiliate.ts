// Affiliate helpers for e2e: an application submitted through the reference API (fast path
// for tests about review and the dashboard) and the admin decision through the API.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_API_URL } from '../ports';
import { ADMIN, type TestUser } from './accounts';

export async function apiToken(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const res = await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email: user.email, password: user.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export const validApplication = (user: TestUser) => ({
  full_name: user.fullName,
  email: user.email,
  phone: '+1 555 0100',
  location: 'Lisbon, Portugal',
  company_name: 'Ledger & Co',
  audience_size: '10k_50k',
  marketing_channels: ['youtube', 'blog'],
  experience_description: 'Five years of personal finance videos and a weekly newsletter about index investing.',
  motivation: 'My audience keeps asking which portfolio tracker I use myself.',
});

/** Submits an application for `user` through the API and returns its id. */
export async function applyViaApi(request: APIRequestContext, user: TestUser): Promise<string> {
  const token = await apiToken(request, user);
  const res = await request.post(`${E2E_API_URL}/api/affiliate/applications`, {
    data: validApplication(user), headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { id?: string; data?: { id: string }; application?: { id: string } };
  return body.id ?? body.data?.id ?? body.application!.id;
}

/** Approves an application as the seeded admin. */
export async function approveViaApi(request: APIRequestContext, id: string) {
  const token = await apiToken(request, ADMIN);
  const res = await request.post(`${E2E_API_URL}/api/admin/affiliate-applications/${id}/approve`, {
    data: {}, headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
