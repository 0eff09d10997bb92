import { useStore } from 'zustand';
import { createChatSession } from './chat-session';
import { createChatStore, type ChatActions, type ChatState } from './store';

/** The /chatNext conversation: one store and one session for the page's lifetime in the app. */
export const chatStore = createChatStore();
export const chatSession = createChatSession(chatStore);

export const useChatStore = <T>(selector: (s: ChatState & ChatActions) => T): T => useStore(chatStore, selector);

/** Forgets the live conversation (another user logged in, or logged out). */
export function resetChat(): void {
  chatSession.dispose();
  chatStore.getState().reset();
}
