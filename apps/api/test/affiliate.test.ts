import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, validApplication, type Json, type TestApp } from './helpers';

let t: TestApp;
let aff: { id: string; token: string };
let adminToken: string;
beforeAll(async () => {
  t = await makeTestApp();
  aff = await t.affiliate('aff@example.com');
  adminToken = (await t.admin()).token;
});
afterAll(async () => { await t.close(); });

describe('applications', () => {
  it('one per user, with required-field and length messages', async () => {
    const m = await t.member('applicant@example.com');
    const missing = await t.req<Json>('POST', '/api/affiliate/applications', { token: m.token, body: { ...validApplication('applicant@example.com'), phone: '', marketing_channels: [] } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('required');
    expect(missing.body.error).toContain('phone');
    expect(missing.body.error).toContain('marketing_channels');
    const short = await t.req<Json>('POST', '/api/affiliate/applications', { token: m.token, body: { ...validApplication('applicant@example.com'), motivation: 'too short' } });
    expect(short.body.error).toBe('motivation must be at least 30 characters');
    const badAudience = await t.req<Json>('POST', '/api/affiliate/applications', { token: m.token, body: { ...validApplication('applicant@example.com'), audience_size: 'huge' } });
    expect(badAudience.body.error).toContain('audience_size must be one of');

    expect((await t.req('GET', '/api/affiliate/applications', { token: m.token })).body).toBeNull();
    const ok = await t.req<Json>('POST', '/api/affiliate/applications', { token: m.token, body: { ...validApplication('applicant@example.com'), website: '' } });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ status: 'pending', reviewer_notes: null, marketing_channels: ['youtube', 'blog'] });
    expect(ok.body).not.toHaveProperty('website');
    const again = await t.apply(m.token, 'applicant@example.com');
    expect(again.status).toBe(409);
    expect((again.body as unknown as Json).error).toContain('already submitted');
    const mine = await t.req<Json>('GET', '/api/affiliate/applications', { token: m.token });
    expect(mine.body.id).toBe(ok.body.id);
    const profile = await t.req<Json>('GET', '/api/affiliate/profile', { token: m.token });
    expect(profile.body).toEqual({ is_affiliate: false, status: 'none' });
  });
});

describe('admin review', () => {
  it('lists with counts, approves (profile + milestones + notification + audit) and rejects with required notes', async () => {
    const p = await t.member('pending@example.com');
    const r = await t.member('reject@example.com');
    const pa = await t.apply(p.token, 'pending@example.com');
    const ra = await t.apply(r.token, 'reject@example.com');
    const list = await t.req<{ applications: { id: string; status: string; reviewer_email: string | null }[]; counts: Json }>('GET', '/api/admin/affiliate-applications', { token: adminToken });
    expect(list.status).toBe(200);
    expect(list.body.counts).toMatchObject({ approved: 1 });
    expect(list.body.counts.total).toBe(list.body.applications.length);
    expect(list.body.applications.find((a) => a.status === 'approved')?.reviewer_email).toBe('admin@portfoliotracker.local');

    const noNotes = await t.req<Json>('POST', `/api/admin/affiliate-applications/${ra.body.id}/reject`, { token: adminToken, body: { notes: '  ' } });
    expect(noNotes.status).toBe(400);
    expect(noNotes.body.error).toBe('Please provide rejection notes.');
    const rej = await t.req<Json>('POST', `/api/admin/affiliate-applications/${ra.body.id}/reject`, { token: adminToken, body: { notes: 'Audience too small' } });
    expect(rej.status).toBe(200);
    expect(rej.body).toMatchObject({ status: 'rejected', reviewer_notes: 'Audience too small', reviewer_email: 'admin@portfoliotracker.local' });
    expect((await t.req<Json>('GET', '/api/affiliate/applications', { token: r.token })).body.status).toBe('rejected');
    const again = await t.req('POST', `/api/admin/affiliate-applications/${ra.body.id}/approve`, { token: adminToken });
    expect(again.status).toBe(409);

    const ok = await t.req<Json>('POST', `/api/admin/affiliate-applications/${pa.body.id}/approve`, { token: adminToken });
    expect(ok.status).toBe(200);
    expect((await t.req<Json>('GET', '/api/affiliate/profile', { token: p.token })).body).toEqual({ is_affiliate: true, status: 'active' });
    const full = await t.req<Json>('GET', '/api/affiliate/profile/full', { token: p.token });
    expect(full.body).toMatchObject({ commission_rate: 30, points: 0, total_clicks: 0, email: 'pending@example.com' });
    const ms = await t.req<{ points_required: number; cash_value: number }[]>('GET', '/api/affiliate/milestones', { token: p.token });
    expect(ms.body.map((m) => m.points_required)).toEqual([20, 50, 100, 250]);
    const notes = await t.req<{ title: string }[]>('GET', '/api/notifications', { token: p.token });
    expect(notes.body[0]?.title).toBe('Affiliate application approved');
    const audit = await t.db.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['affiliate_application.approve', 'affiliate_application.reject']));
    expect(t.mails.some((m) => m.to === 'reject@example.com' && m.text.includes('Audience too small'))).toBe(true);

    const counts = await t.req<{ counts: Json }>('GET', '/api/admin/affiliate-applications', { token: adminToken });
    expect(counts.body.counts).toMatchObject({ pending: 1, approved: 2, rejected: 1, total: 4 });
    expect((await t.req('POST', '/api/admin/affiliate-applications/not-a-uuid/approve', { token: adminToken })).status).toBe(404);
  });
});

