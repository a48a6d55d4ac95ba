import type { AssistantCitation } from '@pt/api';

/** One open holding as the assistant sees it: money in the portfolio currency, ratios as fractions. */
export interface AssistantHolding {
  symbol: string;
  name: string | null;
  quantity: number;
  /** Null without a quote. */
  value: number | null;
  weight: number | null;
  dayChangeRatio: number | null;
  /** (realised + unrealised gain + dividends) / the cost of every share bought; null without a quote or cost. */
  totalReturnRatio: number | null;
  /** Dividends received on this symbol. */
  income: number;
}

/**
 * Everything an assistant is told about the member: the figures of the workspace, computed with
 * @pt/api's portfolio math over all of the member's portfolios at the delayed quotes. It holds no
 * e-mail, name or id, so a provider that sends it elsewhere sends no personal data beyond the
 * portfolio itself.
 */
export interface AssistantContext {
  currency: string;
  /** The oldest quote time among the holdings; null without quotes. */
  asOf: string | null;
  delayedMinutes: number | null;
  portfolios: { name: string; openHoldings: number }[];
  transactionCount: number;
  totalValue: number;
  dayChange: number;
  dayChangeRatio: number | null;
  /** Realised + unrealised gain + dividends, and that over the cost of every share bought. */
  totalReturn: number;
  totalReturnRatio: number | null;
  /** Dividends received in all. */
  income: number;
  /** Open holdings, largest weight first. */
  holdings: AssistantHolding[];
  /** Holdings whose price is stale, and why (product §13.5): an answer says so. */
  stalePrices: { symbol: string; message: string | null }[];
  /** Holdings priced in another currency, left out of the totals until amounts are converted (product §13.7). */
  otherCurrencies: { currency: string; symbols: string[]; value: number }[];
}

export interface AssistantReply { answer: string; citations: AssistantCitation[] }

/**
 * Who answers the chart assistant's questions. The reference server uses `localAssistant`, which
 * summarises the context without any model. A language model sits behind this interface the same
 * way: `answer` sends the question with the context (as a system message listing the figures, or
 * as tool results) to the model's API, and returns its text with the figures it used as
 * citations; `source` is then 'model'. Choosing it belongs in app.ts, where the server is wired.
 */
export interface AssistantProvider {
  readonly source: 'local' | 'model';
  answer(question: string, context: AssistantContext): Promise<AssistantReply>;
}
