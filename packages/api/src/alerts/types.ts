// Price alerts (reference-server wire types; the spec names custom alerts as a Pro feature, product §9).

/** `above` / `below`: the delayed price crosses `threshold` dollars; `move`: the day's change is at least `threshold` % either way. */
export type PriceAlertCondition = 'above' | 'below' | 'move';
export const PRICE_ALERT_CONDITIONS: readonly PriceAlertCondition[] = ['above', 'below', 'move'];

/** `POST /api/alerts`: a price in dollars for above/below, a percentage (5 = 5 %) for a move. */
export interface PriceAlertInput { symbol: string; condition: PriceAlertCondition; threshold: number }

/**
 * An alert as the server lists it. It fires once when its condition becomes true, then waits
 * (`armed: false`) until the condition has been false again; a daily move fires at most once a
 * trading day. `last_fired_*` describe the latest firing (null before the first).
 */
export interface PriceAlert {
  id: string;
  symbol: string;
  condition: PriceAlertCondition;
  threshold: number;
  armed: boolean;
  last_fired_at: string | null;
  last_fired_price: number | null;
  created_at: string;
}
