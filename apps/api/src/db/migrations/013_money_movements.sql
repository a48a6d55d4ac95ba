-- Every money movement and every currency (product §10.21, §10.22). Existing rows keep their meaning:
-- they were buys, sells and dividends priced by the market data in US dollars, with no fee or tax.
-- A transaction gains its currency (what price and amount are in), an amount (a deposit's, a
-- withdrawal's, interest's, a fee's or tax's, a cash transfer's), an optional fee and tax, a split's
-- ratio (new shares per old), and a transfer's other portfolio and the id both sides share.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_type_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_type_check CHECK (type IN (
  'buy', 'sell', 'dividend', 'interest', 'deposit', 'withdrawal', 'fee', 'tax', 'split', 'transfer_in', 'transfer_out'
));
-- Cash activities and splits move no shares: quantity 0. Trades and dividends keep quantity > 0.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_quantity_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_quantity_check CHECK (quantity >= 0);
ALTER TABLE transactions ADD CONSTRAINT transactions_trade_quantity_check CHECK (type NOT IN ('buy', 'sell', 'dividend') OR quantity > 0);

-- US dollars by default: what every transaction written before was in, and what code that names no currency means.
ALTER TABLE transactions ADD COLUMN currency text NOT NULL DEFAULT 'USD';
ALTER TABLE transactions ADD CONSTRAINT transactions_currency_check CHECK (currency ~ '^[A-Z]{3}$' OR currency IN ('GBp', 'GBX', 'ZAc', 'ZAC', 'ILA'));

ALTER TABLE transactions ADD COLUMN amount numeric(20, 4) NOT NULL DEFAULT 0 CHECK (amount >= 0);
ALTER TABLE transactions ADD COLUMN fee numeric(20, 4) NOT NULL DEFAULT 0 CHECK (fee >= 0);
ALTER TABLE transactions ADD COLUMN tax numeric(20, 4) NOT NULL DEFAULT 0 CHECK (tax >= 0);
ALTER TABLE transactions ADD COLUMN split_ratio numeric(24, 12) CHECK (split_ratio > 0);
ALTER TABLE transactions ADD CONSTRAINT transactions_split_ratio_check2 CHECK ((type = 'split') = (split_ratio IS NOT NULL));

-- A transfer's other portfolio (kept as a plain id: deleting that portfolio leaves this side as it was recorded)
-- and the id both sides share, so an edit or a deletion of one side reaches the other.
ALTER TABLE transactions ADD COLUMN transfer_portfolio_id uuid;
ALTER TABLE transactions ADD COLUMN transfer_id uuid;
ALTER TABLE transactions ADD CONSTRAINT transactions_transfer_check CHECK ((type IN ('transfer_in', 'transfer_out')) = (transfer_id IS NOT NULL));
CREATE INDEX transactions_transfer_idx ON transactions (transfer_id) WHERE transfer_id IS NOT NULL;
