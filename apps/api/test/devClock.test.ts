import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { devDefaults } from '../src/context';
import { devClock } from '../src/lib/devClock';
import { seedBase } from '../src/seed';
import { testDb } from './helpers';

// The development server's clock moves forward over HTTP, so an end-to-end run can let a commission's
// holding period pass; production (and any clock that is not a DevClock) has no such route.
let db: Awaited<ReturnType<typeof testDb>>;
beforeAll(async () => { db = await testDb(); });
afterAll(async () => { await db.cleanup(); });

const app = async (nodeEnv: string) => {
  const deps = { db: db.db, mailer: { deliver: () => undefined }, clock: devClock({ now: () => new Date('2026-06-01T00:00:00Z') }), config: devDefaults({ nodeEnv }), log: () => undefined };
  await seedBase(deps);
  return createApp(deps);
};
const post = (a: Awaited<ReturnType<typeof app>>, body: unknown) =>
  a.request('/dev/clock', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

it('moves the development clock forward by whole or part days, never back; the server reads the moved time', async () => {
  const a = await app('development');
  expect(await (await a.request('/dev/clock')).json()).toEqual({ now: '2026-06-01T00:00:00.000Z', offset_seconds: 0 });
  expect(await (await post(a, { days: 31 })).json()).toEqual({ now: '2026-07-02T00:00:00.000Z', offset_seconds: 31 * 86_400 });
  expect(await (await post(a, { days: 0.5 })).json()).toMatchObject({ now: '2026-07-02T12:00:00.000Z' });
  expect((await (await a.request('/health')).json()) as { time: string }).toMatchObject({ time: '2026-07-02T12:00:00.000Z' });
  for (const bad of [{ days: -1 }, { days: 0 }, { days: '2' }, { days: 3651 }, {}]) {
    const res = await post(a, bad);
    expect([res.status, await res.json()]).toEqual([400, { error: 'days must be a number from 0 (exclusive) to 3650', field: 'days' }]);
  }
});

it('puts the moved clock back on the real time (DELETE), and a reset clock moves forward again', async () => {
  const a = await app('development');
  await post(a, { days: 31 });
  const reset = await a.request('/dev/clock', { method: 'DELETE' });
  expect(reset.status).toBe(200);
  expect(await reset.json()).toEqual({ now: '2026-06-01T00:00:00.000Z', offset_seconds: 0 });
  expect((await (await a.request('/health')).json()) as { time: string }).toMatchObject({ time: '2026-06-01T00:00:00.000Z' });
  expect(await (await a.request('/dev/clock', { method: 'DELETE' })).json()).toEqual({ now: '2026-06-01T00:00:00.000Z', offset_seconds: 0 });
  expect(await (await post(a, { days: 1 })).json()).toEqual({ now: '2026-06-02T00:00:00.000Z', offset_seconds: 86_400 });
});

it('is not there in production', async () => {
  const a = await app('production');
  expect((await a.request('/dev/clock')).status).toBe(404);
  expect((await post(a, { days: 1 })).status).toBe(404);
  expect((await a.request('/dev/clock', { method: 'DELETE' })).status).toBe(404);
});
