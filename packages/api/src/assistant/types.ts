import type { ChartGptResponse } from '../investing/types';
import type { AssistantQuota } from './assistantQuota';
// The chart assistant (product §7's POST /api/chartgpt/ {prompt}).

/** One figure an answer is based on, as the member's own data shows it ('Total value', '$12,345.67'). */
export interface AssistantCitation { label: string; value: string; symbol?: string }

/** One question and its answer in the conversation the app keeps for the session. */
export interface AssistantTurn {
  id: string;
  question: string;
  answer: string;
  citations: AssistantCitation[];
  /** 'local': the server's own summary of the member's data; 'model': a language model answered. */
  source: 'local' | 'model';
  asked_at: string;
}

/** One piece of a streamed answer (`client.chartgpt.stream`): text as it arrives, then the whole answer. */
export type AssistantStreamEvent =
  | { type: 'text'; text: string }
  | { type: 'done'; answer: ChartGptResponse };

/** Before any question: which assistant answers and how much of the month's allowance is left (GET /api/chartgpt/status). */
export interface AssistantStatus { source: 'local' | 'model'; quota: AssistantQuota }
