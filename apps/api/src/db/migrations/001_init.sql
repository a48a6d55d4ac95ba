-- Initial schema of the reference API server.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  full_name text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  email_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE affiliate_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  website text,
  social_media text,
  company_name text,
  location text NOT NULL,
  audience_size text NOT NULL,
  marketing_channels jsonb NOT NULL,
  experience_description text NOT NULL,
  motivation text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reviewer_notes text,
  reviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE affiliate_profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  points integer NOT NULL DEFAULT 0,
  total_earnings numeric(12, 2) NOT NULL DEFAULT 0,
  total_clicks integer NOT NULL DEFAULT 0,
  total_conversions integer NOT NULL DEFAULT 0,
  commission_rate integer NOT NULL DEFAULT 30,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE affiliate_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  affiliate_id uuid NOT NULL REFERENCES affiliate_profiles (id) ON DELETE CASCADE,
  name text NOT NULL,
  commission_rate integer NOT NULL CHECK (commission_rate BETWEEN 0 AND 50),
  discount_rate integer NOT NULL CHECK (discount_rate >= 0),
  clicks integer NOT NULL DEFAULT 0,
  conversions integer NOT NULL DEFAULT 0,
  earnings numeric(12, 2) NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (commission_rate + discount_rate <= 50)
);
CREATE INDEX affiliate_links_affiliate_idx ON affiliate_links (affiliate_id);

CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  affiliate_id uuid NOT NULL REFERENCES affiliate_profiles (id) ON DELETE CASCADE,
  code text NOT NULL,
  commission_rate integer NOT NULL CHECK (commission_rate BETWEEN 0 AND 50),
  discount_rate integer NOT NULL CHECK (discount_rate >= 0),
  uses integer NOT NULL DEFAULT 0,
  conversions integer NOT NULL DEFAULT 0,
  earnings numeric(12, 2) NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (commission_rate + discount_rate <= 50)
);
CREATE UNIQUE INDEX coupons_code_lower_key ON coupons (lower(code));

CREATE TABLE clicks (
  id bigserial PRIMARY KEY,
  link_id uuid NOT NULL REFERENCES affiliate_links (id) ON DELETE CASCADE,
  visitor_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX clicks_link_idx ON clicks (link_id, created_at);

CREATE TABLE referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  affiliate_id uuid NOT NULL REFERENCES affiliate_profiles (id) ON DELETE CASCADE,
  referred_user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  link_id uuid REFERENCES affiliate_links (id) ON DELETE SET NULL,
  coupon_id uuid REFERENCES coupons (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE conversions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  affiliate_id uuid NOT NULL REFERENCES affiliate_profiles (id) ON DELETE CASCADE,
  referred_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  link_id uuid REFERENCES affiliate_links (id) ON DELETE SET NULL,
  coupon_id uuid REFERENCES coupons (id) ON DELETE SET NULL,
  amount numeric(12, 2) NOT NULL,
  commission numeric(12, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE milestones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  affiliate_id uuid NOT NULL REFERENCES affiliate_profiles (id) ON DELETE CASCADE,
  points_required integer NOT NULL,
  reward_description text NOT NULL,
  cash_value numeric(12, 2) NOT NULL DEFAULT 0,
  is_claimed boolean NOT NULL DEFAULT false,
  UNIQUE (affiliate_id, points_required)
);

CREATE TABLE plans (
  id text PRIMARY KEY,
  name text NOT NULL,
  display_name text NOT NULL,
  description text NOT NULL,
  price_monthly numeric(10, 2) NOT NULL,
  price_yearly numeric(10, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'usd',
  features jsonb NOT NULL,
  holdings_limit integer,
  trial_days integer NOT NULL DEFAULT 14,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE payment_methods (
  id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'card',
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);

CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  plan_id text NOT NULL REFERENCES plans (id),
  billing_cycle text NOT NULL CHECK (billing_cycle IN ('monthly', 'yearly')),
  status text NOT NULL,
  current_period_start timestamptz NOT NULL,
  current_period_end timestamptz NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  trial_end timestamptz,
  payment_method_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC);

CREATE TABLE intents (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('setup', 'payment')),
  client_secret text NOT NULL,
  idempotency_key text,
  amount integer,
  currency text,
  status text NOT NULL,
  payment_method_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, kind, idempotency_key)
);

CREATE TABLE invoices (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id text REFERENCES subscriptions (id) ON DELETE SET NULL,
  description text NOT NULL,
  amount_due integer NOT NULL,
  amount_paid integer NOT NULL,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'open', 'void', 'uncollectible')),
  due_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoices_user_idx ON invoices (user_id, created_at DESC);

CREATE TABLE portfolios (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  currency text NOT NULL DEFAULT 'USD',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolios_user_idx ON portfolios (user_id);

CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  portfolio_id uuid NOT NULL REFERENCES portfolios (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  type text NOT NULL CHECK (type IN ('buy', 'sell')),
  quantity numeric(18, 6) NOT NULL CHECK (quantity > 0),
  price numeric(18, 4) NOT NULL CHECK (price >= 0),
  executed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transactions_user_idx ON transactions (user_id, executed_at DESC);

CREATE TABLE chartgpt_prompts (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prompt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE friends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  friend_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, friend_id)
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL,
  body text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  to_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  links jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
