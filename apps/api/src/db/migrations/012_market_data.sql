-- Market data stored in the database (product §13): instruments beyond the embedded sample, their
-- daily closes, dividends and splits, daily FX rates, a quote cache with its time and source, the
-- sync state per instrument (a lease so one API instance fetches at a time) and each provider's
-- last outcome. Symbols are the product's (Yahoo-style, upper case: 'VWRL.L', 'BTC-USD').

-- An instrument a member added: one a provider knows (found by search) or one priced by hand
-- (provider 'manual'). `currency` is the major unit prices are stored in ('GBP'); `listed_currency`
-- what the provider quotes ('GBp': pence, divided by 100 when stored). `provider_symbols` maps a
-- provider id to its own symbol ({"coingecko": "bitcoin"}).
CREATE TABLE instruments (
  symbol text PRIMARY KEY CHECK (symbol = upper(symbol) AND length(symbol) BETWEEN 1 AND 32),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  kind text NOT NULL CHECK (kind IN ('stock', 'etf', 'fund', 'crypto', 'bond', 'cash', 'other')),
  exchange text,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  listed_currency text,
  isin text CHECK (isin IS NULL OR isin ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'),
  sector text,
  provider text NOT NULL,
  provider_symbols jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX instruments_isin_idx ON instruments (isin) WHERE isin IS NOT NULL;

-- Daily closes of stored instruments (network providers' and hand-entered ones; the embedded
-- sample is computed, not stored). One row per instrument and day; `source` is the provider id.
CREATE TABLE instrument_closes (
  symbol text NOT NULL,
  date date NOT NULL,
  close numeric(24, 8) NOT NULL CHECK (close > 0),
  source text NOT NULL,
  PRIMARY KEY (symbol, date)
);

CREATE TABLE instrument_dividends (
  symbol text NOT NULL,
  date date NOT NULL,
  amount numeric(24, 8) NOT NULL CHECK (amount > 0),
  source text NOT NULL,
  PRIMARY KEY (symbol, date)
);

-- A split of `ratio` new shares for one old (issue 31 adjusts holdings with them).
CREATE TABLE instrument_splits (
  symbol text NOT NULL,
  date date NOT NULL,
  ratio numeric(18, 8) NOT NULL CHECK (ratio > 0),
  source text NOT NULL,
  PRIMARY KEY (symbol, date)
);

-- Daily reference rates: units of `quote` for one `base` (ECB: base EUR; stored as given, crossed when read).
CREATE TABLE fx_rates (
  date date NOT NULL,
  base text NOT NULL CHECK (base ~ '^[A-Z]{3}$'),
  quote text NOT NULL CHECK (quote ~ '^[A-Z]{3}$'),
  rate numeric(24, 10) NOT NULL CHECK (rate > 0),
  source text NOT NULL,
  PRIMARY KEY (base, quote, date)
);

-- The last price each instrument got, with when it was made (`as_of`), when it was fetched and
-- from whom; `last_error` / `last_error_at`: the last failure since (a provider that did not answer).
CREATE TABLE quote_cache (
  symbol text PRIMARY KEY,
  price numeric(24, 8) NOT NULL CHECK (price > 0),
  previous_close numeric(24, 8) CHECK (previous_close IS NULL OR previous_close > 0),
  currency text NOT NULL,
  as_of timestamptz NOT NULL,
  fetched_at timestamptz NOT NULL,
  source text NOT NULL,
  flags text[] NOT NULL DEFAULT '{}',
  last_error text,
  last_error_at timestamptz
);

-- Sync state per stored instrument: the closes held (`history_from`..`history_to`), the earliest day
-- a reader asked for (`want_from`: a member's first trade, a chart's range), the lease an
-- instance takes before fetching (`lease_until`, `lease_owner`: another instance skips the
-- instrument meanwhile) and the back-off after a failure (`next_attempt_at`).
CREATE TABLE market_sync (
  symbol text PRIMARY KEY,
  history_from date,
  history_to date,
  want_from date,
  synced_at timestamptz,
  lease_until timestamptz,
  lease_owner text,
  failures integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  last_error text
);

-- Each provider's last outcome as any instance saw it (the data-health page).
CREATE TABLE market_provider_status (
  provider text PRIMARY KEY,
  last_success_at timestamptz,
  last_failure_at timestamptz,
  last_error text
);
