import type { Hono } from 'hono';
import type { TrackResponse } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/http';
import { clientKey } from '../lib/clientIp';
import { clickDedupePruner } from '../lib/clickDedupe';
import { invalid, isUuid, optString, parse, readBody, reqString, type FieldReader } from '../lib/validate';
import { attributePaidInvoices } from '../payments/affiliateCommission';
import { countCouponUse, findActiveCouponByCode, findActiveProfile, findLinkOfAffiliate, insertReferral, isLinkTrackable } from '../db/queries/affiliate';
import { recordNetwork, requestNetwork } from '../affiliate/fraud/networks';
import { recordClick } from '../affiliate/recordClick';

/** The member a conversion call is for: 'current' or their own id (any other string is a 403 after sign-in). */
const referredUserId: FieldReader<string> = (v) =>
  (typeof v === 'string' && v.trim() ? v.trim() : invalid('referred_user_id is required'));

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
    if (!(await isLinkTrackable(db, linkId))) throw notFound('Link not found');
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
    const aff = await findActiveProfile(db, affiliateId);
    if (!aff) throw notFound('Affiliate not found');
    if (aff.user_id === user.id) throw badRequest('You cannot refer yourself');
    let link: string | null = null;
    // The discount the visitor was shown (the link's, else the coupon's), kept with the referral (product §11.3).
    let discountRate: number | null = null;
    if (linkId) {
      const l = isUuid(linkId)
        ? await findLinkOfAffiliate(db, linkId, aff.id)
        : undefined;
      if (!l) throw notFound('Link not found for this affiliate');
      link = l.id;
      discountRate = l.discount_rate;
    }
    let coupon: string | null = null;
    if (couponCode) {
      const cp = await findActiveCouponByCode(db, couponCode, aff.id);
      if (!cp) throw notFound('Coupon not found for this affiliate');
      coupon = cp.id;
      discountRate ??= cp.discount_rate;
    }
    // The first referral of a user is the one that counts (unique per referred user); its coupon use is counted with
    // it, and the network it came from is kept for the self-referral signal.
    const now = clock.now();
    const network = requestNetwork(c, deps.config);
    const inserted = await db.transaction(async (tx) => {
      const first = await insertReferral(tx, { affiliateId: aff.id, userId: user.id, linkId: link, couponId: coupon, discountRate: discountRate ?? 0, at: now });
      if (first && coupon) await countCouponUse(tx, coupon);
      if (first) await recordNetwork(tx, user.id, 'referral', network, now);
      return first;
    });
    const res: TrackResponse = { ok: true };
    return c.json(res, inserted ? 201 : 200);
  });

  app.post('/api/affiliate/track/conversion', async (c) => {
    const body = await readBody(c.req);
    const { referred_user_id: referred } = parse({ referred_user_id: referredUserId }, body);
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
