-- Real card-provider mode (STRIPE_SECRET_KEY): the provider is the source of truth for customers,
-- subscriptions and invoices; these tables map users to provider customers and mirror what the
-- provider reports (through API answers and webhooks).
CREATE TABLE stripe_customers (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- 'local': settled by this server (the local provider, and free plans); 'stripe': mirrored from the provider.
ALTER TABLE subscriptions ADD COLUMN provider text NOT NULL DEFAULT 'local';
-- The `created` time (unix seconds) of the newest webhook event applied, so an older event arriving late is ignored.
ALTER TABLE subscriptions ADD COLUMN provider_event_at bigint;

ALTER TABLE invoices ADD COLUMN provider text NOT NULL DEFAULT 'local';
-- The provider's hosted PDF link (null for local invoices: their PDF is built by this server).
ALTER TABLE invoices ADD COLUMN pdf_url text;

-- Webhook events already applied (the provider retries deliveries).
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
