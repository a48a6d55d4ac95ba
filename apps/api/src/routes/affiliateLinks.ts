import type { Hono } from 'hono';
import type { PublicAffiliateLink } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, conflict, notFound } from '../lib/http';
import { isUuid, readBody, reqString } from '../lib/validate';
import { COUPON_SELECT, LINK_SELECT, toCoupon, toLink, type CouponRow, type LinkRow } from '../affiliate/mappers';
import { requireAffiliate } from '../affiliate/profiles';
import { readRates } from '../affiliate/rates';

/** An approved affiliate's links and coupon codes, and what a visitor may learn about a link. */
export function registerAffiliateLinkRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.post('/api/affiliate/coupons', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'create coupons');
    const body = await readBody(c.req);
    const code = reqString(body, 'code', { requiredMessage: 'Please enter a coupon code name.', max: 40 });
    if (!/^[A-Za-z0-9_-]+$/.test(code)) throw badRequest('code may only contain letters, digits, "-" and "_"');
    const r = readRates(body);
    const rows = await db.query<CouponRow>(
      `INSERT INTO coupons (affiliate_id, code, commission_rate, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING *`,
      [p.id, code, r.commission_rate, r.discount_rate, clock.now()],
    );
    if (!rows[0]) throw conflict('Coupon code already exists');
    return c.json(toCoupon(rows[0]), 201);
  });

  app.get('/api/affiliate/coupons', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view coupons');
    const rows = await db.query<CouponRow>(`${COUPON_SELECT} WHERE k.affiliate_id = $1 ORDER BY k.created_at DESC, k.code`, [p.id]);
    return c.json(rows.map(toCoupon));
  });

  app.post('/api/affiliate/links', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'create links');
    const body = await readBody(c.req);
    const name = reqString(body, 'name', { requiredMessage: 'Please enter a name for your affiliate link.', max: 100 });
    const r = readRates(body);
    const rows = await db.query<LinkRow>(
      'INSERT INTO affiliate_links (affiliate_id, name, commission_rate, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      [p.id, name, r.commission_rate, r.discount_rate, clock.now()],
    );
    return c.json(toLink(rows[0] as LinkRow), 201);
  });

  app.get('/api/affiliate/links', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view links');
    const rows = await db.query<LinkRow>(`${LINK_SELECT} WHERE l.affiliate_id = $1 ORDER BY l.created_at DESC, l.name`, [p.id]);
    return c.json(rows.map(toLink));
  });

  app.get('/api/affiliate/public/links/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Link not found');
    const r = (
      await db.query<LinkRow>(
        `SELECT l.* FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE l.id = $1 AND l.is_active AND p.status = 'active'`,
        [id],
      )
    )[0];
    if (!r) throw notFound('Link not found');
    const res: PublicAffiliateLink = { id: r.id, affiliate_id: r.affiliate_id, discount_rate: r.discount_rate, commission_rate: r.commission_rate };
    return c.json(res);
  });
}
