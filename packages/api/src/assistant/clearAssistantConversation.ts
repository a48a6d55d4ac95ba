import type { StorageAdapter } from '../ApiClient';

/** Session-storage key of the assistant's conversation: kept while the tab lives, cleared at sign-out. */
export const ASSISTANT_CONVERSATION_KEY = 'pt_assistant_conversation';

/**
 * Forgets the stored conversation. A module of its own: the provider runs it on every page at
 * sign-out, while reading and writing a conversation belong to the assistant's page.
 */
export function clearAssistantConversation(storage: StorageAdapter): void {
  storage.removeItem(ASSISTANT_CONVERSATION_KEY);
}
