// Notifications: the bell's list and unread count, read one or all, owner only; each producer writes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type Json, type TestApp } from './helpers';

type Member = Awaited<ReturnType<TestApp['member']>>;
interface Note { id: string; title: string; body: string; read: boolean; created_at: string; kind: string }

let t: TestApp;
let ann: Member;
let bob: Member;
beforeAll(async () => {
  t = await makeTestApp();
  ann = await t.member('ann@example.com', 'password-123', 'Ann Asker');
  bob = await t.member('bob@example.com', 'password-123', 'Bob Buddy');
});
afterAll(async () => { await t.close(); });

const list = async (m: Member) => (await t.req<Note[]>('GET', '/api/notifications/', { token: m.token })).body;
const unread = async (m: Member) => (await t.req<{ unread: number }>('GET', '/api/notifications/unread-count', { token: m.token })).body.unread;

describe('notifications', () => {
  it('friend requests and acceptances arrive with their kind, unread, newest first', async () => {
    expect(await list(bob)).toEqual([]);
    expect(await unread(bob)).toBe(0);
    const asked = await t.req<Json>('POST', '/api/friends/', { token: ann.token, body: { user_id: bob.id } });
    t.clock.advance(60);
    await t.req('POST', `/api/friends/${String(asked.body.id)}/accept`, { token: bob.token });
    expect(await list(bob)).toEqual([
      { id: expect.any(String), title: 'Friend request', body: 'Ann Asker wants to add you as a friend.', read: false, created_at: expect.any(String), kind: 'friend_request' },
    ]);
    expect(await list(ann)).toEqual([expect.objectContaining({ title: 'Friend request accepted', kind: 'friend_accepted', read: false })]);
    expect(await unread(bob)).toBe(1);
  });

  it('an affiliate decision arrives too', async () => {
    const applicant = await t.member('applicant@example.com');
    const a = await t.apply(applicant.token, 'applicant@example.com');
    const admin = await t.admin();
    await t.req('POST', `/api/admin/affiliate-applications/${a.body.id}/approve`, { token: admin.token, body: {} });
    expect(await list(applicant)).toEqual([expect.objectContaining({ title: 'Affiliate application approved', read: false, kind: 'affiliate' })]);
    expect(await unread(applicant)).toBe(1);
  });

  it('marks one as read for its owner only; another member’s id and a malformed one are 404', async () => {
    const [note] = await list(bob);
    expect((await t.req('POST', `/api/notifications/${note?.id}/read`, { token: ann.token })).status).toBe(404);
    expect(await unread(bob)).toBe(1);
    expect((await t.req('POST', '/api/notifications/not-a-uuid/read', { token: bob.token })).status).toBe(404);
    const read = await t.req<Note>('POST', `/api/notifications/${note?.id}/read`, { token: bob.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...note, read: true });
    expect(await unread(bob)).toBe(0);
    expect((await t.req<Note>('POST', `/api/notifications/${note?.id}/read`, { token: bob.token })).body.read).toBe(true);
  });

  it('marks all as read, counting every unread one, not only the 100 listed', async () => {
    const cy = await t.member('cy@example.com');
    await t.db.query(
      `INSERT INTO notifications (user_id, title, body, created_at) SELECT $1, 'n' || i, 'b', $2::timestamptz + i * interval '1 second' FROM generate_series(1, 120) i`,
      [cy.id, new Date(t.clock.ms)],
    );
    const shown = await list(cy);
    expect(shown).toHaveLength(100);
    expect(shown[0]?.title).toBe('n120');
    expect(shown[0]?.kind).toBe('general');
    expect(await unread(cy)).toBe(120);
    expect((await t.req<Json>('POST', '/api/notifications/read-all', { token: cy.token })).body).toEqual({ updated: 120 });
    expect(await unread(cy)).toBe(0);
    expect((await t.req<Json>('POST', '/api/notifications/read-all', { token: cy.token })).body).toEqual({ updated: 0 });
    expect(await unread(ann)).toBe(1);
  });

  it('needs a sign-in', async () => {
    for (const [method, path] of [['GET', '/api/notifications'], ['GET', '/api/notifications/unread-count'], ['POST', '/api/notifications/read-all']] as const) {
      expect((await t.req(method, path)).status).toBe(401);
    }
  });
});
