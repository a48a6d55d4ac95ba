import { fromMinor, type PerformanceRange } from '@pt/api';
import type { Queryable } from '../db';
import type { MarketData } from '../investing/MarketData';
import type { ClosesCache } from '../investing/closesCache';
import type { FxSource } from '../investing/fxRates';
import { portfolioTransactions } from '../investing/portfolioRows';
import { listPortfolios } from '../db/queries/portfolios';
import { portfolioReturns } from '../investing/portfolioReturns';
import type { AssistantReturn } from './AssistantProvider';

/** Each of the member's portfolios with transactions, its return over `range` explained, in its base currency. */
export async function explainedReturns(
  q: Queryable, userId: string, range: PerformanceRange, market: MarketData, closes: ClosesCache, fx: FxSource, now: Date,
): Promise<AssistantReturn[]> {
  const portfolios = await listPortfolios(q, userId);
  const out: AssistantReturn[] = [];
  for (const p of portfolios) {
    const transactions = await portfolioTransactions(q, p.id);
    if (!transactions.length) continue;
    const r = await portfolioReturns(p, transactions, range, market, closes, fx, now);
    const major = (minor: number) => fromMinor(minor, p.currency);
    const { breakdown: b, comparison: c } = r;
    out.push({
      portfolio: p.name,
      currency: p.currency,
      range,
      from: b.from,
      to: b.to,
      lines: b.lines.map((l) => ({ key: l.key, label: l.label, sign: l.sign, amount: major(l.amount) })),
      parts: { capital: major(b.parts.capital), income: major(b.parts.income), currency: major(b.parts.currency), costs: major(b.parts.costs) },
      timeWeighted: c.time_weighted,
      moneyWeighted: c.money_weighted_period,
      why: c.sentence,
    });
  }
  return out;
}
