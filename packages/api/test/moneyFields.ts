/** The money fields of a checked transaction that uses none of them (a buy, sell or dividend without fee, tax or currency). */
export const NO_MONEY_FIELDS = { currency: null, amount: 0, fee: 0, tax: 0, split_ratio: null, transfer_portfolio_id: null } as const;
