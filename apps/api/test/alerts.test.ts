// Price alerts: a Pro feature; validated like the form; checked against the delayed quotes,
// firing once per crossing (twice for two), atomically across server instances, into the bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE_ALERTS, priceAlertMessages } from '@pt/api';
import { createServer } from '../src/app';
import { marketData } from '../src/investing/stocks';
import { makeTestApp, type Json, type TestApp } from './helpers';
import { PLAN_KINDS, backOnPro, endSubscription, planMember } from './planMembers';

type Member = Awaited<ReturnType<TestApp['member']>>;
interface Alert { id: string; symbol: string; condition: string; threshold: number; armed: boolean; last_fired_at: string | null; last_fired_price: number | null }
interface Note { title: string; body: string; kind: string; read: boolean }

let t: TestApp;
let pro: Member;
const START_MS = Date.parse('2026-06-01T12:00:00Z');
beforeAll(async () => {
  t = await makeTestApp();
  pro = await planMember(t, 'alerts-pro@example.com', 'pro');
});
afterAll(async () => { await t.close(); });

const at = (date: string) => { t.clock.ms = Date.parse(`${date}T12:00:00Z`); return t.clock.now(); };
const create = (m: Member, body: Json) => t.req<Alert & Json>('POST', '/api/alerts/', { token: m.token, body });
const alertNotes = async (m: Member) => (await t.req<Note[]>('GET', '/api/notifications/', { token: m.token })).body.filter((n) => n.kind === 'price_alert');
const money = (n: number) => `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** Three weekdays in a row, before the clock's day, whose closes go down then up again: p1 > p2 < p3. */
function downThenUp(symbol: string): { days: [string, string, string]; closes: [number, number, number] } {
  const closes = marketData.history(symbol, '2026-01-01', '2026-05-29') ?? [];
  for (let i = closes.length - 3; i >= 0; i--) {
    const [a, b, c] = [closes[i]!, closes[i + 1]!, closes[i + 2]!];
    if (a.close > b.close && c.close > b.close) return { days: [a.date, b.date, c.date], closes: [a.close, b.close, c.close] };
  }
  throw new Error('no such days');
}

describe('the gate', () => {
  it.each(PLAN_KINDS.map((k) => [k, k === 'trial' || k === 'pro'] as const))('%s: alerts allowed = %s', async (kind, allowed) => {
    const m = await planMember(t, `alert-${kind}@example.com`, kind);
    const r = await create(m, { symbol: 'AAPL', condition: 'above', threshold: 1e6 });
    if (allowed) expect(r.status).toBe(201);
    else expect([r.status, r.body.code, r.body.feature, r.body.upgrade_plan]).toEqual([403, 'feature_locked', 'custom_alerts', 'pro']);
  });
});

describe('creating', () => {
  it('checks the fields like the form does, and the symbol against the market data', async () => {
    expect((await create(pro, { condition: 'above', threshold: 1 })).body).toEqual({ error: priceAlertMessages.symbolRequired, field: 'symbol' });
    expect((await create(pro, { symbol: 'AAPL', condition: 'sideways', threshold: 1 })).body).toEqual({ error: priceAlertMessages.conditionInvalid, field: 'condition' });
    expect((await create(pro, { symbol: 'AAPL', condition: 'move', threshold: 500 })).body).toEqual({ error: priceAlertMessages.moveTooLarge, field: 'threshold' });
    expect((await create(pro, { symbol: 'AAPL', condition: 'below', threshold: 'x' })).body).toEqual({ error: priceAlertMessages.priceInvalid, field: 'threshold' });
    expect((await create(pro, { symbol: 'ZZZZ', condition: 'above', threshold: 1 })).body).toEqual({ error: priceAlertMessages.symbolUnknown, field: 'symbol' });
  });

  it('refuses a threshold finer than it is stored with a 400 naming the limit, and stores one it takes as given (product §15.6)', async () => {
    const m = await planMember(t, 'fine-thresholds@example.com', 'pro');
    for (const [body, error] of [
      [{ symbol: 'AAPL', condition: 'above', threshold: 0.00001 }, priceAlertMessages.priceTooSmall],
      [{ symbol: 'AAPL', condition: 'below', threshold: 0.00005 }, priceAlertMessages.priceTooSmall],
      [{ symbol: 'AAPL', condition: 'move', threshold: 0.00001 }, priceAlertMessages.moveTooSmall],
      [{ symbol: 'AAPL', condition: 'above', threshold: 250.12345 }, priceAlertMessages.tooManyDecimals],
      [{ symbol: 'AAPL', condition: 'move', threshold: '1.00001' }, priceAlertMessages.tooManyDecimals],
    ] as const) {
      const r = await create(m, body);
      expect([r.status, r.body]).toEqual([400, { error, field: 'threshold' }]);
    }
    for (const [condition, threshold] of [['above', 1e6 + 0.0001], ['below', 0.0001], ['move', 99.9999]] as const) {
      const r = await create(m, { symbol: 'AAPL', condition, threshold });
      expect([r.status, r.body.threshold]).toEqual([201, threshold]);
    }
    const listed = (await t.req<Alert[]>('GET', '/api/alerts/', { token: m.token })).body.map((a) => a.threshold).sort((a, b) => a - b);
    expect(listed).toEqual([0.0001, 99.9999, 1e6 + 0.0001]);
  });

  it('lists the member’s own, deletes the member’s own only, and stops at the limit', async () => {
    const m = await planMember(t, 'many-alerts@example.com', 'pro');
    const other = await planMember(t, 'other-alerts@example.com', 'pro');
    const first = await create(m, { symbol: 'msft', condition: 'above', threshold: '999999' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String), symbol: 'MSFT', condition: 'above', threshold: 999999, armed: true, last_fired_at: null, last_fired_price: null, created_at: expect.any(String),
    });
    for (let i = 1; i < MAX_PRICE_ALERTS; i++) expect((await create(m, { symbol: 'MSFT', condition: 'above', threshold: 1e6 + i })).status).toBe(201);
    const over = await create(m, { symbol: 'MSFT', condition: 'above', threshold: 5e6 });
    expect([over.status, over.body.error, over.body.code]).toEqual([400, priceAlertMessages.limitReached(MAX_PRICE_ALERTS), 'alert_limit']);
    expect((await t.req<Alert[]>('GET', '/api/alerts/', { token: m.token })).body).toHaveLength(MAX_PRICE_ALERTS);
    expect((await t.req<Alert[]>('GET', '/api/alerts/', { token: other.token })).body).toEqual([]);
    expect((await t.req('DELETE', `/api/alerts/${first.body.id}`, { token: other.token })).status).toBe(404);
    expect((await t.req('DELETE', `/api/alerts/${first.body.id}`, { token: m.token })).status).toBe(200);
    expect((await create(m, { symbol: 'MSFT', condition: 'above', threshold: 5e6 })).status).toBe(201);
  });
});

describe('checking against the delayed quotes', () => {
  it('fires once per crossing, into the bell, and again after the price fell back and crossed again', async () => {
    const m = await planMember(t, 'crossing@example.com', 'pro');
    const { days: [d1, d2, d3], closes: [p1, p2, p3] } = downThenUp('AAPL');
    const threshold = Math.round((p2 + Math.min(p1, p3)) / 2 * 100) / 100;
    at(d1);
    // Already above at creation: the first check (at once) fires it.
    const alert = await create(m, { symbol: 'AAPL', condition: 'above', threshold });
    expect(alert.body).toMatchObject({ armed: false, last_fired_price: p1 });
    expect(await alertNotes(m)).toEqual([expect.objectContaining({ title: `AAPL rose above ${money(threshold)}`, body: `Now ${money(p1)}.`, read: false })]);
    expect((await t.checkAlerts(at(d1))).fired).toBe(0);
    expect(await alertNotes(m)).toHaveLength(1);
    // Below: re-armed, nothing sent.
    expect(await t.checkAlerts(at(d2))).toMatchObject({ fired: 0, rearmed: 1 });
    expect((await t.req<Alert[]>('GET', '/api/alerts/', { token: m.token })).body[0]?.armed).toBe(true);
    expect(await alertNotes(m)).toHaveLength(1);
    // Above again: the second crossing fires once.
    await t.checkAlerts(at(d3));
    await t.checkAlerts(at(d3));
    expect((await alertNotes(m)).map((n) => n.body)).toEqual([`Now ${money(p3)}.`, `Now ${money(p1)}.`]);
    t.clock.ms = START_MS;
  });

  it('a daily move fires once on each day it happens', async () => {
    const m = await planMember(t, 'mover@example.com', 'pro');
    const closes = marketData.history('NVDA', '2026-05-01', '2026-05-29') ?? [];
    const [a, b] = closes.slice(-2);
    at(a!.date);
    await create(m, { symbol: 'NVDA', condition: 'move', threshold: 0.01 });
    await t.checkAlerts(at(a!.date));
    expect(await alertNotes(m)).toHaveLength(1);
    await t.checkAlerts(at(b!.date));
    await t.checkAlerts(at(b!.date));
    const notes = await alertNotes(m);
    expect(notes).toHaveLength(2);
    expect(notes[0]?.title).toMatch(/^NVDA moved [+-]\d+(\.\d+)?% today$/);
    expect(notes[0]?.body).toMatch(/^Now \$[\d,]+\.\d{2}; the alert is at 0\.01% in a day\.$/);
    t.clock.ms = START_MS;
  });

  it('two server instances checking at once fire an alert once', async () => {
    const m = await planMember(t, 'instances@example.com', 'pro');
    const q = marketData.quote('KO', t.clock.now());
    const [row] = await t.db.query<{ id: string }>(
      'INSERT INTO price_alerts (user_id, symbol, condition, threshold, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [m.id, 'KO', 'below', (q?.price ?? 0) + 1, t.clock.now()],
    );
    const second = createServer({ db: t.db, mailer: { deliver: () => undefined }, clock: t.clock, config: t.config, log: () => undefined });
    const only = { alertIds: [String(row?.id)] };
    const runs = await Promise.all([t.checkAlerts(t.clock.now(), only), second.checkAlerts(t.clock.now(), only), t.checkAlerts(t.clock.now(), only)]);
    expect(runs.reduce((n, r) => n + r.fired, 0)).toBe(1);
    expect(await alertNotes(m)).toHaveLength(1);
  });

  it('skips the alerts of a member whose plan lost custom alerts, who can still list and delete them; they work again on Pro', async () => {
    const m = await planMember(t, 'lapsed@example.com', 'pro');
    const q = marketData.quote('JNJ', t.clock.now());
    const high = await create(m, { symbol: 'JNJ', condition: 'above', threshold: (q?.price ?? 0) + 1000 });
    await endSubscription(t, m);
    await t.db.query('UPDATE price_alerts SET threshold = 1 WHERE id = $1', [high.body.id]);
    const only = { alertIds: [high.body.id] };
    expect(await t.checkAlerts(t.clock.now(), only)).toEqual({ checked: 0, fired: 0, rearmed: 0 });
    expect(await alertNotes(m)).toEqual([]);
    expect((await t.req<Alert[]>('GET', '/api/alerts/', { token: m.token })).body).toHaveLength(1);
    expect((await create(m, { symbol: 'JNJ', condition: 'above', threshold: 1 })).status).toBe(403);
    await backOnPro(t, m);
    expect((await t.checkAlerts(t.clock.now(), only)).fired).toBe(1);
    expect(await alertNotes(m)).toHaveLength(1);
    expect((await t.req('DELETE', `/api/alerts/${high.body.id}`, { token: m.token })).status).toBe(200);
  });
});
