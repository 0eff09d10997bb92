import { useState } from 'react';
import { indexFor, nextSuggestionIndex, suggestionWindow, type SuggestionCursor } from '../suggestions';

const CURSOR_KEY = 'chat_guess_cursor';

function readCursor(): SuggestionCursor {
  try {
    const raw = JSON.parse(localStorage.getItem(CURSOR_KEY) ?? 'null') as Partial<SuggestionCursor> | null;
    if (raw && typeof raw.index === 'number') return { updateAt: raw.updateAt ?? null, index: raw.index };
  } catch {
    // a damaged value starts over
  }
  return { updateAt: null, index: 0 };
}

/**
 * The suggestions of `global_config.guess` a few at a time; 换一批 shows the next few. Where the
 * user is in the list is remembered until the list changes (its update_at).
 */
export function useSuggestions(guess: { list: string[]; update_at: number } | undefined) {
  const [cursor, setCursor] = useState(readCursor);
  const list = guess?.list ?? [];
  const updateAt = guess?.update_at ?? 0;
  const index = indexFor(cursor, updateAt);

  const refresh = () => {
    const next = { updateAt, index: nextSuggestionIndex(list.length, index) };
    setCursor(next);
    try {
      localStorage.setItem(CURSOR_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the position is kept for this page only
    }
  };

  return { visible: suggestionWindow(list, index), canRefresh: list.length > suggestionWindow(list, index).length, refresh };
}
