import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ASSISTANT_CONVERSATION_KEY, ASSISTANT_SUGGESTED_QUESTIONS, assistantMessages } from '@pt/api';
import { AUTH_TOKEN_KEY, USER_DATA_KEY } from '@pt/api/internal';
import { useAssistant } from './useAssistant';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const answer = (text: string, extra: object = {}) => ({ answer: text, source: 'local', citations: [{ label: 'Total value', value: '$1,234.00' }], ...extra });
/** The server's stream of an answer: its words as text events, then done (product §15.3). */
const streamed = (a: { answer: string }) => ({
  text: `${a.answer.split(/(?<= )/).map((w) => `event: text\ndata: ${JSON.stringify({ text: w })}\n\n`).join('')}event: done\ndata: ${JSON.stringify(a)}\n\n`,
});
const STREAM = 'POST /api/chartgpt/stream';

describe('useAssistant', () => {
  it('keeps the conversation for the session: a panel opened again shows it', async () => {
    const env = createTestEnv({ [STREAM]: (req) => streamed(answer(`About: ${(req.body as { prompt: string }).prompt}`)) });
    env.signInAs({ id: 'u1' });
    const first = renderWithApi(() => useAssistant(), env);
    expect(first.result.current.suggestions).toBe(ASSISTANT_SUGGESTED_QUESTIONS);
    act(() => first.result.current.setPrompt('  What is my largest holding?  '));
    await act(async () => { await first.result.current.ask(); });
    expect(env.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ prompt: 'What is my largest holding?' });
    expect(first.result.current.turns).toEqual([expect.objectContaining({
      question: 'What is my largest holding?', answer: 'About: What is my largest holding?', citations: [{ label: 'Total value', value: '$1,234.00' }], source: 'local',
    })]);
    expect(first.result.current.prompt).toBe('');
    expect(first.result.current.sourceNote).toBe(assistantMessages.localSource);
    await act(async () => { await first.result.current.ask(ASSISTANT_SUGGESTED_QUESTIONS[2]); });
    first.unmount();
    const again = renderWithApi(() => useAssistant(), env);
    expect(again.result.current.turns.map((t) => t.question)).toEqual(['What is my largest holding?', ASSISTANT_SUGGESTED_QUESTIONS[2]]);
  });

  it('keeps a failed question in the prompt with a clear message, and sends it again on retry', async () => {
    let fail = true;
    const env = createTestEnv({ [STREAM]: () => (fail ? { status: 500, body: { error: 'boom' } } : streamed(answer('ok'))) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    await act(async () => { await result.current.ask('How did I do today?'); });
    expect(result.current).toMatchObject({ status: 'error', prompt: 'How did I do today?', errorMessage: assistantMessages.failed, turns: [] });
    fail = false;
    await act(async () => { await result.current.retry(); });
    expect(result.current.turns.map((t) => t.question)).toEqual(['How did I do today?']);
    expect(result.current.errorMessage).toBeNull();
  });

  it('sends nothing empty, and turns the plan’s refusal into the upgrade prompt', async () => {
    const env = createTestEnv({
      [STREAM]: { status: 403, body: { error: 'ChartGPT integration is part of the Premium plan. Upgrade to use it.', code: 'feature_locked', feature: 'chartgpt', upgrade_plan: 'premium' } },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    await act(async () => { await result.current.ask('   '); });
    expect(result.current.errorMessage).toBe(assistantMessages.promptRequired);
    expect(env.api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await act(async () => { await result.current.ask('Hi'); });
    expect(result.current.featureLock).toEqual({
      feature: 'chartgpt', upgradePlan: 'premium', message: 'ChartGPT integration is part of the Premium plan. Upgrade to use it.', upgradePath: '/payment-demo?plan=premium#plan-premium',
    });
    expect(result.current.errorMessage).toBe(result.current.featureLock?.message);
  });

  it('is cleared at sign-out, and another member never sees it', async () => {
    const env = createTestEnv({ [STREAM]: streamed(answer('ok')) });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    await act(async () => { await result.current.ask('Q1'); });
    expect(env.session.getItem(ASSISTANT_CONVERSATION_KEY)).not.toBeNull();
    act(() => {
      env.local.removeItem(AUTH_TOKEN_KEY);
      env.local.removeItem(USER_DATA_KEY);
      env.events.emit('authStateChanged');
    });
    await waitFor(() => expect(env.session.getItem(ASSISTANT_CONVERSATION_KEY)).toBeNull());
    expect(result.current.turns).toEqual([]);
    act(() => { env.signInAs({ id: 'u2' }); });
    await waitFor(() => expect(result.current.turns).toEqual([]));
  });

  it('shows the answer as it is written, then the whole turn, the month’s allowance and where answers come from', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    const quota = { used: 3, limit: 100, resets_at: '2026-07-01T00:00:00.000Z' };
    const env = createTestEnv({
      'GET /api/chartgpt/status': { body: { source: 'model', quota: { ...quota, used: 2 } } },
      // A body that sends its first words, then waits, then the rest.
      [STREAM]: () => {
        const enc = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(c) {
            c.enqueue(enc.encode('event: text\ndata: {"text":"Your largest "}\n\n'));
            await gate;
            c.enqueue(enc.encode(`event: text\ndata: {"text":"holding is AAPL."}\n\nevent: done\ndata: ${JSON.stringify(answer('Your largest holding is AAPL.', { source: 'model', quota }))}\n\n`));
            c.close();
          },
        });
        return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    await waitFor(() => expect(result.current.quotaText).toBe('2 of 100 questions used this month · renews Jul 01, 2026'));
    expect(result.current.sourceNote).toBe(assistantMessages.modelSource);
    let asking: Promise<unknown> = Promise.resolve();
    act(() => { asking = result.current.ask('What is my largest holding?'); });
    await waitFor(() => expect(result.current.streaming).toBe('Your largest '));
    expect(result.current.pending).toBe('What is my largest holding?');
    expect(result.current.turns).toEqual([]);
    await act(async () => { release(); await asking; });
    expect(result.current).toMatchObject({ streaming: '', pending: null, quotaText: '3 of 100 questions used this month · renews Jul 01, 2026' });
    expect(result.current.turns.map((t) => [t.answer, t.source])).toEqual([['Your largest holding is AAPL.', 'model']]);
  });

  it('keeps what the member types while an answer is written, and empties only the question it sent', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => { release = r; });
    const env = createTestEnv({ [STREAM]: async () => { await gate; return streamed(answer('Your largest holding is AAPL.')); } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    let asking: Promise<unknown> = Promise.resolve();
    act(() => { asking = result.current.ask(ASSISTANT_SUGGESTED_QUESTIONS[0]); });
    await waitFor(() => expect(result.current.pending).toBe(ASSISTANT_SUGGESTED_QUESTIONS[0]));
    act(() => result.current.setPrompt('What is my total ret'));
    await act(async () => { release(); await asking; });
    expect(result.current.turns.map((t) => t.question)).toEqual([ASSISTANT_SUGGESTED_QUESTIONS[0]]);
    expect(result.current.prompt).toBe('What is my total ret');
  });

  it('says so in the server’s words when the month’s allowance is used up', async () => {
    const message = 'You have used the 100 questions your plan includes this month. They renew on Jul 01, 2026.';
    const env = createTestEnv({ [STREAM]: { status: 429, body: { error: message, code: 'assistant_quota', limit: 100, used: 100 } } });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    await act(async () => { await result.current.ask('One more?'); });
    expect(result.current).toMatchObject({ status: 'error', errorMessage: message, prompt: 'One more?' });
  });
});
