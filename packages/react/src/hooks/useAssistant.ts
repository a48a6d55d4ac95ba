import { useRef, useState } from 'react';
import {
  ASSISTANT_SUGGESTED_QUESTIONS, MAX_ASSISTANT_PROMPT, assistantMessages, featureLockFromError, readAssistantConversation,
  writeAssistantConversation, type AssistantTurn, type ChartGptResponse,
} from '@pt/api';
import { useApiClient, useApiContext } from '../useApiClient';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/**
 * The chart assistant's panel (plans with `chartgpt`): the conversation of this session (kept in
 * session storage through the SDK's adapter, per member; the provider clears it at sign-out), the
 * prompt being typed, `ask()` (the prompt, or a suggested question), and the state of the question
 * in flight (`pending`, shown at once). A failed question keeps its text in the prompt so the
 * member can send it again (`retry()`), with `errorMessage`: the plan's refusal as `featureLock`
 * ({ message, upgradePath }) for the upgrade prompt, any other failure the SDK's text.
 */
export function useAssistant() {
  const client = useApiClient('useAssistant');
  const { sessionStorage } = useApiContext('useAssistant');
  const userId = useUserId();
  const read = (user: string | null): AssistantTurn[] => (user ? readAssistantConversation(sessionStorage, user) : []);
  const [conversation, setConversation] = useState(() => ({ user: userId, turns: read(userId) }));
  // Another member (or none) in this tab: their own conversation, never the previous one's.
  if (conversation.user !== userId) setConversation({ user: userId, turns: read(userId) });
  const turns = conversation.user === userId ? conversation.turns : [];
  const [prompt, setPrompt] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const asked = useRef(0);

  const question = useMutation((text: string): Promise<ChartGptResponse> => client.chartgpt.ask({ prompt: text }), {
    onSuccess: (res, text) => {
      const turn: AssistantTurn = {
        id: `turn-${Date.now()}-${++asked.current}`, question: text, answer: res.answer, citations: res.citations ?? [],
        source: res.source, asked_at: new Date().toISOString(),
      };
      // The turns of the render that asked: nothing else changes them while a question is pending.
      const next = [...turns, turn];
      if (userId) writeAssistantConversation(sessionStorage, userId, next);
      setConversation({ user: userId, turns: next });
    },
  });

  /** Sends `text` (default: the prompt); resolves the new turn's answer, or undefined when not sent or refused. */
  const ask = async (text: string = prompt): Promise<ChartGptResponse | undefined> => {
    const trimmed = text.trim();
    setInvalid(!trimmed ? assistantMessages.promptRequired : trimmed.length > MAX_ASSISTANT_PROMPT ? assistantMessages.promptTooLong : null);
    if (!trimmed || trimmed.length > MAX_ASSISTANT_PROMPT) return undefined;
    setPrompt(trimmed);
    try {
      const answer = await question.mutateAsync(trimmed);
      setPrompt('');
      return answer;
    } catch {
      return undefined;
    }
  };

  const featureLock = featureLockFromError(question.error);
  return {
    turns,
    prompt,
    setPrompt: (text: string) => { setPrompt(text); setInvalid(null); },
    ask,
    /** Sends the failed question again. */
    retry: () => ask(question.status === 'error' ? question.variables : prompt),
    status: question.status,
    /** The question waiting for its answer, to show at once. */
    pending: question.status === 'pending' ? question.variables : null,
    featureLock,
    errorMessage: invalid ?? (featureLock ? featureLock.message : question.error ? assistantMessages.failed : null),
    suggestions: ASSISTANT_SUGGESTED_QUESTIONS,
    /** What to say about where answers come from when the last one was local. */
    sourceNote: turns.at(-1)?.source === 'local' ? assistantMessages.localSource : null,
  };
}
