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
