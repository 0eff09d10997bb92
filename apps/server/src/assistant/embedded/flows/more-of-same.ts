import type { ConversationState } from '#server/ports/conversation-state';
import type { CatalogService } from '#server/modules/catalog/service';
import { LAST_ONES_TEXT, NEXT_ONES_TEXT, NO_MORE_TEXT } from '../language/lexicon/more-words';
import { modelKey, PICKS } from '../search/shopping-search';

/**
 * 换一批 / 还有别的吗 / 再来几个 (decision 065): the models shown for this need so far, so the next
 * batch shows none of them again. The state keeps them across consecutive asks for more, for as
 * long as the list shown is one of them (another flow's list starts again from that list).
 */
export async function seenModels(state: ConversationState, catalog: CatalogService): Promise<string[]> {
  const shown = [...new Set((await catalog.getProducts(state.shown)).map(modelKey))];
  const kept = state.seenModels ?? [];
  return shown.every((k) => kept.includes(k)) && kept.length ? kept : shown;
}

/** What the answer to an ask for more leads with: none left, the last few, or the next batch. */
export function moreNote(what: string, seen: string[], picks: number): string {
  if (picks === 0) return NO_MORE_TEXT(what, seen.length);
  return picks < PICKS ? LAST_ONES_TEXT(what, picks) : NEXT_ONES_TEXT(what);
}

/** After the answer: the models seen grow while the shopper asks for more, and start again otherwise. */
export function rememberSeen(state: ConversationState, seen: string[] | null, shownKeys: string[]): void {
  if (seen) state.seenModels = [...new Set([...seen, ...shownKeys])].slice(-60);
  else delete state.seenModels;
}
