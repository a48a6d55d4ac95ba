import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { ASSISTANT_CONVERSATION_KEY, ASSISTANT_SUGGESTED_QUESTIONS, assistantMessages } from '@pt/api';
import { AUTH_TOKEN_KEY, USER_DATA_KEY } from '@pt/api/internal';
import { useAssistant } from './useAssistant';
import { createTestEnv, renderWithApi } from '../../test/testClient';

const answer = (text: string) => ({ answer: text, source: 'local', citations: [{ label: 'Total value', value: '$1,234.00' }] });

describe('useAssistant', () => {
  it('keeps the conversation for the session: a panel opened again shows it', async () => {
    const env = createTestEnv({ 'POST /api/chartgpt/': (req) => ({ body: answer(`About: ${(req.body as { prompt: string }).prompt}`) }) });
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
    const env = createTestEnv({ 'POST /api/chartgpt/': () => (fail ? { status: 500, body: { error: 'boom' } } : { body: answer('ok') }) });
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
      'POST /api/chartgpt/': { status: 403, body: { error: 'ChartGPT integration is part of the Premium plan. Upgrade to use it.', code: 'feature_locked', feature: 'chartgpt', upgrade_plan: 'premium' } },
    });
    env.signInAs({ id: 'u1' });
    const { result } = renderWithApi(() => useAssistant(), env);
    await act(async () => { await result.current.ask('   '); });
    expect(result.current.errorMessage).toBe(assistantMessages.promptRequired);
    expect(env.api.calls).toHaveLength(0);
    await act(async () => { await result.current.ask('Hi'); });
    expect(result.current.featureLock).toEqual({
      feature: 'chartgpt', upgradePlan: 'premium', message: 'ChartGPT integration is part of the Premium plan. Upgrade to use it.', upgradePath: '/payment-demo?plan=premium#plan-premium',
    });
    expect(result.current.errorMessage).toBe(result.current.featureLock?.message);
  });

  it('is cleared at sign-out, and another member never sees it', async () => {
    const env = createTestEnv({ 'POST /api/chartgpt/': { body: answer('ok') } });
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
});
