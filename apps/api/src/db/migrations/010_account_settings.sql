-- The member's own account (product §14): settings, a pending change of e-mail address, and
-- deleted accounts.

-- Settings; a member without a row has the defaults. Product news is opt-in (consent), payout
-- and price-alert e-mails stay on as they were before the choice existed.
CREATE TABLE account_settings (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  base_currency text NOT NULL DEFAULT 'USD' CHECK (base_currency ~ '^[A-Z]{3}$'),
  email_price_alerts boolean NOT NULL DEFAULT true,
  email_product_news boolean NOT NULL DEFAULT false,
  email_payouts boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A new address waiting for the link e-mailed to it (one per member: a new request replaces it).
-- Only the link token's sha256 is kept.
CREATE TABLE email_changes (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- A deleted account keeps its row, anonymised, so the invoices and commissions kept for
-- accounting still reference it; its e-mail address is free again.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
