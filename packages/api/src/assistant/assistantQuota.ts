
/**
 * The chart assistant's monthly question allowance (product §15.4): the plan's number of questions
 * a calendar month (UTC), counted from the first day of the month; null limit: no limit.
 */
export interface AssistantQuota {
  used: number;
  /** Questions the plan allows a month; null: unlimited. */
  limit: number | null;
  /** When the count starts again: the first day of the next month, 00:00 UTC (ISO). */
  resets_at: string;
}

/** The month a question counts in: from its first day, 00:00 UTC, to the next month's. */
export function assistantQuotaPeriod(now: Date): { start: Date; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const resetsAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, resetsAt };
}

/** A UTC day as the product writes dates ('Jul 01, 2026'): the renewal is a UTC midnight, the same day for every reader. */
function utcDay(iso: string): string {
  const d = new Date(iso);
  return `${'JanFebMarAprMayJunJulAugSepOctNovDec'.slice(d.getUTCMonth() * 3, d.getUTCMonth() * 3 + 3)} ${String(d.getUTCDate()).padStart(2, '0')}, ${d.getUTCFullYear()}`;
}

/** Questions left this month; null when unlimited. */
export const assistantQuestionsLeft = (q: AssistantQuota): number | null => (q.limit === null ? null : Math.max(0, q.limit - q.used));

/** The line the assistant shows: '12 of 100 questions used this month · renews Jul 01, 2026'. */
export function assistantQuotaText(q: AssistantQuota): string {
  if (q.limit === null) return `${q.used} ${q.used === 1 ? 'question' : 'questions'} this month · no monthly limit`;
  return `${q.used} of ${q.limit} questions used this month · renews ${utcDay(q.resets_at)}`;
}

/** The refusal once the allowance is used up (the server's 429 `assistant_quota` says the same). */
export const assistantQuotaReachedMessage = (q: AssistantQuota): string =>
  `You have used the ${q.limit ?? 0} questions your plan includes this month. They renew on ${utcDay(q.resets_at)}.`;
