import { describe, expect, it } from 'vitest';
import { json, makeClient, scriptedFetch, seedSession } from '../../test/fakeFetch';

describe('account calls (product §14)', () => {
  it('send the reference server paths and bodies', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { token: 'tok2', refresh_token: 'ref2' }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await client.account.settings();
    await client.account.updateSettings({ base_currency: 'EUR', notifications: { product_news: true } });
    await client.account.changeEmail({ new_email: 'new@example.com', password: 'pw' });
    await client.account.cancelEmailChange();
    await client.account.confirmEmailChange({ token: 'link-token' });
    await client.account.changePassword({ current_password: 'old', new_password: 'new-password' });
    await client.account.export();
    await client.account.delete({ password: 'pw' });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/account/settings', 'PUT /api/account/settings', 'POST /api/account/email', 'DELETE /api/account/email',
      'POST /api/account/email/confirm', 'POST /api/account/password', 'GET /api/account/export', 'POST /api/account/delete',
    ]);
    expect(requests[1]!.body).toEqual({ base_currency: 'EUR', notifications: { product_news: true } });
    expect(requests[4]!.body).toEqual({ token: 'link-token' });
  });

  it('a password change keeps this browser signed in with the session it answers', async () => {
    const { fetch, requests } = scriptedFetch(() => json(200, { message: 'ok', token: 'tok2', refresh_token: 'ref2' }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await client.account.changePassword({ current_password: 'old', new_password: 'new-password' });
    expect(client.session.getToken()).toBe('tok2');
    expect(client.session.getRefreshToken()).toBe('ref2');
    expect(client.session.getSnapshot().status).toBe('signedIn');
    await client.account.settings();
    expect(requests[1]!.headers.Authorization).toBe('Bearer tok2');
  });

  it('a refused password change keeps the session as it was', async () => {
    const { fetch } = scriptedFetch(() => json(400, { error: 'Your current password is not correct', field: 'current_password' }));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await expect(client.account.changePassword({ current_password: 'bad', new_password: 'new-password' })).rejects.toMatchObject({ field: 'current_password' });
    expect(client.session.getToken()).toBe('tok1');
  });

  it('deleting signs this browser out; a refusal does not', async () => {
    let status = 400;
    const { fetch } = scriptedFetch(() => (status === 400 ? json(400, { error: 'Your current password is not correct', field: 'password' }) : json(200, { message: 'Deleted', kept: [] })));
    const { client, local } = makeClient(fetch);
    seedSession(local);
    await expect(client.account.delete({ password: 'bad' })).rejects.toBeDefined();
    expect(client.session.getSnapshot().status).toBe('signedIn');
    status = 200;
    await expect(client.account.delete({ password: 'right' })).resolves.toEqual({ message: 'Deleted', kept: [] });
    expect(client.session.getSnapshot().status).toBe('signedOut');
  });
});
