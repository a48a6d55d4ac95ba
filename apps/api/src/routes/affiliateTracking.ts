import type { Hono } from 'hono';
import type { TrackResponse } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/http';
import { clientKey } from '../lib/clientIp';
import { clickDedupePruner } from '../lib/clickDedupe';
import { isUuid, optString, readBody, reqString } from '../lib/validate';
import { attributePaidInvoices } from '../payments/affiliateCommission';
import type { ProfileRow } from '../affiliate/mappers';
import { recordNetwork, requestNetwork } from '../affiliate/fraud/networks';
import { recordClick } from '../affiliate/recordClick';

/** What visitors and referred members report: clicks on links, the referral, and the conversion call. */
export function registerAffiliateTrackingRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;
  const pruneClickClaims = clickDedupePruner(db);

  app.post('/api/affiliate/track/click', async (c) => {
    const body = await readBody(c.req);
    const linkId = reqString(body, 'link_id', { max: 64 });
    if (!isUuid(linkId)) throw notFound('Link not found');
    const now = clock.now();
    // The visitor is the client address only: headers such as the user agent are the client's to change.
    const visitor = clientKey(c, deps.config);
    const link = (
      await db.query<{ id: string }>(
        `SELECT l.id FROM affiliate_links l JOIN affiliate_profiles p ON p.id = l.affiliate_id WHERE l.id = $1 AND l.is_active AND p.status = 'active'`,
        [linkId],
      )
    )[0];
    if (!link) throw notFound('Link not found');
    await pruneClickClaims(now);
    // A repeat within the minute answers the same { ok: true } without counting.
    await db.transaction((tx) => recordClick(tx, linkId, visitor, now));
    const res: TrackResponse = { ok: true };
    return c.json(res);
  });

  app.post('/api/affiliate/referrals', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const affiliateId = reqString(body, 'affiliate_id', { max: 64 });
    const linkId = optString(body, 'link_id', 64);
    const couponCode = optString(body, 'coupon_code', 40);
    if (!isUuid(affiliateId)) throw notFound('Affiliate not found');
    const aff = (await db.query<ProfileRow>(`SELECT * FROM affiliate_profiles WHERE id = $1 AND status = 'active'`, [affiliateId]))[0];
    if (!aff) throw notFound('Affiliate not found');
    if (aff.user_id === user.id) throw badRequest('You cannot refer yourself');
    let link: string | null = null;
    // The discount the visitor was shown (the link's, else the coupon's), kept with the referral (product §11.3).
    let discountRate: number | null = null;
    if (linkId) {
      const l = isUuid(linkId)
        ? (await db.query<{ id: string; discount_rate: number }>('SELECT id, discount_rate FROM affiliate_links WHERE id = $1 AND affiliate_id = $2', [linkId, aff.id]))[0]
        : undefined;
      if (!l) throw notFound('Link not found for this affiliate');
      link = l.id;
      discountRate = l.discount_rate;
    }
    let coupon: string | null = null;
    if (couponCode) {
      const cp = (await db.query<{ id: string; discount_rate: number }>(
        'SELECT id, discount_rate FROM coupons WHERE lower(code) = lower($1) AND affiliate_id = $2 AND is_active', [couponCode, aff.id],
      ))[0];
      if (!cp) throw notFound('Coupon not found for this affiliate');
      coupon = cp.id;
      discountRate ??= cp.discount_rate;
    }
    // The first referral of a user is the one that counts (unique per referred user); its coupon use is counted with
    // it, and the network it came from is kept for the self-referral signal.
    const now = clock.now();
    const network = requestNetwork(c, deps.config);
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, discount_rate, created_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (referred_user_id) DO NOTHING RETURNING id`,
        [aff.id, user.id, link, coupon, discountRate ?? 0, now],
      );
      if (rows[0] && coupon) await tx.query('UPDATE coupons SET uses = uses + 1 WHERE id = $1', [coupon]);
      if (rows[0]) await recordNetwork(tx, user.id, 'referral', network, now);
      return rows;
    });
    const res: TrackResponse = { ok: true };
    return c.json(res, inserted[0] ? 201 : 200);
  });

  app.post('/api/affiliate/track/conversion', async (c) => {
    const body = await readBody(c.req);
    const referred = typeof body.referred_user_id === 'string' ? body.referred_user_id.trim() : '';
    if (!referred) throw badRequest('referred_user_id is required');
    const user = await auth.optionalUser(c);
    if (!user) throw unauthorized('Sign in to record a conversion');
    if (referred !== 'current' && referred !== user.id) throw forbidden('A conversion can only be recorded for the signed-in user');
    // The client's `amount` is ignored: commission comes only from money that was paid. A paid invoice records its
    // conversion when it is paid; this call records any of the member's paid invoices still without one (once each).
    const recorded = await db.transaction((tx) => attributePaidInvoices(tx, user.id, clock.now()));
    const res: TrackResponse = { ok: true };
    return c.json(res, recorded > 0 ? 201 : 200);
  });
}
