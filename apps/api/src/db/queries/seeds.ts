// The SQL of the seeds (product §16.4): the plans and the administrator at every start (seed.ts), and
// the demo affiliate, its ledger and the demo investor (`seed:demo`: seedDemo.ts, seedDemoLedger.ts,
// seedDemoInvestor.ts). Each function is one statement on whatever it is given; the seeds decide
// what runs in one transaction. Only the seeds call the demo ones.
import type { Queryable } from '../Db';

/** A plan as seed.ts keeps it (PLAN_SEEDS). */
export interface PlanSeed {
  id: string; name: string; display_name: string; description: string; price_monthly: number; price_yearly: number;
  features: Record<string, boolean>; holdings_limit: number | null; sort_order: number; assistant_prompts_monthly: number | null;
}

/** Creates the plan or brings it in line with the seed (US dollars, a 14-day trial). */
export async function upsertPlan(q: Queryable, p: PlanSeed): Promise<void> {
  await q.query(
    `INSERT INTO plans (id, name, display_name, description, price_monthly, price_yearly, currency, features, holdings_limit, trial_days, sort_order, assistant_prompts_monthly)
       VALUES ($1, $2, $3, $4, $5, $6, 'usd', $7::jsonb, $8, 14, $9, $10)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, display_name = EXCLUDED.display_name, description = EXCLUDED.description,
         price_monthly = EXCLUDED.price_monthly, price_yearly = EXCLUDED.price_yearly, features = EXCLUDED.features,
         holdings_limit = EXCLUDED.holdings_limit, trial_days = EXCLUDED.trial_days, sort_order = EXCLUDED.sort_order,
         assistant_prompts_monthly = EXCLUDED.assistant_prompts_monthly`,
    [p.id, p.name, p.display_name, p.description, p.price_monthly, p.price_yearly, JSON.stringify(p.features), p.holdings_limit, p.sort_order, p.assistant_prompts_monthly],
  );
}

/** The id of the account with this address (lower case), any case at sign-up. */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | null> {
  return (await q.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [email]))[0]?.id ?? null;
}

/** Makes an existing account the administrator, verified. */
export async function makeUserAdmin(q: Queryable, userId: string): Promise<void> {
  await q.query(`UPDATE users SET role = 'admin', email_verified = true WHERE id = $1`, [userId]);
}

/** Creates the administrator (verified) unless the address is taken meanwhile. */
export async function insertAdminUnlessTaken(q: Queryable, email: string, passwordHash: string): Promise<void> {
  await q.query(
    `INSERT INTO users (email, full_name, password_hash, role, email_verified) VALUES ($1, 'Administrator', $2, 'admin', true) ON CONFLICT DO NOTHING`,
    [email, passwordHash],
  );
}

/** A verified demo account: its id. */
export async function insertVerifiedUser(q: Queryable, u: { email: string; fullName: string; passwordHash: string }): Promise<string | null> {
  const rows = await q.query<{ id: string }>(
    'INSERT INTO users (email, full_name, password_hash, email_verified) VALUES ($1, $2, $3, true) RETURNING id',
    [u.email, u.fullName, u.passwordHash],
  );
  return rows[0]?.id ?? null;
}

