import type { Intent } from '../language/intent';
import { refineNeed, type Refinement } from './refine';
import { withoutRecallWords } from '../language/turn-words';
import { BACK_TO_NAMED, BACK_TO_TOPIC } from '../language/lexicon/recall-words';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

const RECALLABLE = new Set<Intent>(['shopping', 'compare', 'price']);

/**
 * 再看看之前那几个X, 回到刚才的X: the need of the list the shopper goes back to (the one before
 * the latest when it names that list's category or none), searched again so the same models
 * come back; the list it leaves becomes the earlier one.
 */
export const listRecall = registerFollowUp({
  name: 'list-recall',
  read(x: FollowUpInput): FollowUpReading | null {
    if (!x.turn.recall || x.hasProduct || !RECALLABLE.has(x.turn.intent) || x.turn.reference) return null;
    const named = x.turn.categories.map((c) => c.id);
    const fits = (ids: string[] | undefined) => !named.length || named.some((id) => ids?.includes(id));
    // After an answer of one product the list still shown is the one to go back to.
    const earlier = x.state.shownNeed ?? x.state.earlier?.need;
    const need =
      earlier && fits(earlier.categoryIds) ? earlier : x.state.need && fits(x.state.need.categoryIds) ? x.state.need : null;
    if (!need) return null;
    const back: Refinement = {
      need,
      sort: 'relevance',
      changed: ['回到之前的列表'],
      excludeShown: false,
      note: '',
      relaxed: null,
      relaxes: false,
    };
    // 回到净水器 还是两千以内 小米有吗, 回来说瑜伽垫 六毫米厚的 (decision 082): going back and
    // changing a slot in one turn; the list's category said again keeps its need.
    const rest = [...BACK_TO_TOPIC, ...BACK_TO_NAMED].reduce((t, w) => t.split(w).join(' '), withoutRecallWords(x.turn.text));
    const also = refineNeed(rest.replace(/^\s*(?:好的?|行|嗯|ok)(?![a-z])/i, ' '), need, x.vocabulary, { shownPrices: [] });
    const refinement: Refinement =
      also && also.need.categoryIds.join() === need.categoryIds.join()
        ? { ...also, changed: ['回到之前的列表', ...also.changed] }
        : back;
    // 刚才那一堆再给我看看 after a checklist or presents (one of each category): those picks again (decision 074).
    const list = x.state.shownNeed ? x.lists.latest : x.lists.earlier;
    const oneOfEach = list.length >= 2 && new Set(list.map((p) => p.categoryId)).size === list.length;
    if (need === earlier && oneOfEach && !named.length)
      return { kind: 'list-recall', intent: 'shopping', refinement, refs: list };
    return { kind: 'list-recall', intent: 'shopping', refinement };
  },
});
