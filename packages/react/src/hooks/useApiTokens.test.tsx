import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { apiTokenMessages, type ApiToken } from '@pt/api';
import { useApiTokens } from './useApiTokens';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const SECRET = `pt_${'s'.repeat(43)}`;
const listed: ApiToken = { id: 't1', name: 'Sheet', prefix: 'pt_ssss', created_at: '2026-06-01T12:00:00Z', last_used_at: null };

describe('useApiTokens', () => {
  it('shows a new token once, with the curl example, and lists it without its secret', async () => {
    let tokens: ApiToken[] = [];
    const env = createTestEnv({
      'GET /api/tokens/': () => ({ body: tokens }),
      'POST /api/tokens/': () => { tokens = [listed]; return { status: 201, body: { ...listed, token: SECRET } }; },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useApiTokens(), env);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.curlExample).toBe('curl -H "Authorization: Bearer pt_…" http://api.test/api/portfolio/');

    await act(async () => { await result.current.submit(); });
    expect(result.current.form.fieldErrors).toEqual({ name: apiTokenMessages.nameRequired });
    act(() => result.current.form.setField('name', ' Sheet '));
    await act(async () => { await result.current.submit(); });
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sheet' });
    expect(result.current.created?.token).toBe(SECRET);
    expect(result.current.curlExample).toBe(`curl -H "Authorization: Bearer ${SECRET}" http://api.test/api/portfolio/`);
    expect(result.current.shownOnce).toBe(apiTokenMessages.shownOnce);
    await waitFor(() => expect(result.current.tokens).toEqual([listed]));
    expect(JSON.stringify(result.current.tokens)).not.toContain(SECRET);
    act(() => result.current.dismissCreated());
    expect(result.current.created).toBeNull();
    expect(JSON.stringify(env.local.dump()) + JSON.stringify(env.session.dump())).not.toContain(SECRET);
  });

  it('revokes at once, and the plan’s refusal is the upgrade prompt', async () => {
    const env = createTestEnv({
      'GET /api/tokens/': { body: [listed] },
      'DELETE /api/tokens/t1': { body: { revoked: true, id: 't1' } },
      'POST /api/tokens/': { status: 403, body: { error: 'API access is part of the Pro plan. Upgrade to use it.', code: 'feature_locked', feature: 'api_access', upgrade_plan: 'pro' } },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useApiTokens(), env);
    await waitFor(() => expect(result.current.tokens).toHaveLength(1));
    env.api.route('GET /api/tokens/', { body: [] });
    await act(async () => { await result.current.revoke.mutateAsync('t1'); });
    expect(result.current.tokens).toEqual([]);
    act(() => result.current.form.setField('name', 'Script'));
    await act(async () => { await result.current.submit(); });
    expect(result.current.featureLock).toMatchObject({ feature: 'api_access', upgradePath: '/payment-demo?plan=pro#plan-pro' });
    expect(result.current.errorMessage).toBeNull();
  });
});
