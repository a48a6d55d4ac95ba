import type { Hono } from 'hono';
import type { PublicAffiliateLink } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, conflict, notFound } from '../lib/http';
import { isUuid, readBody, reqString } from '../lib/validate';
import { toCoupon, toLink } from '../affiliate/mappers';
import { findPublicLink, insertCoupon, insertLink, listCoupons, listLinks } from '../db/queries/affiliate';
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
    const coupon = await insertCoupon(db, p.id, code, r, clock.now());
    if (!coupon) throw conflict('Coupon code already exists');
    return c.json(toCoupon(coupon), 201);
  });

  app.get('/api/affiliate/coupons', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view coupons');
    const rows = await listCoupons(db, p.id);
    return c.json(rows.map(toCoupon));
  });

  app.post('/api/affiliate/links', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'create links');
    const body = await readBody(c.req);
    const name = reqString(body, 'name', { requiredMessage: 'Please enter a name for your affiliate link.', max: 100 });
    const r = readRates(body);
    return c.json(toLink(await insertLink(db, p.id, name, r, clock.now())), 201);
  });

  app.get('/api/affiliate/links', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view links');
    const rows = await listLinks(db, p.id);
    return c.json(rows.map(toLink));
  });

  app.get('/api/affiliate/public/links/:id', async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('Link not found');
    const r = await findPublicLink(db, id);
    if (!r) throw notFound('Link not found');
    const res: PublicAffiliateLink = { id: r.id, affiliate_id: r.affiliate_id, discount_rate: r.discount_rate, commission_rate: r.commission_rate };
    return c.json(res);
  });
}