/** A verified demo customer, created at `createdAt`: its id. */
export async function insertVerifiedUserAt(q: Queryable, u: { email: string; fullName: string; passwordHash: string; createdAt: Date }): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO users (email, full_name, password_hash, email_verified, created_at, updated_at) VALUES ($1, $2, $3, true, $4, $4) RETURNING id`,
    [u.email, u.fullName, u.passwordHash, u.createdAt],
  );
  return rows[0]!.id;
}

/** Whether the member has a portfolio of this name: its id. */
export async function findPortfolioIdByName(q: Queryable, userId: string, name: string): Promise<string | null> {
  return (await q.query<{ id: string }>('SELECT id FROM portfolios WHERE user_id = $1 AND name = $2', [userId, name]))[0]?.id ?? null;
}

/** A portfolio with the database's defaults (US dollars, created now): its id. */
export async function insertPortfolio(q: Queryable, p: { userId: string; name: string; description: string }): Promise<string | null> {
  const rows = await q.query<{ id: string }>('INSERT INTO portfolios (user_id, name, description) VALUES ($1, $2, $3) RETURNING id', [p.userId, p.name, p.description]);
  return rows[0]?.id ?? null;
}

/** A portfolio created at `createdAt`: its id. */
export async function insertPortfolioAt(q: Queryable, p: { userId: string; name: string; description: string; currency: string; createdAt: Date }): Promise<string> {
  const rows = await q.query<{ id: string }>(
    'INSERT INTO portfolios (user_id, name, description, currency, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
    [p.userId, p.name, p.description, p.currency, p.createdAt],
  );
  return rows[0]!.id;
}

/** A trade with the database's defaults for its currency and creation time. */
export async function insertTrade(
  q: Queryable, t: { userId: string; portfolioId: string | undefined; symbol: string; type: string; quantity: number; price: number; executedAt: string },
): Promise<void> {
  await q.query(
    'INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [t.userId, t.portfolioId, t.symbol, t.type, t.quantity, t.price, t.executedAt],
  );
}

/** A trade in `currency`, created when executed. */
export async function insertTradeInCurrency(
  q: Queryable, t: { userId: string; portfolioId: string; symbol: string; type: string; quantity: number; price: number; at: Date; currency: string },
): Promise<void> {
  await q.query(
    'INSERT INTO transactions (user_id, portfolio_id, symbol, type, quantity, price, executed_at, created_at, currency) VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)',
    [t.userId, t.portfolioId, t.symbol, t.type, t.quantity, t.price, t.at, t.currency],
  );
}

/** The demo affiliate's application, approved (once). */
export async function insertApprovedDemoApplication(q: Queryable, a: { userId: string; fullName: string; email: string; now: Date }): Promise<void> {
  await q.query(
    `INSERT INTO affiliate_applications (user_id, full_name, email, phone, website, location, audience_size, marketing_channels,
       experience_description, motivation, status, reviewer_notes, reviewed_at)
     VALUES ($1, $2, $3, '+1 555 0100', 'https://example.com', 'New York, USA', '10k_50k', '["youtube","blog"]'::jsonb,
       'Five years of personal finance videos and a weekly newsletter about long-term investing.',
       'I use the app myself and my audience keeps asking which tracker I use.', 'approved', 'Demo account', $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [a.userId, a.fullName, a.email, a.now],
  );
}

export async function affiliateHasLinks(q: Queryable, affiliateId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM affiliate_links WHERE affiliate_id = $1 LIMIT 1', [affiliateId])).length > 0;
}

/** A referral link with its click count: its id. */
export async function insertDemoLink(
  q: Queryable, l: { affiliateId: string; name: string; commission: number; discount: number; clicks: number; active: boolean },
): Promise<string | undefined> {
  const rows = await q.query<{ id: string }>(
    'INSERT INTO affiliate_links (affiliate_id, name, commission_rate, discount_rate, clicks, is_active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [l.affiliateId, l.name, l.commission, l.discount, l.clicks, l.active],
  );
  return rows[0]?.id;
}

export async function insertDemoClick(q: Queryable, linkId: string | undefined, visitorHash: string, at: Date): Promise<void> {
  await q.query('INSERT INTO clicks (link_id, visitor_hash, created_at) VALUES ($1, $2, $3)', [linkId, visitorHash, at]);
}

/** A coupon with its uses, unless the code exists. */
export async function insertDemoCoupon(q: Queryable, c: { affiliateId: string; code: string; commission: number; discount: number; uses: number }): Promise<void> {
  await q.query('INSERT INTO coupons (affiliate_id, code, commission_rate, discount_rate, uses) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
    c.affiliateId, c.code, c.commission, c.discount, c.uses,
  ]);
}

export async function setAffiliateClicksAndPoints(q: Queryable, affiliateId: string, totalClicks: number, points: number): Promise<void> {
  await q.query('UPDATE affiliate_profiles SET total_clicks = $2, points = $3 WHERE id = $1', [affiliateId, totalClicks, points]);
}

/** The affiliate's link (by name) or coupon (by code) a demo sale came through. */
export async function findDemoSource(q: Queryable, affiliateId: string, via: { link: string } | { coupon: string }): Promise<{ id: string; commission_rate: number }> {
  const table = 'link' in via ? 'affiliate_links' : 'coupons';
  const rows = await q.query<{ id: string; commission_rate: number }>(
    `SELECT id, commission_rate FROM ${table} WHERE affiliate_id = $1 AND ${'link' in via ? 'name' : 'code'} = $2`,
    [affiliateId, 'link' in via ? via.link : via.coupon],
  );
  return rows[0]!;
}

