import type { Intent } from '../language/intent';
import { refineNeed } from './refine';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

const REFINABLE = new Set<Intent>(['shopping', 'price', 'gift']);

/**
 * 再便宜点, 贵一点也行, 预算提高到5000, 只看华为, 不要美的, 头戴式的, 要轻一点的, 京东的, 学生用:
 * the current need with only the named slots changed, searched again by the shopping flow.
 */
export const shoppingRefinement = registerFollowUp({
  name: 'shopping-refinement',
  async read(x: FollowUpInput): Promise<FollowUpReading | null> {
    const need = x.state.need;
    if (!need || x.hasProduct || !REFINABLE.has(x.intent)) return null;
    const shown = await x.catalog.getProducts(x.state.shown);
    const focus = x.state.focus ? await x.catalog.getProduct(x.state.focus) : null;
    const refinement = refineNeed(x.question, need, x.vocabulary, {
      shownPrices: shown.map((p) => p.price),
      focusPrice: /它|这款|这个|那款|那个/.test(x.question) ? (focus?.price ?? null) : null,
    });
    if (!refinement) return null;
    // A price question about a named product stays one (小米15多少钱 after phones).
    if (x.intent === 'price' && !refinement.changed.includes('预算')) return null;
    return { kind: 'shopping-refinement', intent: 'shopping', refinement };
  },
});
