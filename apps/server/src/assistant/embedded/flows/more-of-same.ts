import type { ConversationState } from '#server/ports/conversation-state';
import type { CatalogService } from '#server/modules/catalog/service';
import type { ShoppingConstraints } from '../language/constraints';
import { LAST_ONES_TEXT, LOOSENED_TEXT, NEXT_ONES_TEXT, NO_MORE_TEXT } from '../language/lexicon/more-words';
import { modelKey, PICKS, type ShoppingFindings } from '../search/shopping-search';

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

/**
 * None left that meet every condition: the same need with the values, kinds, buyers' variants and
 * words said let go (幼猫, 男款), never the category, budget, brands or what was ruled out. The
 * words let go, for the answer; none when nothing was let go or nothing more was found.
 */
export async function loosenedForMore(
  c: ShoppingConstraints,
  recommend: (c: ShoppingConstraints) => Promise<ShoppingFindings>,
  text = '',
): Promise<{ found: ShoppingFindings; loosened: string[] } | null> {
  // 还有别的316的吗: a value said again with the ask for more (its words, or the figure it starts
  // with: 316 of 316不锈钢) holds; the others are let go (decision 074).
  const lower = text.toLowerCase();
  const holds = (v: string) =>
    v
      .split('|')
      .some(
        (form) => lower.includes(form.toLowerCase()) || lower.includes(/^\d{2,}[a-z]*/i.exec(form)?.[0]?.toLowerCase() ?? '\0'),
      );
  const kept = (c.values ?? []).filter(holds);
  const loosened = [
    ...new Set([
      ...(c.values ?? []).filter((v) => !holds(v)).map((v) => v.split('|')[0]!),
      ...(c.variants ?? []).slice(0, 1),
      ...c.keywords,
    ]),
  ];
  if (!loosened.length) return null;
  const found = await recommend({ ...c, values: kept, variants: [], keywords: [] });
  return found.picks.length ? { found, loosened } : null;
}

/** How an ask for more was answered: the next batch, the last few, values let go, or the same again. */
export type MoreOutcome = 'next' | 'loosened' | 'none-left';

/** What the answer to an ask for more leads with. */
export function moreNote(what: string, seen: string[], picks: number, outcome: MoreOutcome, loosened: string[] = []): string {
  if (outcome === 'loosened') return LOOSENED_TEXT(what, seen.length, loosened.join('、'));
  if (outcome === 'none-left') return NO_MORE_TEXT(what);
  return picks < PICKS ? LAST_ONES_TEXT(what, picks) : NEXT_ONES_TEXT(what);
}

/** After the answer: the models seen grow while the shopper asks for more, and start again otherwise. */
export function rememberSeen(state: ConversationState, seen: string[] | null, shownKeys: string[]): void {
  if (seen) state.seenModels = [...new Set([...seen, ...shownKeys])].slice(-60);
  else delete state.seenModels;
}
