-- What the server computes from a portfolio's transactions (the overview, the performance series) is
-- cached per instance and keyed by the portfolio's data version. Every statement that writes
-- transactions moves the version of each portfolio it touched, in the same transaction, by trigger,
-- so no write path (routes, imports, seeds, future code) can forget it, and an instance that reads
-- the version after a commit never serves what was computed before it, whichever instance wrote.
ALTER TABLE portfolios ADD COLUMN data_version bigint NOT NULL DEFAULT 0;

-- Statement triggers with transition tables: an import of 5,000 rows moves its portfolio's version
-- once, not 5,000 times. (A table may be named in one event's trigger only, hence three triggers.)
CREATE FUNCTION bump_portfolio_version_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE portfolios SET data_version = data_version + 1 WHERE id IN (SELECT DISTINCT portfolio_id FROM changed_rows);
  RETURN NULL;
END $$;

CREATE FUNCTION bump_portfolio_version_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A portfolio deleted with its transactions (ON DELETE CASCADE) is gone by now: nothing to move.
  UPDATE portfolios SET data_version = data_version + 1 WHERE id IN (SELECT DISTINCT portfolio_id FROM changed_rows);
  RETURN NULL;
END $$;

CREATE FUNCTION bump_portfolio_version_both() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE portfolios SET data_version = data_version + 1
  WHERE id IN (SELECT portfolio_id FROM old_rows UNION SELECT portfolio_id FROM new_rows);
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_version_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_portfolio_version_new();
CREATE TRIGGER transactions_version_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_portfolio_version_both();
CREATE TRIGGER transactions_version_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_portfolio_version_old();

-- Keyset pages: each list's order with its id as the tiebreak, read from an index in that order.
CREATE INDEX transactions_portfolio_order_idx ON transactions (portfolio_id, executed_at DESC, created_at DESC, id DESC);
CREATE INDEX notifications_user_order_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX conversions_affiliate_order_idx ON conversions (affiliate_id, created_at DESC, id DESC);
