import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { mailDeliveryMessages } from '@pt/api';
import { useAdminMail } from './useAdminMail';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const failed = {
  id: '7', to: 'a@example.com', subject: 'Reset your password', kind: 'reset_password', status: 'failed', attempts: 8, last_error: 'SMTP 451: later',
  created_at: '2026-11-27T09:00:00.000Z', sent_at: null, failed_at: '2026-11-27T10:00:00.000Z', next_attempt_at: null,
};

describe('useAdminMail', () => {
  it('reads the failed mails and the counts for an admin; the guard states for anyone else', async () => {
    const env = createTestEnv({ 'GET /api/admin/mail?status=failed&limit=50': { body: { mails: [failed], counts: { pending: 2, failed: 1 }, next_before: null } } });
    env.signInAs({ role: 'admin', is_admin: true });
    const { result } = renderWithApi(() => useAdminMail(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', mails: [failed], counts: { pending: 2, failed: 1 }, hasOlder: false }));
    const member = createTestEnv();
    member.signInAs({ role: 'user' });
    expect(renderWithApi(() => useAdminMail(), member).result.current.status).toBe('denied');
    expect(member.api.calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('says so when the list cannot be read', async () => {
    const env = createTestEnv({ 'GET /api/admin/mail?status=failed&limit=50': { status: 500, body: { error: 'boom' } } });
    env.signInAs({ role: 'admin', is_admin: true });
    const { result } = renderWithApi(() => useAdminMail(), env);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', message: mailDeliveryMessages.loadFailed }), { timeout: 10_000 });
  });
});
