import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../adapters/createMemoryStorage';
import { MAX_ASSISTANT_TURNS, readAssistantConversation, writeAssistantConversation } from './assistantConversation';
import { ASSISTANT_CONVERSATION_KEY, clearAssistantConversation } from './clearAssistantConversation';
import type { AssistantTurn } from './types';

const turn = (i: number): AssistantTurn => ({
  id: `t${i}`, question: `Q${i}`, answer: `A${i}`, citations: [{ label: 'Total value', value: '$1.00' }], source: 'local', asked_at: '2026-06-01T12:00:00.000Z',
});

describe('the assistant conversation in session storage', () => {
  it('is read back for the same member only', () => {
    const storage = createMemoryStorage();
    writeAssistantConversation(storage, 'u1', [turn(1), turn(2)]);
    expect(readAssistantConversation(storage, 'u1')).toEqual([turn(1), turn(2)]);
    expect(readAssistantConversation(storage, 'u2')).toEqual([]);
  });

  it('keeps the last turns only, skips damaged ones and survives text that is not JSON', () => {
    const storage = createMemoryStorage();
    writeAssistantConversation(storage, 'u1', Array.from({ length: MAX_ASSISTANT_TURNS + 5 }, (_, i) => turn(i)));
    const kept = readAssistantConversation(storage, 'u1');
    expect(kept).toHaveLength(MAX_ASSISTANT_TURNS);
    expect(kept[0]?.id).toBe('t5');
    storage.setItem(ASSISTANT_CONVERSATION_KEY, JSON.stringify({ user: 'u1', turns: [turn(1), { id: 'x' }, { ...turn(2), source: 'elsewhere' }] }));
    expect(readAssistantConversation(storage, 'u1')).toEqual([turn(1)]);
    storage.setItem(ASSISTANT_CONVERSATION_KEY, '{not json');
    expect(readAssistantConversation(storage, 'u1')).toEqual([]);
  });

  it('is gone once cleared', () => {
    const storage = createMemoryStorage();
    writeAssistantConversation(storage, 'u1', [turn(1)]);
    clearAssistantConversation(storage);
    expect(storage.getItem(ASSISTANT_CONVERSATION_KEY)).toBeNull();
  });
});