describe('links, coupons, tracking', () => {
  it('validates rates, names and unique codes', async () => {
    const over = await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'x', commission_rate: 40, discount_rate: 11 } });
    expect(over.status).toBe(400);
    expect(over.body.error).toContain('discount_rate must be at most 10');
    expect((await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'x', commission_rate: 51, discount_rate: 0 } })).body.error).toBe('commission_rate must be at most 50');
    expect((await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: '', commission_rate: 30, discount_rate: 10 } })).body.error).toBe(
      'Please enter a name for your affiliate link.',
    );
    expect((await t.req<Json>('POST', '/api/affiliate/coupons', { token: aff.token, body: { code: '', commission_rate: 30, discount_rate: 10 } })).body.error).toBe(
      'Please enter a coupon code name.',
    );
    const c1 = await t.req<Json>('POST', '/api/affiliate/coupons', { token: aff.token, body: { code: 'SAVE10', commission_rate: 30, discount_rate: 10 } });
    expect(c1.status).toBe(201);
    expect(c1.body).toMatchObject({ code: 'SAVE10', commission_rate: 30, discount_rate: 10, uses: 0, is_active: true });
    const dup = await t.req<Json>('POST', '/api/affiliate/coupons', { token: aff.token, body: { code: 'save10', commission_rate: 20, discount_rate: 5 } });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toContain('already exists');
    expect((await t.req<unknown[]>('GET', '/api/affiliate/coupons', { token: aff.token })).body).toHaveLength(1);
  });

  it('non-affiliates are told to be an approved affiliate', async () => {
    const m = await t.member('plain@example.com');
    const r = await t.req<Json>('POST', '/api/affiliate/coupons', { token: m.token, body: { code: 'X', commission_rate: 30, discount_rate: 10 } });
    expect(r.status).toBe(403);
    expect(r.body.error).toContain('approved affiliate');
    expect((await t.req<Json>('POST', '/api/affiliate/links', { token: m.token, body: { name: 'X', commission_rate: 30, discount_rate: 10 } })).body.error).toContain('approved affiliate');
  });

  it('public link, deduplicated clicks, points, referral and conversion', async () => {
    const link = await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'YouTube', commission_rate: 30, discount_rate: 10 } });
    expect(link.status).toBe(201);
    const id = String(link.body.id);
    const pub = await t.req<Json>('GET', `/api/affiliate/public/links/${id}`);
    expect(pub.body).toEqual({ id, affiliate_id: link.body.affiliate_id, discount_rate: 10, commission_rate: 30 });
    expect((await t.req('GET', '/api/affiliate/public/links/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await t.req('POST', '/api/affiliate/track/click', { body: { link_id: 'nope' } })).status).toBe(404);

    // 12 distinct visitors (client addresses) plus one repeat within a minute.
    for (let i = 0; i < 12; i++) expect((await t.req<Json>('POST', '/api/affiliate/track/click', { body: { link_id: id }, ip: `10.0.0.${i}` })).body).toEqual({ ok: true });
    await t.req('POST', '/api/affiliate/track/click', { body: { link_id: id }, ip: '10.0.0.0' });
    const links = await t.req<{ id: string; clicks: number }[]>('GET', '/api/affiliate/links', { token: aff.token });
    expect(links.body.find((l) => l.id === id)?.clicks).toBe(12);
    let full = await t.req<Json>('GET', '/api/affiliate/profile/full', { token: aff.token });
    expect(full.body).toMatchObject({ total_clicks: 12, points: 1 });

    const buyer = await t.member('buyer@example.com');
    expect((await t.req<Json>('POST', '/api/affiliate/referrals', { token: buyer.token, body: { affiliate_id: link.body.affiliate_id, link_id: id, coupon_code: 'save10' } })).status).toBe(201);
    expect((await t.req<Json>('POST', '/api/affiliate/track/conversion', { body: { referred_user_id: '', amount: 10 } })).status).toBe(400);
    expect((await t.req<Json>('POST', '/api/affiliate/track/conversion', { body: { referred_user_id: 'current', amount: 10 } })).status).toBe(401);
    // A conversion claimed by the client before anything was paid earns nothing, whatever amount it names.
    const claim = () => t.req<Json>('POST', '/api/affiliate/track/conversion', { token: buyer.token, body: { referred_user_id: 'current', amount: 100 } });
    expect(await claim()).toMatchObject({ status: 200, body: { ok: true } });
    full = await t.req<Json>('GET', '/api/affiliate/profile/full', { token: aff.token });
    expect(full.body).toMatchObject({ total_conversions: 0, total_earnings: 0, points: 1 });
    // Paying is the conversion: Pro yearly, $191.90 less the link's 10% ($172.71, product §11.3), at the link's 30%.
    const paid = await t.req('POST', '/api/subscription/create-subscription', { token: buyer.token, body: { plan_id: 'pro', billing_cycle: 'yearly', payment_method_id: 'pm_card_visa' } });
    expect(paid.status).toBe(201);
    full = await t.req<Json>('GET', '/api/affiliate/profile/full', { token: aff.token });
    expect(full.body).toMatchObject({ total_conversions: 1, total_earnings: 51.81, points: 2 });
    expect(await claim()).toMatchObject({ status: 200, body: { ok: true } });
    expect((await t.req<Json>('GET', '/api/affiliate/profile/full', { token: aff.token })).body).toMatchObject({ total_conversions: 1, total_earnings: 51.81 });
    const coupons = await t.req<{ code: string; uses: number; conversions: number; earnings: number }[]>('GET', '/api/affiliate/coupons', { token: aff.token });
    expect(coupons.body[0]).toMatchObject({ uses: 1, conversions: 1, earnings: 51.81 });
    const links2 = await t.req<{ id: string; conversions: number; earnings: number }[]>('GET', '/api/affiliate/links', { token: aff.token });
    expect(links2.body.find((l) => l.id === id)).toMatchObject({ conversions: 1, earnings: 51.81 });
    expect((await t.req<Json>('POST', '/api/affiliate/referrals', { token: aff.token, body: { affiliate_id: link.body.affiliate_id, link_id: null, coupon_code: null } })).body.error).toBe(
      'You cannot refer yourself',
    );
  });

  it('commission comes only from paid invoices dated from the referral on; the conversion call records one still missing, once', async () => {
    const link = await t.req<Json>('POST', '/api/affiliate/links', { token: aff.token, body: { name: 'Podcast', commission_rate: 20, discount_rate: 0 } });
    const refer = (token: string) => t.req('POST', '/api/affiliate/referrals', { token, body: { affiliate_id: link.body.affiliate_id, link_id: link.body.id, coupon_code: null } });
    const claim = (token: string) => t.req<Json>('POST', '/api/affiliate/track/conversion', { token, body: { referred_user_id: 'current', amount: 99_999 } });
    const linkStats = async () => (await t.req<{ id: string; conversions: number; earnings: number }[]>('GET', '/api/affiliate/links', { token: aff.token })).body.find((l) => l.id === link.body.id);

    // Paid before being referred: not the affiliate's conversion.
    const early = await t.member('paid-early@example.com');
    expect((await t.req('POST', '/api/subscription/create-subscription', { token: early.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: 'pm_card_visa' } })).status).toBe(201);
    t.clock.advance(60);
    expect((await refer(early.token)).status).toBe(201);
    expect((await claim(early.token)).status).toBe(200);

    // A trial that ends without a card leaves an open invoice: nothing was paid.
    const trial = await t.member('trial-only@example.com');
    expect((await refer(trial.token)).status).toBe(201);
    expect((await t.req('POST', '/api/subscription/create-subscription', { token: trial.token, body: { plan_id: 'premium', billing_cycle: 'monthly', payment_method_id: null } })).status).toBe(201);
    t.clock.advance(15 * 86_400);
    trial.token = await t.signIn('trial-only@example.com');
    aff.token = await t.signIn('aff@example.com');
    expect((await t.req<Json>('GET', '/api/subscription/current', { token: trial.token })).body.status).toBe('past_due');
    expect((await claim(trial.token)).status).toBe(200);
    expect(await linkStats()).toMatchObject({ conversions: 0, earnings: 0 });

    // A paid invoice without its conversion (written before this rule, or while the referral was being recorded):
    // the call records it, at the link's 20% of what was paid, and only once.
    await t.db.query(
      `INSERT INTO invoices (id, user_id, description, amount_due, amount_paid, currency, status, due_date, created_at) VALUES ('in_catch_up', $1, 'One-time payment', 5000, 5000, 'usd', 'paid', $2, $2)`,
      [trial.id, t.clock.now()],
    );
    expect(await claim(trial.token)).toMatchObject({ status: 201, body: { ok: true } });
    expect(await claim(trial.token)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await linkStats()).toMatchObject({ conversions: 1, earnings: 10 });
  });
});

