// Friend requests: asking reveals nothing about the other user; accepting does.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db';
import { createPgliteDb } from '../src/db/pglite';
import { makeTestApp, type Json, type TestApp } from './helpers';

type Member = Awaited<ReturnType<TestApp['member']>>;
let t: TestApp;
let ivy: Member;
let fran: Member;
beforeAll(async () => {
  t = await makeTestApp();
  ivy = await t.member('ivy@example.com', 'password-123', 'Ivy Investor');
  fran = await t.member('fran@example.com', 'password-123', 'Fran Friend');
});
afterAll(async () => { await t.close(); });

const notificationsOf = async (m: Member) => (await t.req<{ title: string; body: string }[]>('GET', '/api/notifications/', { token: m.token })).body;

describe('friend requests', () => {
  it('adding a friend by id creates a request that shows neither e-mail nor name', async () => {
    const add = await t.req<Json>('POST', '/api/friends/', { token: ivy.token, body: { user_id: fran.id } });
    expect(add.status).toBe(201);
    expect(add.body).toEqual({ id: expect.any(String), user_id: fran.id, status: 'pending', created_at: expect.any(String) });
    expect(JSON.stringify(add.body)).not.toContain('fran@example.com');
    expect(JSON.stringify(add.body)).not.toContain('Fran');
    expect((await t.req<Json[]>('GET', '/api/friends/', { token: ivy.token })).body).toEqual([]);
    const mine = await t.req<Json>('GET', '/api/friends/requests', { token: ivy.token });
    expect(mine.body).toEqual({ incoming: [], outgoing: [{ id: add.body.id, user_id: fran.id, created_at: add.body.created_at }] });
    expect((await t.req<Json>('POST', '/api/friends/', { token: ivy.token, body: { user_id: fran.id } })).body.error).toBe('Friend request already sent');
  });

  it('the one asked is notified and sees the asker’s name, not their e-mail', async () => {
    expect(await notificationsOf(fran)).toEqual([expect.objectContaining({ title: 'Friend request', body: 'Ivy Investor wants to add you as a friend.' })]);
    const theirs = await t.req<{ incoming: Json[]; outgoing: Json[] }>('GET', '/api/friends/requests', { token: fran.token });
    expect(theirs.body.outgoing).toEqual([]);
    expect(theirs.body.incoming).toEqual([{ id: expect.any(String), user_id: ivy.id, full_name: 'Ivy Investor', created_at: expect.any(String) }]);
  });

  it('only the one asked can accept; then both see each other’s e-mail and name', async () => {
    const requestId = String((await t.req<{ incoming: Json[] }>('GET', '/api/friends/requests', { token: fran.token })).body.incoming[0]?.id);
    expect((await t.req<Json>('POST', `/api/friends/${requestId}/accept`, { token: ivy.token })).status).toBe(404);
    const accepted = await t.req<Json>('POST', `/api/friends/${requestId}/accept`, { token: fran.token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ id: requestId, user_id: ivy.id, email: 'ivy@example.com', full_name: 'Ivy Investor' });
    expect((await t.req<Json[]>('GET', '/api/friends/', { token: ivy.token })).body).toEqual([
      { id: requestId, user_id: fran.id, email: 'fran@example.com', full_name: 'Fran Friend', created_at: expect.any(String) },
    ]);
    expect((await t.req<Json[]>('GET', '/api/friends/', { token: fran.token })).body).toMatchObject([{ user_id: ivy.id, email: 'ivy@example.com' }]);
    expect(await notificationsOf(ivy)).toEqual([expect.objectContaining({ title: 'Friend request accepted', body: 'Fran Friend accepted your friend request.' })]);
    expect((await t.req<Json>('POST', `/api/friends/${requestId}/accept`, { token: fran.token })).status).toBe(404);
    expect((await t.req<Json>('POST', '/api/friends/', { token: fran.token, body: { user_id: ivy.id } })).body.error).toBe('You are already friends');
  });

  it('either friend can end it, and then the e-mail is hidden again', async () => {
    const [friendship] = (await t.req<{ id: string }[]>('GET', '/api/friends/', { token: fran.token })).body;
    const stranger = await t.member('stranger@example.com');
    expect((await t.req('DELETE', `/api/friends/${friendship?.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.req('DELETE', `/api/friends/${friendship?.id}`, { token: fran.token })).status).toBe(200);
    expect((await t.req<Json[]>('GET', '/api/friends/', { token: ivy.token })).body).toEqual([]);
  });

  it('asking someone who already asked you makes you friends', async () => {
    const gil = await t.member('gil@example.com', 'password-123', 'Gil');
    const hana = await t.member('hana@example.com', 'password-123', 'Hana');
    const asked = await t.req<Json>('POST', '/api/friends/', { token: gil.token, body: { user_id: hana.id } });
    const back = await t.req<Json>('POST', '/api/friends/', { token: hana.token, body: { user_id: gil.id } });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ id: asked.body.id, user_id: gil.id, status: 'accepted' });
    expect((await t.req<Json[]>('GET', '/api/friends/', { token: gil.token })).body).toMatchObject([{ user_id: hana.id, email: 'hana@example.com' }]);
  });

  it('declining deletes the request without telling the asker', async () => {
    const kai = await t.member('kai@example.com', 'password-123', 'Kai');
    const lea = await t.member('lea@example.com', 'password-123', 'Lea');
    const asked = await t.req<Json>('POST', '/api/friends/', { token: kai.token, body: { user_id: lea.id } });
    expect((await t.req('DELETE', `/api/friends/${String(asked.body.id)}`, { token: lea.token })).status).toBe(200);
    expect((await t.req<Json>('GET', '/api/friends/requests', { token: kai.token })).body).toEqual({ incoming: [], outgoing: [] });
    expect(await notificationsOf(kai)).toEqual([]);
  });

  it('refuses yourself, unknown users and malformed ids', async () => {
    expect((await t.req<Json>('POST', '/api/friends/', { token: ivy.token, body: { user_id: ivy.id } })).body).toEqual({ error: 'You cannot add yourself as a friend', field: 'user_id' });
    expect((await t.req('POST', '/api/friends/', { token: ivy.token, body: { user_id: '00000000-0000-0000-0000-000000000000' } })).status).toBe(404);
    expect((await t.req('POST', '/api/friends/not-a-uuid/accept', { token: ivy.token })).status).toBe(404);
    expect((await t.req('DELETE', '/api/friends/not-a-uuid', { token: ivy.token })).status).toBe(404);
  });
});

describe('migration 004 on friends added before requests existed', () => {
  it('an add the other never agreed to becomes a pending request; two adds of each other, one friendship', async () => {
    const db = await createPgliteDb();
    try {
      const dir = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
      const before = (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f) && f < '004').sort();
      await db.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      for (const f of before) await db.exec(`${await readFile(dir + f, 'utf8')}\nINSERT INTO schema_migrations (name) VALUES ('${f}');`);
      const ids = await Promise.all(['a', 'b', 'c'].map(async (n) => (await db.query<{ id: string }>(`INSERT INTO users (email, full_name, password_hash) VALUES ($1, $1, 'x') RETURNING id`, [`${n}@example.com`]))[0]?.id));
      const [a, b, c] = ids;
      await db.query(
        `INSERT INTO friends (user_id, friend_id, created_at) VALUES ($1, $2, now() - interval '2 days'), ($2, $1, now() - interval '1 day'), ($1, $3, now())`,
        [a, b, c],
      );
      expect(await migrate(db)).toContain('004_sessions_limits_friend_requests.sql');
      const rows = await db.query<{ user_id: string; friend_id: string; status: string; accepted: boolean }>(
        'SELECT user_id, friend_id, status, accepted_at IS NOT NULL AS accepted FROM friends ORDER BY status',
      );
      expect(rows).toEqual([
        { user_id: a, friend_id: b, status: 'accepted', accepted: true },
        { user_id: a, friend_id: c, status: 'pending', accepted: false },
      ]);
    } finally {
      await db.close();
    }
    // A fresh PGlite migrated from 001 to the newest file: 30.7 s on a loaded 2-core host; a runner limit, not a speed check.
  }, 120_000);
});
