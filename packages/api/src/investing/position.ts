import type { TransactionType } from './types';

/** Quantities closer than this to zero are zero: float sums of fractional shares never land on 0 exactly. */
export const QUANTITY_EPSILON = 1e-9;

/** One symbol's position under the average-cost method. Money in dollars, unrounded. */
export interface Position {
  quantity: number;
  /** What the shares held cost: quantity x average cost. */
  costBasis: number;
  /** Sum over sells of quantity x (sell price - average cost at the time). */
  realisedGain: number;
  /** The cost of every share ever bought (open cost basis + the cost of the shares sold). */
  invested: number;
  /** Dividends received: sum over dividends of the shares they were paid on x the cash per share. */
  income: number;
}

/** How a transaction changes the shares held: a buy adds its quantity, a sell removes it, a dividend moves none. */
export function sharesDelta(type: TransactionType, quantity: number): number {
  switch (type) {
    case 'buy': return quantity;
    case 'sell': return -quantity;
    case 'dividend': return 0;
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

export const EMPTY_POSITION: Position = { quantity: 0, costBasis: 0, realisedGain: 0, invested: 0, income: 0 };

/**
 * Applies one trade. A buy adds its cost to the basis; a sell realises quantity x (price -
 * average cost) and removes that many shares at the average cost, so the average of what is
 * left does not change. A sell is capped at the quantity held: the server refuses larger ones,
 * and a short position is not something this product tracks. A dividend (quantity: the shares
 * it was paid on, price: cash per share) adds quantity x price to income and leaves the shares
 * and their cost alone; it too is capped at the shares held, and pays nothing on none. A
 * quantity that is not a positive finite number, or a negative or non-finite price, changes
 * nothing. `traded` is the quantity that took effect (what the trade moved in or out of the
 * portfolio is traded x price).
 */
export function applyTrade(p: Position, type: TransactionType, quantity: number, price: number): { position: Position; traded: number } {
  const next = { ...p };
  const traded = applyTradeTo(next, type, quantity, price);
  return traded > 0 ? { position: next, traded } : { position: p, traded: 0 };
}

/**
 * `applyTrade` changing `p` in place (the same arithmetic): the loops over a whole history use it,
 * so 50,000 transactions make no 50,000 positions. Returns `traded`; `p` is unchanged when it is 0.
 */
export function applyTradeTo(p: Position, type: TransactionType, quantity: number, price: number): number {
  if (!(Number.isFinite(quantity) && quantity > 0 && Number.isFinite(price) && price >= 0)) return 0;
  switch (type) {
    case 'buy': {
      const cost = quantity * price;
      p.quantity += quantity;
      p.costBasis += cost;
      p.invested += cost;
      return quantity;
    }
    case 'sell': {
      const traded = Math.min(quantity, p.quantity);
      if (traded <= 0) return 0;
      const average = p.costBasis / p.quantity;
      const left = p.quantity - traded;
      const closed = left <= QUANTITY_EPSILON;
      p.realisedGain += traded * (price - average);
      p.quantity = closed ? 0 : left;
      p.costBasis = closed ? 0 : p.costBasis - traded * average;
      return traded;
    }
    case 'dividend': {
      const traded = Math.min(quantity, p.quantity);
      if (traded <= 0) return 0;
      p.income += traded * price;
      return traded;
    }
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
