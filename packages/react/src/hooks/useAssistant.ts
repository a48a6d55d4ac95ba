import { useRef, useState } from 'react';
import {
  ASSISTANT_SUGGESTED_QUESTIONS, MAX_ASSISTANT_PROMPT, assistantErrorMessage, assistantMessages, assistantQuotaText, featureLockFromError,
  readAssistantConversation, writeAssistantConversation, type AssistantQuota, type AssistantTurn, type ChartGptResponse,
} from '@pt/api';
import { keys } from '../keys';
import { useApiClient, useApiContext } from '../useApiClient';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useMutation } from './useMutation';

/**
 * The chart assistant's panel (plans with `chartgpt`): the conversation of this session (kept in
 * session storage through the SDK's adapter, per member; the provider clears it at sign-out), the
 * prompt being typed, `ask()` (the prompt, or a suggested question), and the question in flight:
 * `pending` (shown at once) and `streaming`, its answer as the server writes it (product §15.3).
 * A failed question keeps its text in the prompt so the member can send it again (`retry()`), with
 * `errorMessage`: the plan's refusal as `featureLock` ({ message, upgradePath }) for the upgrade
 * prompt, the month's allowance used up or the model unavailable in the server's words, any other
 * failure the SDK's text. `quotaText` says how much of the month's allowance is used (product §15.4).
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
  const [streaming, setStreaming] = useState('');
  const [latestQuota, setLatestQuota] = useState<{ user: string | null; quota: AssistantQuota } | null>(null);
  const asked = useRef(0);
  const status = useApiQuery('useAssistant', userId ? keys.assistantStatus(userId) : null, (c) => c.chartgpt.status(), assistantMessages.failed);

  const question = useMutation(async (text: string): Promise<ChartGptResponse> => {
    setStreaming('');
    let answer: ChartGptResponse | null = null;
    for await (const event of await client.chartgpt.stream({ prompt: text })) {
      if (event.type === 'text') setStreaming((sofar) => sofar + event.text);
      else answer = event.answer;
    }
    // readAssistantStream ends with `done` or throws; this is for a server that sends neither.
    if (!answer) throw new Error(assistantMessages.failed);
    return answer;
  }, {
    onSuccess: (res, text) => {
      const turn: AssistantTurn = {
        id: `turn-${Date.now()}-${++asked.current}`, question: text, answer: res.answer, citations: res.citations ?? [],
        source: res.source, asked_at: new Date().toISOString(),
      };
      // The turns of the render that asked: nothing else changes them while a question is pending.
      const next = [...turns, turn];
      if (userId) writeAssistantConversation(sessionStorage, userId, next);
      setConversation({ user: userId, turns: next });
      setStreaming('');
      if (res.quota) setLatestQuota({ user: userId, quota: res.quota });
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
      // Emptied only if it still holds the question sent: what the member typed while the answer
      // was being written is theirs (product §15.3).
      setPrompt((current) => (current === trimmed ? '' : current));
      return answer;
    } catch {
      setStreaming('');
      return undefined;
    }
  };

  const featureLock = featureLockFromError(question.error);
  // The allowance after the latest answer, else as the status call read it.
  const quota = (latestQuota?.user === userId ? latestQuota.quota : null) ?? status.data?.quota ?? null;
  const source = turns.at(-1)?.source ?? status.data?.source ?? null;
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
    /** The pending question's answer so far, as it is written ('' until the first words arrive). */
    streaming: question.status === 'pending' ? streaming : '',
    featureLock,
    errorMessage: invalid ?? (featureLock ? featureLock.message : assistantErrorMessage(question.error)),
    suggestions: ASSISTANT_SUGGESTED_QUESTIONS,
    /** Where answers come from: the local summary or a model (from the last answer, else the server's status). */
    sourceNote: source === 'local' ? assistantMessages.localSource : source === 'model' ? assistantMessages.modelSource : null,
    /** The month's allowance; null until known. */
    quota,
    quotaText: quota ? assistantQuotaText(quota) : null,
  };
}
