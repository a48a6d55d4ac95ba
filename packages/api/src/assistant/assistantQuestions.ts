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
} as const;
