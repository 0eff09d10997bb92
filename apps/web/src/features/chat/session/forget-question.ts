import { hasServerId, pairedUserId } from '../model';
import type { ChatStore } from '../store';

/**
 * Takes a question deleted on the server (and its answer) off the conversation in memory, so
 * /chatNext no longer shows it when opened again in the same visit. The answer being streamed is
 * never taken away (the server refuses to delete it anyway). Paging back goes on from the oldest
 * question still shown.
 */
export function forgetQuestion(store: ChatStore, questionId: string): void {
  const { ids, messages, activeRobotId, history, focusQuestionId } = store.getState();
  const gone = new Set<string>();
  for (const id of ids) {
    const m = messages[id];
    if (m?.questionId !== questionId) continue;
    gone.add(id);
    // A question asked in this visit keeps its local id on the user's message: it goes by pairing.
    if (m.role === 'robot') gone.add(pairedUserId(id));
  }
  if (gone.size === 0 || (activeRobotId && gone.has(activeRobotId))) return;
  const left = ids.filter((id) => !gone.has(id));
  const oldest =
    history.oldestQuestionId === questionId
      ? (left.map((id) => messages[id]!.questionId).find((q) => hasServerId({ questionId: q })) ?? null)
      : history.oldestQuestionId;
  store.setState({
    ids: left,
    messages: Object.fromEntries(Object.entries(messages).filter(([id]) => !gone.has(id))),
    history: { ...history, oldestQuestionId: oldest },
    focusQuestionId: focusQuestionId === questionId ? null : focusQuestionId,
  });
}
