import type { Hono } from 'hono';
import type { PublicAffiliateLink } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { conflict, notFound } from '../lib/http';
import { field, invalid, isUuid, parse, readBody, reqString, type FieldReader } from '../lib/validate';
import { toCoupon, toLink } from '../affiliate/mappers';
import { findPublicLink, insertCoupon, insertLink, listCoupons, listLinks } from '../db/queries/affiliate';
import { requireAffiliate } from '../affiliate/profiles';
import { readRates } from '../affiliate/rates';

const readCode = field.text({ label: 'code', requiredMessage: 'Please enter a coupon code name.', max: 40 });
/** A coupon's code: 1 to 40 letters, digits, "-" or "_" (compared in any case). */
const couponCode: FieldReader<string> = (v) => {
  const code = readCode(v);
  return /^[A-Za-z0-9_-]+$/.test(code) ? code : invalid('code may only contain letters, digits, "-" and "_"');
};

/** An approved affiliate's links and coupon codes, and what a visitor may learn about a link. */
export function registerAffiliateLinkRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.post('/api/affiliate/coupons', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'create coupons');
    const body = await readBody(c.req);
    const { code } = parse({ code: couponCode }, body);
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
