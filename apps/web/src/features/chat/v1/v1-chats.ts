import { createV1Chat, type V1Chat } from './v1-chat';

let current: { key: string; chat: V1Chat } | null = null;

/**
 * The v1 session on screen, kept across route changes: /chat/new hands its live session to
 * /chat/{id} when the URL is replaced, so the answer keeps streaming. Opening another session
 * (or another user) drops the previous one's connection; the server keeps generating, and coming
 * back reloads the session and follows an answer still being output.
 */
export function v1ChatFor(userId: string, sessionId: string): V1Chat {
  const key = `${userId}\n${sessionId}`;
  if (current?.key !== key) {
    current?.chat.session.reset();
    current = { key, chat: createV1Chat(sessionId) };
  }
  return current.chat;
}

/**
 * A session init_question just made: nothing is stored in it yet, so there is no history to load;
 * it greets at once with its starter questions, above the first question.
 */
export function openNewV1Chat(userId: string, sessionId: string, starters: readonly string[]): V1Chat {
  const chat = v1ChatFor(userId, sessionId);
  if (chat.store.getState().history.status === 'idle') chat.store.getState().setHistory({ status: 'ready', hasMore: false });
  void chat.greet(starters);
  return chat;
}
