import type { StorageAdapter } from '../ApiClient';
import { ASSISTANT_CONVERSATION_KEY } from './clearAssistantConversation';
import type { AssistantCitation, AssistantTurn } from './types';
/** Turns kept; older ones drop off, so the stored text stays small. */
export const MAX_ASSISTANT_TURNS = 50;

const isCitation = (c: unknown): c is AssistantCitation => {
  const o = c as Record<string, unknown> | null;
  return !!o && typeof o.label === 'string' && typeof o.value === 'string' && (o.symbol === undefined || typeof o.symbol === 'string');
};

const isTurn = (t: unknown): t is AssistantTurn => {
  const o = t as Record<string, unknown> | null;
  return !!o && typeof o.id === 'string' && typeof o.question === 'string' && typeof o.answer === 'string'
    && (o.source === 'local' || o.source === 'model') && typeof o.asked_at === 'string'
    && Array.isArray(o.citations) && o.citations.every(isCitation);
};

/** The stored conversation of `userKey`; [] when there is none, it belongs to someone else, or it does not parse. */
export function readAssistantConversation(storage: StorageAdapter, userKey: string): AssistantTurn[] {
  try {
    const stored = JSON.parse(storage.getItem(ASSISTANT_CONVERSATION_KEY) ?? 'null') as { user?: unknown; turns?: unknown } | null;
    if (!stored || stored.user !== userKey || !Array.isArray(stored.turns)) return [];
    return stored.turns.filter(isTurn).slice(-MAX_ASSISTANT_TURNS);
  } catch {
    return [];
  }
}

/** Stores the conversation of `userKey` (its last MAX_ASSISTANT_TURNS turns). */
export function writeAssistantConversation(storage: StorageAdapter, userKey: string, turns: readonly AssistantTurn[]): void {
  storage.setItem(ASSISTANT_CONVERSATION_KEY, JSON.stringify({ user: userKey, turns: turns.slice(-MAX_ASSISTANT_TURNS) }));
}
