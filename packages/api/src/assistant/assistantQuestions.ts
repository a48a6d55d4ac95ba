/** Questions the assistant panel offers before the member types one; the local assistant recognises each. */
export const ASSISTANT_SUGGESTED_QUESTIONS: readonly string[] = [
  'What is my largest holding?',
  'How did my portfolio do today?',
  'What is my total return?',
  'Which holding performed best?',
  'How much have I received in dividends?',
  'How concentrated is my portfolio?',
  'Why is my return what it is this year?',
];

/** Longest question the server takes. */
export const MAX_ASSISTANT_PROMPT = 2000;

export const assistantMessages = {
  failed: 'The assistant could not answer. Please try again.',
  promptRequired: 'Type a question first.',
  promptTooLong: `Questions can be at most ${MAX_ASSISTANT_PROMPT} characters.`,
  localSource: 'Answered by a local summary of your own data, not an outside AI model.',
  /** The page's note when a language model answers (product §15.3). */
  modelSource: 'Answers come from an AI model that reads only your portfolio figures: never your name, e-mail or account.',
  /** The model did not answer (an error or a timeout on its side); nothing was counted. */
  modelUnavailable: 'The assistant is not answering right now. Your question was not counted; please try again in a moment.',
} as const;

/**
 * What the assistant's panel says when a question got no answer: the month's allowance used up
 * (the server's 429 `assistant_quota`, which names the renewal day) or the model unavailable (502/504
 * `assistant_unavailable`) in the server's words, anything else `assistantMessages.failed`.
 */
export function assistantErrorMessage(error: unknown): string | null {
  if (!error) return null;
  const e = error as { serverCode?: unknown; message?: unknown };
  if ((e.serverCode === 'assistant_quota' || e.serverCode === 'assistant_unavailable') && typeof e.message === 'string' && e.message) return e.message;
  return assistantMessages.failed;
}
