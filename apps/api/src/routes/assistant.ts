import type { Hono } from 'hono';
import type { ChartGptResponse } from '@pt/api';
import { MAX_ASSISTANT_PROMPT } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { readBody, reqString } from '../lib/validate';
import type { MarketData } from '../investing/MarketData';
import type { AssistantProvider } from '../assistant/AssistantProvider';
import { assistantContext } from '../assistant/assistantContext';
import { localAssistant } from '../assistant/localAssistant';

/**
 * `POST /api/chartgpt {prompt}` (product §7): the chart assistant, for plans with `chartgpt`. The
 * question is kept (chartgpt_prompts) and answered by the provider from the member's own figures
 * (`assistantContext`); the answer names its source and cites the figures it used.
 */
export function registerAssistantRoutes(
  app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate,
  market: MarketData, provider: AssistantProvider = localAssistant,
): void {
  const { db, clock } = deps;
  app.post('/api/chartgpt', async (c) => {
    const user = await auth.requireUser(c);
    await gate.requireFeature(user, 'chartgpt');
    const prompt = reqString(await readBody(c.req), 'prompt', { max: MAX_ASSISTANT_PROMPT });
    const now = clock.now();
    await db.query('INSERT INTO chartgpt_prompts (user_id, prompt, created_at) VALUES ($1, $2, $3)', [user.id, prompt, now]);
    const reply = await provider.answer(prompt, await assistantContext(db, user.id, market, now));
    const res: ChartGptResponse = { answer: reply.answer, source: provider.source, citations: reply.citations };
    return c.json(res);
  });
}
