// The SQL of the chart assistant (product §15.3, §15.4, §16.4): the questions counted against the
// plan's monthly allowance (`chartgpt_prompts`). The member's portfolios and transactions it reads its
// figures from are asked where every caller asks them (queries/portfolios.ts, queries/transactions.ts).
// Each function is one statement on whatever it is given.
import type { Queryable } from '../Db';

/** The plan's monthly allowance of questions; null: unlimited (or no such plan). */
export async function findAssistantAllowance(q: Queryable, planId: string): Promise<number | null> {
  const rows = await q.query<{ assistant_prompts_monthly: number | null }>('SELECT assistant_prompts_monthly FROM plans WHERE id = $1', [planId]);
  return rows[0]?.assistant_prompts_monthly ?? null;
}

/** How many questions the member asked since `start`. */
export async function countAssistantPromptsSince(q: Queryable, userId: string, start: Date): Promise<number> {
  const rows = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM chartgpt_prompts WHERE user_id = $1 AND created_at >= $2', [userId, start]);
  return Number(rows[0]?.n ?? 0);
}

/** Counts a question: its id (as text). */
export async function insertAssistantPrompt(q: Queryable, userId: string, prompt: string, now: Date): Promise<string> {
  const rows = await q.query<{ id: string }>('INSERT INTO chartgpt_prompts (user_id, prompt, created_at) VALUES ($1, $2, $3) RETURNING id::text AS id', [userId, prompt, now]);
  return rows[0]?.id ?? '';
}

/** Takes a question back (the model did not answer it). */
export async function deleteAssistantPrompt(q: Queryable, promptId: string): Promise<void> {
  await q.query('DELETE FROM chartgpt_prompts WHERE id = $1::bigint', [promptId]);
}
