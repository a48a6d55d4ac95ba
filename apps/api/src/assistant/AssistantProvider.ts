import type { MemberFigures } from './memberFigures';
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

/** How an answer is delivered while it is written. */
export interface AnswerOptions {
  /** Each piece of the answer's text as it is written, in order; their concatenation is `answer`. */
  onText?: (text: string) => void;
  /** The member went away (the request was closed): stop. */
  signal?: AbortSignal;
}

/**
 * Who answers the chart assistant's questions (product §15.3). `localAssistant` (the embedded
 * default) summarises the member's figures without any model; `openAiCompatibleAssistant` asks a
 * language model, which reads the figures through tool calls. Both read only `MemberFigures`, so
 * neither sees an e-mail, a name or an id. Chosen in app.ts from the configuration.
 */
export interface AssistantProvider {
  readonly source: 'local' | 'model';
  answer(question: string, figures: MemberFigures, o?: AnswerOptions): Promise<AssistantReply>;
}

/**
 * The model did not answer: unreachable, an error status, an answer that does not parse, or no
 * answer within the time allowed. `status`: what the member's request answers (502, or 504 for a
 * timeout); the message is the member's, the detail is for the log (never the question).
 */
export class AssistantUnavailableError extends Error {
  constructor(readonly status: 502 | 504, readonly detail: string) {
    super('The assistant is not answering right now. Your question was not counted; please try again in a moment.');
    this.name = 'AssistantUnavailableError';
  }
}
