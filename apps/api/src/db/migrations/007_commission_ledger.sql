-- Affiliate money: the commission ledger, payouts, refunds, fraud signals.

-- Payout requests. An affiliate asks for the whole approved balance at once; an admin marks the
-- request paid (with the transfer's reference) or rejects it (with a reason). One open request
-- per affiliate at a time.
CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  affiliate_id uuid NOT NULL REFERENCES affiliate_profiles (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'paid', 'rejected')),
  reference text,
  rejection_reason text,
  requested_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX payouts_one_open_key ON payouts (affiliate_id) WHERE status = 'requested';
CREATE INDEX payouts_affiliate_idx ON payouts (affiliate_id, requested_at DESC);
CREATE INDEX payouts_status_idx ON payouts (status, requested_at DESC);

-- The conversions table is the ledger: one entry per paid invoice of a referred member (unique
-- invoice_id since 003). status: pending during the holding period (hold_until), then approved,
-- paid once its payout is paid; voided by a refund or an admin. held: a fraud flag keeps it
-- pending until an admin approves or voids it. flags: [{ code, reason }]. rate: the commission
-- percent applied to amount (the server always writes it; a row written without it reads as
-- commission / amount). hold_until's default is the 30-day holding period from the insert.
ALTER TABLE conversions ADD COLUMN rate integer;
ALTER TABLE conversions ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'paid', 'voided'));
ALTER TABLE conversions ADD COLUMN hold_until timestamptz NOT NULL DEFAULT (now() + interval '30 days');
ALTER TABLE conversions ADD COLUMN held boolean NOT NULL DEFAULT false;
ALTER TABLE conversions ADD COLUMN flags jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE conversions ADD COLUMN payout_id uuid REFERENCES payouts (id) ON DELETE SET NULL;
ALTER TABLE conversions ADD COLUMN approved_at timestamptz;
ALTER TABLE conversions ADD COLUMN paid_at timestamptz;
ALTER TABLE conversions ADD COLUMN voided_at timestamptz;
ALTER TABLE conversions ADD COLUMN void_reason text;
ALTER TABLE conversions ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX conversions_affiliate_idx ON conversions (affiliate_id, created_at DESC);
CREATE INDEX conversions_due_idx ON conversions (hold_until) WHERE status = 'pending' AND NOT held;
CREATE INDEX conversions_payout_idx ON conversions (payout_id) WHERE payout_id IS NOT NULL;

-- Entries written before the ledger: the rate they were paid at, and the 30-day holding period
-- from when they were recorded (settled on the next read). An entry without an invoice came from
-- an amount the client sent, with no paid invoice behind it: held for an admin to approve or void.
UPDATE conversions c SET
  rate = CASE WHEN c.amount > 0 THEN round(c.commission * 100 / c.amount)::int
              ELSE (SELECT p.commission_rate FROM affiliate_profiles p WHERE p.id = c.affiliate_id) END,
  hold_until = c.created_at + interval '30 days',
  updated_at = c.created_at;
UPDATE conversions SET held = true,
  flags = '[{"code": "no_invoice", "reason": "Recorded from an amount the client sent, with no paid invoice behind it"}]'::jsonb
  WHERE invoice_id IS NULL;

-- A refund: how much of a paid invoice went back and when (the invoice stays 'paid', as the
-- card provider reports it; a refund voids the invoice's unpaid commission).
ALTER TABLE invoices ADD COLUMN amount_refunded integer NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN refunded_at timestamptz;

-- The networks a member was seen on, for fraud signals: the client address as a keyed hash (the
-- same key as click de-duplication, so clicks compare), at sign-up, when applying to the affiliate
-- programme and when referred. A loopback or unknown address is no network and is not recorded.
CREATE TABLE member_networks (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  network_hash text NOT NULL,
  source text NOT NULL CHECK (source IN ('signup', 'application', 'referral')),
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, source, network_hash)
);
CREATE INDEX member_networks_network_idx ON member_networks (network_hash, source, seen_at);
CREATE INDEX clicks_visitor_idx ON clicks (visitor_hash, created_at);

-- Fraud signals seen when an application was submitted: [{ code, reason }].
ALTER TABLE affiliate_applications ADD COLUMN flags jsonb NOT NULL DEFAULT '[]'::jsonb;
