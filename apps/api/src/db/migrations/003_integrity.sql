-- Rules the database enforces itself, behind the member's row lock that the code takes for every
-- check-then-write (apps/api/README.md, "Concurrency"). A database written by older code may hold what
-- concurrent requests left behind, so each rule first resolves those rows, then is enforced.

-- One live subscription per member among the ones this server settles (provider 'local'). The card
-- provider's own subscriptions are mirrored as the provider reports them, so they are not covered.
-- Several live ones: the newest stays (it is the one GET /api/subscription/current has been showing);
-- the others are cancelled. Their invoices stay: they record money that was charged.
UPDATE subscriptions s SET status = 'cancelled', updated_at = now()
WHERE s.provider = 'local' AND s.status IN ('active', 'trialing', 'past_due')
  AND EXISTS (
    SELECT 1 FROM subscriptions n
    WHERE n.user_id = s.user_id AND n.provider = 'local' AND n.status IN ('active', 'trialing', 'past_due')
      AND (n.created_at, n.id) > (s.created_at, s.id)
  );
CREATE UNIQUE INDEX subscriptions_one_live_per_user ON subscriptions (user_id)
  WHERE provider = 'local' AND status IN ('active', 'trialing', 'past_due');

-- One free trial per member, kept as a fact of its own: a trial switched to a paid plan loses its trial_end.
-- Several trials already granted: the first is the one recorded.
CREATE TABLE subscription_trials (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  subscription_id text,
  started_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO subscription_trials (user_id, subscription_id, started_at)
SELECT DISTINCT ON (user_id) user_id, id, created_at FROM subscriptions
WHERE trial_end IS NOT NULL
ORDER BY user_id, created_at, id;

-- At most one default card per member. Several defaults: the oldest stays default. Cards but no default:
-- the oldest card becomes it (the local provider charges the default card).
UPDATE payment_methods p SET is_default = false
WHERE p.is_default
  AND EXISTS (SELECT 1 FROM payment_methods o WHERE o.user_id = p.user_id AND o.is_default AND (o.created_at, o.id) < (p.created_at, p.id));
UPDATE payment_methods p SET is_default = true
WHERE (p.user_id, p.id) IN (
  SELECT DISTINCT ON (m.user_id) m.user_id, m.id FROM payment_methods m
  WHERE NOT EXISTS (SELECT 1 FROM payment_methods d WHERE d.user_id = m.user_id AND d.is_default)
  ORDER BY m.user_id, m.created_at, m.id
);
CREATE UNIQUE INDEX payment_methods_one_default_per_user ON payment_methods (user_id) WHERE is_default;

-- Commission comes from paid invoices, once per invoice. Conversions recorded before this rule have no invoice.
ALTER TABLE conversions ADD COLUMN invoice_id text REFERENCES invoices (id) ON DELETE SET NULL;
ALTER TABLE conversions ADD CONSTRAINT conversions_invoice_id_key UNIQUE (invoice_id);

-- An Idempotency-Key stores its whole effect: the intent, the charge and the invoice it paid (written together).
ALTER TABLE intents ADD COLUMN charge_id text;
ALTER TABLE intents ADD COLUMN invoice_id text REFERENCES invoices (id) ON DELETE SET NULL;
