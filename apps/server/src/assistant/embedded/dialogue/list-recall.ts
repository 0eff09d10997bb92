import type { Intent } from '../language/intent';
import type { Refinement } from './refine';
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
    const refinement: Refinement = {
      need,
      sort: 'relevance',
      changed: ['回到之前的列表'],
      excludeShown: false,
      note: '',
      relaxed: null,
      relaxes: false,
    };
    // 刚才那一堆再给我看看 after a checklist or presents (one of each category): those picks again (decision 074).
    const list = x.state.shownNeed ? x.lists.latest : x.lists.earlier;
    const oneOfEach = list.length >= 2 && new Set(list.map((p) => p.categoryId)).size === list.length;
    if (need === earlier && oneOfEach && !named.length)
      return { kind: 'list-recall', intent: 'shopping', refinement, refs: list };
    return { kind: 'list-recall', intent: 'shopping', refinement };
  },
});
