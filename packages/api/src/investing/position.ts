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
}

export const EMPTY_POSITION: Position = { quantity: 0, costBasis: 0, realisedGain: 0, invested: 0 };

/**
 * Applies one trade. A buy adds its cost to the basis; a sell realises quantity x (price -
 * average cost) and removes that many shares at the average cost, so the average of what is
 * left does not change. A sell is capped at the quantity held: the server refuses larger ones,
 * and a short position is not something this product tracks. A quantity that is not a positive
 * finite number, or a negative or non-finite price, changes nothing. `traded` is the quantity
 * that took effect (what the trade moved in or out of the portfolio is traded x price).
 */
export function applyTrade(p: Position, type: TransactionType, quantity: number, price: number): { position: Position; traded: number } {
  if (!(Number.isFinite(quantity) && quantity > 0 && Number.isFinite(price) && price >= 0)) return { position: p, traded: 0 };
  switch (type) {
    case 'buy': {
      const cost = quantity * price;
      return { position: { quantity: p.quantity + quantity, costBasis: p.costBasis + cost, realisedGain: p.realisedGain, invested: p.invested + cost }, traded: quantity };
    }
    case 'sell': {
      const traded = Math.min(quantity, p.quantity);
      if (traded <= 0) return { position: p, traded: 0 };
      const average = p.costBasis / p.quantity;
      const left = p.quantity - traded;
      const closed = left <= QUANTITY_EPSILON;
      return {
        position: {
          quantity: closed ? 0 : left,
          costBasis: closed ? 0 : p.costBasis - traded * average,
          realisedGain: p.realisedGain + traded * (price - average),
          invested: p.invested,
        },
        traded,
      };
    }
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}
