import type { PerformanceRange } from '../investing/performanceRange';

/** A question about why the return is what it is: 'Why is my return 8 %?', 'Explain my return this year', 'What made up my gains?'. */
const WHY_RETURN = /\bwhy\b[^?]*\b(returns?|gains?|loss(es)?|performance|up|down)\b|\bexplain\b[^?]*\b(returns?|gains?|loss(es)?|performance)\b|\bwhat (drove|made up|is behind)\b|\bbreak ?down\b[^?]*\b(returns?|gains?)\b/;

/** The range a question names, longest phrase first; null when it names none. */
const RANGE_WORDS: readonly (readonly [RegExp, PerformanceRange])[] = [
  [/\b(all[- ]time|ever|since (the )?(start|beginning)|overall)\b/, 'ALL'],
  [/\b(ytd|year[- ]to[- ]date|this year|so far this year)\b/, 'YTD'],
  [/\b(3|three)[- ]months?\b|\bquarter\b/, '3M'],
  [/\b(this|last|past) month\b|\b(1|one)[- ]month\b|\b30 days\b/, '1M'],
  [/\b(this|last|past) week\b|\b(1|one)[- ]week\b|\b7 days\b/, '1W'],
  [/\b(last|past) (12 months|year)\b|\b(1|one)[- ]year\b|\b12 months\b/, '1Y'],
];

/**
 * Whether a question asks why the return is what it is (product §10.23), and over which range: the
 * one it names ('this year' is YTD, 'all time' All), else the last year. Null for any other question.
 * The chart assistant answers such a question from the return explained.
 */
export function returnQuestionRange(question: string): PerformanceRange | null {
  const q = question.toLowerCase();
  if (!WHY_RETURN.test(q)) return null;
  for (const [words, range] of RANGE_WORDS) if (words.test(q)) return range;
  return '1Y';
}
