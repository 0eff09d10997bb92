/**
 * A /chatNext question was deleted on the server (from /history), so the chat held in memory
 * forgets it without the history feature knowing the chat. Kept apart from app-events, whose
 * module is on /chatNext's first screen: both ends of this one load on demand.
 */
type Listener = (questionId: string) => void;
const listeners = new Set<Listener>();

export function onQuestionDeleted(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function questionDeleted(questionId: string): void {
  listeners.forEach((l) => l(questionId));
}
