import { useStore } from 'zustand';
import type { QuestionInput } from './question-input';
import type { ChatSession } from './session/chat-session';
import { createChatStore, type ChatActions, type ChatState } from './store';

/** The /chatNext conversation: one store for the page's lifetime in the app. */
export const chatStore = createChatStore();

export const useChatStore = <T>(selector: (s: ChatState & ChatActions) => T): T => useStore(chatStore, selector);

let session: Promise<ChatSession> | null = null;

/**
 * The session (stream reader, history, schemas) stays off the first screen: it loads on first use
 * or when the browser is idle after the chat has painted.
 */
export function loadChatSession(): Promise<ChatSession> {
  if (!session) {
    session = import('./session/instance').then((m) => m.chatSession);
    session.catch(() => (session = null));
  }
  return session;
}

const withSession =
  <A extends unknown[], R>(fn: (s: ChatSession, ...args: A) => Promise<R>) =>
  (...args: A): Promise<R> =>
    loadChatSession().then((s) => fn(s, ...args));

/** What components may ask of the conversation; each call loads the session if needed. */
export const chatActions = {
  ask: withSession((s, input: QuestionInput) => s.ask(input)),
  stop: withSession((s) => s.stop()),
  retry: withSession((s, robotId: string) => s.retry(robotId)),
  start: withSession((s) => s.start()),
  loadOlder: withSession((s) => s.loadOlder()),
  resumeVisible: withSession((s) => s.resumeVisible()),
  setAuthorized: withSession(async (s, authorized: boolean) => s.setAuthorized(authorized)),
};

/** Forgets the live conversation (another user logged in, or logged out). */
export function resetChat(): void {
  void session?.then((s) => s.reset());
  chatStore.getState().reset();
}
