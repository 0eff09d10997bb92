import type { AssessName } from '@app/protocol/status';
import type { RobotMessage } from './model';
import type { ChatStore } from './store';

export type AssessChoice = Exclude<AssessName, 'cancel'>;

/** Pressing the pressed choice again cancels it (spec section 4: cancel 0, like 1, dislike 2). */
export const nextAssess = (current: AssessName, pressed: AssessChoice): AssessName => (current === pressed ? 'cancel' : pressed);

/**
 * Likes, dislikes or cancels an answer at once on screen, then tells the server; if the server
 * refuses, the previous state comes back (the API client shows why).
 */
export async function assessAnswer(
  store: ChatStore,
  robotId: string,
  pressed: AssessChoice,
  send: (questionId: string, assess: AssessName) => Promise<unknown>,
): Promise<void> {
  const message = store.getState().messages[robotId];
  if (message?.role !== 'robot') return;
  const before = message.assess;
  const after = nextAssess(before, pressed);
  const set = (assess: AssessName) => store.getState().update<RobotMessage>(robotId, (m) => ({ ...m, assess }));
  set(after);
  try {
    await send(message.questionId, after);
  } catch {
    // Roll back only if nothing else changed it meanwhile.
    if ((store.getState().messages[robotId] as RobotMessage | undefined)?.assess === after) set(before);
  }
}
