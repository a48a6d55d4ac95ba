// The SQL of exchange rates (product §16.4): the daily rates of each currency per US dollar that the market data
// keeps. Each function is one statement on whatever it is given (the pool or a transaction).
import type { Queryable } from '../Db';

export interface FxRateRow { quote: string; rate: unknown; date: unknown; source: string }

/** Each currency's latest stored rate per US dollar, A-Z. */
export const listLatestUsdRates = (q: Queryable): Promise<FxRateRow[]> =>
  q.query<FxRateRow>(`SELECT DISTINCT ON (quote) quote, rate, date, source FROM fx_rates WHERE base = 'USD' ORDER BY quote, date DESC`);

/** The last stored day of each of these currencies' rates per US dollar (a currency without any is left out). */
export const listLastUsdRateDays = (q: Queryable, quotes: readonly string[]): Promise<{ quote: string; last: unknown }[]> =>
  q.query<{ quote: string; last: unknown }>(
    "SELECT quote, max(date) AS last FROM fx_rates WHERE base = 'USD' AND quote = ANY($1::text[]) GROUP BY quote", [quotes],
  );

/** Stores rates per US dollar (a day already stored takes the new rate and source). */
export async function upsertUsdRates(q: Queryable, rates: readonly { date: string; quote: string; rate: number }[], source: string): Promise<void> {
  await q.query(
    `INSERT INTO fx_rates (date, base, quote, rate, source) SELECT d, 'USD', q, r, $4 FROM unnest($1::date[], $2::text[], $3::numeric[]) AS t(d, q, r)
           ON CONFLICT (base, quote, date) DO UPDATE SET rate = EXCLUDED.rate, source = EXCLUDED.source`,
    [rates.map((r) => r.date), rates.map((r) => r.quote), rates.map((r) => r.rate), source],
  );
}

/** A currency's stored rates per US dollar from `from` to `to`, oldest first. */
export const listUsdRates = (q: Queryable, quote: string, from: string, to: string): Promise<{ date: unknown; rate: unknown; source: string }[]> =>
  q.query<{ date: unknown; rate: unknown; source: string }>(
    "SELECT date, rate, source FROM fx_rates WHERE base = 'USD' AND quote = $1 AND date BETWEEN $2 AND $3 ORDER BY date", [quote, from, to],
  );
