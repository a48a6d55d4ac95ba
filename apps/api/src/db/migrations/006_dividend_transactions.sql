-- A transaction may be a dividend: quantity is the shares it was paid on (held on its date), price the
-- cash per share, so quantity x price is the income. The column checks (quantity > 0, price >= 0) stay.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_type_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_type_check CHECK (type IN ('buy', 'sell', 'dividend'));
