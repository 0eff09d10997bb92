import type { ChatMessage } from './model';
import type { ChatState } from './store';

function latestId(s: ChatState, matches: (m: ChatMessage) => boolean): string | null {
  for (let i = s.ids.length - 1; i >= 0; i--) {
    const m = s.messages[s.ids[i]!];
    if (m && matches(m)) return m.id;
  }
  return null;
}

/**
 * The latest question: the one edit applies to. Apart from the store's selectors, so it loads
 * with the message views, not the first screen.
 */
export const latestSelectors = {
  questionId: (s: ChatState): string | null => latestId(s, (m) => m.role === 'user'),
};
