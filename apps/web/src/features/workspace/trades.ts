import type { Transaction, TransactionType } from '@pt/api';

/**
 * Buys and sells: the kinds the kit's transaction list and form show. The SDK also knows
 * dividends, which have no screen yet.
 */
export type Trade = Transaction & { type: 'buy' | 'sell' };

export const isTrade = (t: Transaction): t is Trade => t.type === 'buy' || t.type === 'sell';

/** A form's type as the kit's form offers it: anything but a sell is shown as a buy. */
export const tradeType = (type: TransactionType): Trade['type'] => (type === 'sell' ? 'sell' : 'buy');
