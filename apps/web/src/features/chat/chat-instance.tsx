import type { ReactNode } from 'react';
import { yieldToMain } from '@/lib/after-startup';
import { ChatProvider, type ChatContextValue, type ConversationActions } from './chat-context';
import type { ChatSession } from './session/chat-session';
import { createChatStore } from './store';

/** The /chatNext conversation: one store for the page's lifetime in the app. */
export const chatStore = createChatStore();

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

/** What components may ask of the /chatNext conversation; each call loads what it needs first. */
export const chatActions: ConversationActions = {
  ask: withSession((s, input) => s.ask(input)),
  stop: withSession((s) => s.stop()),
  retry: withSession((s, robotId) => s.retry(robotId)),
  regenerate: withSession((s, robotId) => s.regenerate(robotId)),
  editQuestion: withSession((s, userId, text) => s.editQuestion(userId, text)),
  // The session's modules have often just been evaluated: start (welcome, history) in a task of its own.
  start: withSession(async (s) => {
    await yieldToMain();
    return s.start();
  }),
  loadOlder: withSession((s) => s.loadOlder()),
  reveal: withSession((s, questionId) => s.reveal(questionId)),
  resumeVisible: withSession((s) => s.resumeVisible()),
  // Nothing can have been cut off before the session loaded: going online does not load it.
  resumeOnline: () => session?.then((s) => s.resumeOnline()) ?? Promise.resolve(),
  setAuthorized: withSession(async (s, authorized) => s.setAuthorized(authorized)),
  sendAssess: (questionId, assess) => import('./api/assess').then((m) => m.assessQuestion(questionId, assess)),
  sendFeedback: (input) => import('./api/feedback').then((m) => m.sendFeedback(input)),
};

/** The /chatNext conversation as its ChatProvider hands it to the components. */
export const chatNextChat: ChatContextValue = { store: chatStore, actions: chatActions, version: 'v2' };

/** The chat components under it read and drive the one /chatNext conversation. */
export function ChatNextProvider({ children }: { children: ReactNode }) {
  return <ChatProvider value={chatNextChat}>{children}</ChatProvider>;
}

/** Forgets the live conversation (another user logged in, or logged out). */
export function resetChat(): void {
  void session?.then((s) => s.reset());
  chatStore.getState().reset();
}
