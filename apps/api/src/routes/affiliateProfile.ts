import type { Hono } from 'hono';
import type { AffiliateProfile, AffiliateProfileSummary, Milestone } from '@pt/api';
import { DEFAULT_COMMISSION_RATE } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { iso, num } from '../lib/time';
import { ledgerTotals } from '../affiliate/ledgerBalance';
import { profileOf, requireAffiliate } from '../affiliate/profiles';
import { settleCommissions } from '../affiliate/settleCommissions';
import { listMilestones } from '../db/queries/affiliate';

/** The member's affiliate standing: the profile summary, the dashboard's figures and the milestones. */
export function registerAffiliateProfileRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.get('/api/affiliate/profile', async (c) => {
    const user = await auth.requireUser(c);
    const p = await profileOf(db, user.id);
    const res: AffiliateProfileSummary = { is_affiliate: p?.status === 'active', status: p ? p.status : 'none' };
    return c.json(res);
  });

  app.get('/api/affiliate/profile/full', async (c) => {
    const user = await auth.requireUser(c);
    const p = await profileOf(db, user.id);
    // Earnings and conversions are sums over the ledger, the same rows the commission history lists.
    if (p) await settleCommissions(db, clock.now(), p.id);
    const ledger = p ? await ledgerTotals(db, p.id) : null;
    const res: AffiliateProfile = {
      is_affiliate: p?.status === 'active', status: p ? p.status : 'none', id: p?.id ?? null, user_id: user.id,
      full_name: user.full_name, email: user.email, points: p?.points ?? 0, total_earnings: ledger?.totalEarnings ?? 0,
      total_clicks: p?.total_clicks ?? 0, total_conversions: ledger?.conversions ?? 0, commission_rate: p?.commission_rate ?? DEFAULT_COMMISSION_RATE,
      created_at: p ? iso(p.created_at) : null,
    };
    if (ledger) res.balance = ledger.balance;
    return c.json(res);
  });

  app.get('/api/affiliate/milestones', async (c) => {
    const user = await auth.requireUser(c);
    const p = await requireAffiliate(db, user, 'view milestones');
    const rows = await listMilestones(db, p.id);
    const res: Milestone[] = rows.map((m) => ({ id: m.id, points_required: m.points_required, reward_description: m.reward_description, cash_value: num(m.cash_value), is_claimed: m.is_claimed }));
    return c.json(res);
  });
}
