import type { AnswerPart } from '@app/protocol/answer';
import { WELCOME_KEYS } from '@app/protocol/constants';
import { createRobotMessage } from '../model';
import type { ChatStore } from '../store';

/**
 * The greeting under the history (spec section 3: dynamic_sys_welcome / dynamic_sys_welcome_loaded):
 * a placeholder with the first key while guide_text loads, replaced by the loaded text under the
 * second key. An empty text leaves the screen's default greeting in its place. `starters` (a new
 * v1 session's init_question suggestions) are the welcome's own suggestions, shown at once.
 */
export async function showWelcome(
  store: ChatStore,
  fetchGuideText: () => Promise<{ text: string }>,
  starters: readonly string[] = [],
): Promise<void> {
  const parts: AnswerPart[] = starters.length ? [{ type: 'suggestions', steps: [...starters] }] : [];
  const { messages } = store.getState();
  if (WELCOME_KEYS.welcome in messages || WELCOME_KEYS.welcomeLoaded in messages) return;
  store.getState().append([createRobotMessage('', { id: WELCOME_KEYS.welcome, kind: 'welcome', status: 'fetching', parts })]);
  let text = '';
  try {
    text = (await fetchGuideText()).text.trim();
  } catch {
    // The default greeting stands in.
  }
  store
    .getState()
    .replace(
      WELCOME_KEYS.welcome,
      createRobotMessage('', { id: WELCOME_KEYS.welcomeLoaded, kind: 'welcome', status: 'finish', content: text, parts }),
    );
}

/**
 * The greeting in the language the user switched to: guide_text is asked again (the request names
 * the language) and the loaded welcome takes the new text. Kept as it was when that fails.
 */
export async function refreshWelcome(store: ChatStore, fetchGuideText: () => Promise<{ text: string }>): Promise<void> {
  if (!(WELCOME_KEYS.welcomeLoaded in store.getState().messages)) return;
  let text: string;
  try {
    text = (await fetchGuideText()).text.trim();
  } catch {
    return;
  }
  const shown = store.getState().messages[WELCOME_KEYS.welcomeLoaded];
  if (shown?.role !== 'robot' || !text) return;
  store.getState().replace(WELCOME_KEYS.welcomeLoaded, { ...shown, content: text });
}
