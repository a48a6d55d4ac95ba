-- Billing that takes money and tells the truth (issue 28; product §11).

-- The local test card provider's cards, made from the web app's own card form. Only what a card
-- provider keeps: brand, last four digits, expiry; which test outcome the number stands for; whether
-- its 3-D Secure confirmation was given. Never the number or the security code.
CREATE TABLE local_cards (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('success', 'declined', 'insufficient_funds', 'authentication_required')),
  authenticated boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_cards_user_idx ON local_cards (user_id);

-- A referral's discount as the visitor was shown it: the link's (else the coupon's) rate when the
-- referral was made, so a rate changed later does not change what was promised.
ALTER TABLE referrals ADD COLUMN discount_rate integer NOT NULL DEFAULT 0 CHECK (discount_rate BETWEEN 0 AND 100);
UPDATE referrals r SET discount_rate = COALESCE(
  (SELECT l.discount_rate FROM affiliate_links l WHERE l.id = r.link_id),
  (SELECT k.discount_rate FROM coupons k WHERE k.id = r.coupon_id),
  0);

-- The discount a subscription carries: given when the member's first paid subscription starts (or a
-- free one changes to a paid plan), for the 12 months after (DISCOUNT_MONTHS in @pt/api). label: the
-- coupon's code, or 'Partner link'.
ALTER TABLE subscriptions ADD COLUMN discount_rate integer NOT NULL DEFAULT 0 CHECK (discount_rate BETWEEN 0 AND 100);
ALTER TABLE subscriptions ADD COLUMN discount_label text;
ALTER TABLE subscriptions ADD COLUMN discount_source text CHECK (discount_source IN ('link', 'coupon'));
ALTER TABLE subscriptions ADD COLUMN discount_ends_at timestamptz;
-- What the current period was bought for, money and credit (minor units): a plan change credits its
-- unused part. Periods paid before this column: the period's paid invoice, else nothing.
ALTER TABLE subscriptions ADD COLUMN period_value integer NOT NULL DEFAULT 0 CHECK (period_value >= 0);
UPDATE subscriptions s SET period_value = COALESCE((
  SELECT i.amount_paid FROM invoices i
  WHERE i.subscription_id = s.id AND i.status = 'paid' AND i.created_at >= s.current_period_start
  ORDER BY i.created_at DESC, i.id LIMIT 1), 0)
WHERE s.provider = 'local' AND s.status = 'active';

-- Invoice lines (what a company files): the list price, the discount and the credit taken off, the
-- tax added (amount_due = subtotal - discount_amount - credit_amount + tax_amount), the period paid
-- for, and the card charged. Invoices written before: their amount is the subtotal, nothing off.
ALTER TABLE invoices ADD COLUMN subtotal integer NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN discount_amount integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0);
ALTER TABLE invoices ADD COLUMN discount_label text;
ALTER TABLE invoices ADD COLUMN credit_amount integer NOT NULL DEFAULT 0 CHECK (credit_amount >= 0);
ALTER TABLE invoices ADD COLUMN tax_amount integer NOT NULL DEFAULT 0 CHECK (tax_amount >= 0);
ALTER TABLE invoices ADD COLUMN period_start timestamptz;
ALTER TABLE invoices ADD COLUMN period_end timestamptz;
ALTER TABLE invoices ADD COLUMN card_brand text;
ALTER TABLE invoices ADD COLUMN card_last4 text;
-- When it was paid (an open invoice paid later keeps its issue date in created_at).
ALTER TABLE invoices ADD COLUMN paid_at timestamptz;
UPDATE invoices SET subtotal = amount_due, paid_at = CASE WHEN status = 'paid' THEN created_at END;
