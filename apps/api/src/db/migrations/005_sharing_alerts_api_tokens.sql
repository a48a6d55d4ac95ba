-- Notifications say what they are about, so the bell can show each kind its own way:
-- 'general', 'affiliate' (an application decision), 'friend_request', 'friend_accepted', 'price_alert'.
ALTER TABLE notifications ADD COLUMN kind text NOT NULL DEFAULT 'general';
-- The bell asks for the unread count every minute: an index of the unread rows only.
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT read;

-- One public link per portfolio. The token is an opaque random id (24 random bytes, base64url:
-- 192 bits), kept as it is so the owner can copy the link again; it grants a read-only view
-- without amounts. Revoking deletes the row; sharing again makes a new token.
CREATE TABLE portfolio_shares (
  portfolio_id uuid PRIMARY KEY REFERENCES portfolios (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX portfolio_shares_user_idx ON portfolio_shares (user_id);

-- Price alerts, checked against the delayed quotes. fired_key is what the last firing was for
-- ('met' for above/below, the quote's date for a daily move), null while the alert is armed: an
-- alert fires when its condition holds and fired_key differs (one conditional UPDATE, so two
-- instances never both fire it), and re-arms when the condition no longer holds.
CREATE TABLE price_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  condition text NOT NULL CHECK (condition IN ('above', 'below', 'move')),
  threshold numeric(18, 4) NOT NULL CHECK (threshold > 0),
  fired_key text,
  last_fired_at timestamptz,
  last_fired_price numeric(18, 4),
  created_at timestamptz NOT NULL
);
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, created_at);

-- Personal read-only API tokens: only the sha256 of the token is stored; prefix is its first
-- characters, shown in the list so a member can tell tokens apart.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  prefix text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at);
