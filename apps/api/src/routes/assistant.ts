import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AssistantQuota, AssistantStatus, ChartGptResponse } from '@pt/api';
import { MAX_ASSISTANT_PROMPT, assistantQuotaPeriod, assistantQuotaReachedMessage } from '@pt/api';
import type { AppDeps, AppEnv, Ctx, CurrentUser } from '../context';
import type { Auth } from '../session';
import type { FeatureGate } from '../plans/requireFeature';
import { HttpError } from '../lib/http';
import { readBody, reqString } from '../lib/validate';
import { withUserLock } from '../db/userLock';
import type { Queryable } from '../db';
import type { MarketData } from '../investing/MarketData';
import { createClosesCache, type ClosesCache } from '../investing/closesCache';
import { createSampleFx, type FxSource } from '../investing/fxRates';
import { AssistantUnavailableError, type AssistantProvider, type AssistantReply } from '../assistant/AssistantProvider';
import { memberFigures } from '../assistant/memberFigures';
import { countAssistantPromptsSince, deleteAssistantPrompt, findAssistantAllowance, insertAssistantPrompt } from '../db/queries/assistant';

/**
 * The chart assistant (product §7, §15.3, §15.4), for plans with `chartgpt`:
 *
 *   POST /api/chartgpt         {prompt}: the answer as JSON (product §7's call)
 *   POST /api/chartgpt/stream  {prompt}: the same answer as server-sent events: `text` {text} pieces as
 *                              it is written, then `done` (the JSON answer) or `error` {error, code, status}
 *   GET  /api/chartgpt/status  which assistant answers ('local' or 'model') and the month's allowance
 *
 * A question is counted (kept in chartgpt_prompts) under the member's lock against the plan's
 * monthly allowance (`plans.assistant_prompts_monthly`; 429 `assistant_quota` once used up), then
 * answered by the provider from the member's own figures; one the model did not answer (502/504
 * `assistant_unavailable`) is taken back, so it does not count.
 */
export function registerAssistantRoutes(
  app: Hono<AppEnv>, deps: AppDeps, auth: Auth, gate: FeatureGate,
  provider: AssistantProvider, market: MarketData, closes: ClosesCache = createClosesCache(market), fx: FxSource = createSampleFx(),
): void {
  const { db, clock } = deps;
  const log = deps.log ?? console.log;

  /** The plan's allowance (read outside any transaction: the entitlement may settle a renewal under the member's lock). */
  async function monthlyLimit(user: CurrentUser): Promise<number | null> {
    const { planId } = await gate.entitlementOf(user);
    return findAssistantAllowance(db, planId);
  }

  async function quotaOf(user: CurrentUser, limit: number | null, now: Date, q: Queryable = db): Promise<AssistantQuota> {
    const { start, resetsAt } = assistantQuotaPeriod(now);
    const used = await countAssistantPromptsSince(q, user.id, start);
    return { used, limit, resets_at: resetsAt.toISOString() };
  }

  /** Checks the plan and the prompt, then counts the question if the month's allowance has room (one member's questions take turns). */
  async function admit(c: Ctx): Promise<{ user: CurrentUser; prompt: string; promptId: string; quota: AssistantQuota; now: Date }> {
    const user = await auth.requireUser(c);
    await gate.requireFeature(user, 'chartgpt');
    const prompt = reqString(await readBody(c.req), 'prompt', { max: MAX_ASSISTANT_PROMPT });
    const now = clock.now();
    const limit = await monthlyLimit(user);
    return withUserLock(db, user.id, async (tx) => {
      const quota = await quotaOf(user, limit, now, tx);
      if (quota.limit !== null && quota.used >= quota.limit) {
        throw new HttpError(429, assistantQuotaReachedMessage(quota), { 'Retry-After': String(Math.max(1, Math.ceil((Date.parse(quota.resets_at) - now.getTime()) / 1000))) }, {
          code: 'assistant_quota', limit: quota.limit, used: quota.used, resets_at: quota.resets_at,
        });
      }
      const promptId = await insertAssistantPrompt(tx, user.id, prompt, now);
      return { user, prompt, promptId, now, quota: { ...quota, used: quota.used + 1 } };
    });
  }

  /** A question the model did not answer is taken back: the member is not charged for our failure. */
  async function refund(promptId: string, err: AssistantUnavailableError): Promise<void> {
    await deleteAssistantPrompt(db, promptId);
    log(`[warn] assistant model: ${err.detail}`);
  }

  const unavailable = (err: AssistantUnavailableError) => ({ error: err.message, code: 'assistant_unavailable', status: err.status });

  app.get('/api/chartgpt/status', async (c) => {
    const user = await auth.requireUser(c);
    await gate.requireFeature(user, 'chartgpt');
    const res: AssistantStatus = { source: provider.source, quota: await quotaOf(user, await monthlyLimit(user), clock.now()) };
    return c.json(res);
  });

  app.post('/api/chartgpt', async (c) => {
    const q = await admit(c);
    let reply: AssistantReply;
    try {
      reply = await provider.answer(q.prompt, memberFigures(db, q.user.id, market, closes, q.now, fx), { signal: c.req.raw.signal });
    } catch (err) {
      if (!(err instanceof AssistantUnavailableError)) throw err;
      await refund(q.promptId, err);
      return c.json(unavailable(err), err.status);
    }
    const res: ChartGptResponse = { answer: reply.answer, source: provider.source, citations: reply.citations, quota: q.quota };
    return c.json(res);
  });

  app.post('/api/chartgpt/stream', async (c) => {
    // Refusals (sign-in, plan, prompt, allowance) are ordinary JSON errors, before the stream starts.
    const q = await admit(c);
    c.header('Cache-Control', 'no-store');
    // Proxies such as nginx would otherwise hold the events back until the answer is complete.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const ended = new AbortController();
      stream.onAbort(() => ended.abort());
      try {
        const reply = await provider.answer(q.prompt, memberFigures(db, q.user.id, market, closes, q.now, fx), {
          signal: ended.signal,
          onText: (text) => { void stream.writeSSE({ event: 'text', data: JSON.stringify({ text }) }); },
        });
        const res: ChartGptResponse = { answer: reply.answer, source: provider.source, citations: reply.citations, quota: q.quota };
        await stream.writeSSE({ event: 'done', data: JSON.stringify(res) });
      } catch (err) {
        if (err instanceof AssistantUnavailableError) {
          await refund(q.promptId, err);
          await stream.writeSSE({ event: 'error', data: JSON.stringify(unavailable(err)) });
        } else if (!ended.signal.aborted) {
          log(`[error] POST /api/chartgpt/stream: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
          await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: 'Internal server error', status: 500 }) });
        }
      }
    });
  });
}
