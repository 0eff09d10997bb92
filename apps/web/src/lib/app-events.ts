/**
 * App-wide events that a feature raises and the app layer answers, so features need not know
 * the router or each other (spec section 2: start-new-chat navigates to /chat/new).
 */
export interface StartNewChat {
  /** The first question of the new chat, when there is one. */
  question?: string;
}

type Listener = (event: StartNewChat) => void;
const listeners = new Set<Listener>();

export function onStartNewChat(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Raises start-new-chat; returns false when nothing in the app handles it. */
export function startNewChat(event: StartNewChat = {}): boolean {
  listeners.forEach((l) => l(event));
  return listeners.size > 0;
}

/**
 * A conversation changed on the server (a question was asked and its answer settled), so lists
 * of what was asked (the history sidebar) can refresh without the chat knowing them.
 */
const conversationListeners = new Set<() => void>();

export function onConversationChanged(listener: () => void): () => void {
  conversationListeners.add(listener);
  return () => conversationListeners.delete(listener);
}

export function conversationChanged(): void {
  conversationListeners.forEach((l) => l());
}