export async function insertDemoReferral(
  q: Queryable, r: { affiliateId: string; userId: string; linkId: string | null; couponId: string | null; at: Date },
): Promise<void> {
  await q.query('INSERT INTO referrals (affiliate_id, referred_user_id, link_id, coupon_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
    r.affiliateId, r.userId, r.linkId, r.couponId, r.at,
  ]);
}

export async function insertDemoSubscription(
  q: Queryable, s: { id: string; userId: string; planId: string; cycle: string; status: string; start: Date; end: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO subscriptions (id, user_id, plan_id, billing_cycle, status, current_period_start, current_period_end, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $6, $6)`,
    [s.id, s.userId, s.planId, s.cycle, s.status, s.start, s.end],
  );
}

/** A paid invoice in US cents, refunded in full when `refundedAt` is given. */
export async function insertDemoInvoice(
  q: Queryable, i: { id: string; userId: string; subscriptionId: string; description: string; amount: number; at: Date; refunded: number; refundedAt: Date | null },
): Promise<void> {
  await q.query(
    `INSERT INTO invoices (id, user_id, subscription_id, description, amount_due, amount_paid, subtotal, currency, status, due_date, created_at, amount_refunded, refunded_at)
     VALUES ($1, $2, $3, $4, $5, $5, $5, 'usd', 'paid', $6, $6, $7, $8)`,
    [i.id, i.userId, i.subscriptionId, i.description, i.amount, i.at, i.refunded, i.refundedAt],
  );
}

/** A ledger entry in its state, as given: its id. */
export async function insertDemoConversion(
  q: Queryable,
  c: {
    affiliateId: string; userId: string; linkId: string | null; couponId: string | null; amount: number; rate: number; commission: number; invoiceId: string;
    status: string; holdUntil: Date; held: boolean; flags: string; approvedAt: Date | null; paidAt: Date | null; voidedAt: Date | null; voidReason: string | null; at: Date;
  },
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO conversions (affiliate_id, referred_user_id, link_id, coupon_id, amount, rate, commission, invoice_id, status, hold_until, held, flags,
       approved_at, paid_at, voided_at, void_reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15, $16, $17, $17) RETURNING id`,
    [
      c.affiliateId, c.userId, c.linkId, c.couponId, c.amount, c.rate, c.commission, c.invoiceId, c.status, c.holdUntil, c.held,
      c.flags, c.approvedAt, c.paidAt, c.voidedAt, c.voidReason, c.at,
    ],
  );
  return rows[0]!.id;
}

/** A paid payout: its id. */
export async function insertDemoPaidPayout(
  q: Queryable, p: { affiliateId: string; amount: number; reference: string; requestedAt: Date; decidedAt: Date },
): Promise<string> {
  const rows = await q.query<{ id: string }>(
    `INSERT INTO payouts (affiliate_id, amount, status, reference, requested_at, decided_at) VALUES ($1, $2, 'paid', $3, $4, $5) RETURNING id`,
    [p.affiliateId, p.amount, p.reference, p.requestedAt, p.decidedAt],
  );
  return rows[0]!.id;
}

export async function setConversionPayout(q: Queryable, conversionId: string | undefined, payoutId: string): Promise<void> {
  await q.query('UPDATE conversions SET payout_id = $2 WHERE id = $1', [conversionId, payoutId]);
}

export async function insertDemoRejectedPayout(
  q: Queryable, p: { affiliateId: string; amount: number; reason: string; requestedAt: Date; decidedAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO payouts (affiliate_id, amount, status, rejection_reason, requested_at, decided_at) VALUES ($1, $2, 'rejected', $3, $4, $5)`,
    [p.affiliateId, p.amount, p.reason, p.requestedAt, p.decidedAt],
  );
}

export async function addAffiliatePoints(q: Queryable, affiliateId: string, points: number): Promise<void> {
  await q.query('UPDATE affiliate_profiles SET points = points + $2 WHERE id = $1', [affiliateId, points]);
}