describe('checked input (product §16.3)', () => {
  it('a bad list parameter or body field is a 400 naming the field, with the message', async () => {
    // Sessions signed in now (the tests above move the clock past the first ones).
    const adminToken = (await t.admin()).token;
    const affToken = await t.signIn('aff@example.com');
    const bad = async (method: string, path: string, token: string | undefined, body?: Json) => {
      const r = await t.req<Json>(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
      expect(r.status, path).toBe(400);
      return r.body;
    };
    expect(await bad('GET', '/api/admin/affiliate-applications?status=open', adminToken)).toEqual({ error: 'status must be one of: pending, approved, rejected', field: 'status' });
    expect(await bad('GET', '/api/admin/payouts?status=sent', adminToken)).toEqual({ error: 'status must be one of: requested, paid, rejected', field: 'status' });
    expect(await bad('GET', '/api/admin/commissions?flagged=yes', adminToken)).toEqual({ error: 'flagged must be true or false', field: 'flagged' });
    expect(await bad('GET', '/api/admin/commissions?status=lost', adminToken)).toMatchObject({ error: expect.stringMatching(/^status must be one of: pending, /), field: 'status' });
    expect(await bad('GET', '/api/admin/mail?status=lost', adminToken)).toMatchObject({ error: expect.stringMatching(/^status must be one of: /), field: 'status' });
    expect(await bad('GET', '/api/admin/mail?before=007', adminToken)).toEqual({ error: 'before must be a mail id', field: 'before' });
    expect(await bad('GET', '/api/admin/mail?limit=0', adminToken)).toEqual({ error: 'limit must be a whole number from 1 to 100', field: 'limit' });
    expect(await bad('GET', '/api/affiliate/earnings/monthly?months=37', affToken)).toEqual({ error: 'months must be a whole number from 1 to 36', field: 'months' });
    expect(await bad('GET', `/api/affiliate/referred-customers?q=${'x'.repeat(101)}`, affToken)).toEqual({ error: 'q must be at most 100 characters', field: 'q' });
    expect(await bad('GET', '/api/affiliate/commissions?from=2026-13-01', affToken)).toEqual({ error: 'from must be a date written YYYY-MM-DD', field: 'from' });
    expect(await bad('GET', '/api/affiliate/commissions?from=2026-05-02&to=2026-05-01', affToken)).toMatchObject({ error: 'from must not be after to' });
    expect(await bad('POST', '/api/affiliate/coupons', affToken, { code: 'TEN OFF', commission_rate: 30, discount_rate: 10 }))
      .toEqual({ error: 'code may only contain letters, digits, "-" and "_"', field: 'code' });
    expect(await bad('POST', '/api/affiliate/track/conversion', undefined, { referred_user_id: 42 })).toEqual({ error: 'referred_user_id is required', field: 'referred_user_id' });

    // Absent or empty parameters are not given: the whole list.
    expect((await t.req('GET', '/api/admin/payouts?status=', { token: adminToken })).status).toBe(200);
    expect((await t.req('GET', '/api/admin/commissions?flagged=&status=', { token: adminToken })).status).toBe(200);
    const all = await t.req<{ counts: { total: number }; applications: unknown[] }>('GET', '/api/admin/affiliate-applications?status=', { token: adminToken });
    expect(all.body.applications).toHaveLength(all.body.counts.total);
  });
});
