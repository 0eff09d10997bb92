/** How many suggestions show at once. */
export const SUGGESTIONS_SHOWN = 3;

export interface SuggestionCursor {
  /** The `guess.update_at` the index belongs to. */
  updateAt: number | null;
  index: number;
}

/** The suggestions shown from `index`, wrapping around the list. */
export function suggestionWindow(list: readonly string[], index: number, size = SUGGESTIONS_SHOWN): string[] {
  if (list.length <= size) return [...list];
  return Array.from({ length: size }, (_, i) => list[(index + i) % list.length]!);
}

/** 换一批: the next window (wrapping). */
export const nextSuggestionIndex = (length: number, index: number, size = SUGGESTIONS_SHOWN): number =>
  length === 0 ? 0 : (index + size) % length;

/** The index for the current list: it starts again when `guess.update_at` changes (spec section 9). */
export const indexFor = (cursor: SuggestionCursor, updateAt: number): number => (cursor.updateAt === updateAt ? cursor.index : 0);
