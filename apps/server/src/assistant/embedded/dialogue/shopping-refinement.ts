import type { CatalogProduct } from '#server/modules/catalog/service';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
import type { Intent } from '../language/intent';
import { refineNeed } from './refine';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

/** The need a list of one product's kind would have come from: its category, nothing else said. */
const needOfProduct = (p: CatalogProduct): Need => ({ ...emptyNeed(), categoryIds: [p.categoryId] });

const REFINABLE = new Set<Intent>(['shopping', 'price', 'gift']);

/**
 * 再便宜点, 贵一点也行, 预算提高到5000, 只看华为, 不要美的, 头戴式的, 要轻一点的, 京东的, 学生用:
 * the current need with only the named slots changed, searched again by the shopping flow.
 */
export const shoppingRefinement = registerFollowUp({
  name: 'shopping-refinement',
  read(x: FollowUpInput): FollowUpReading | null {
    // 有没有便宜点的平替 五百以内 after one product (Theragun mini值得买吗): the need is its kind (decision 086).
    const focus = x.state.topic === 'product' && !x.state.need ? x.lists.focus : null;
    const need = x.state.need ?? (focus ? needOfProduct(focus) : null);
    if (!need || x.hasProduct || !REFINABLE.has(x.turn.intent)) return null;
    const refinement = refineNeed(x.turn.text, need, x.vocabulary, {
      shownPrices: x.lists.latest.map((p) => p.price),
      shownBrands: x.lists.latest.map((p) => p.brand),
      // 换个牌子 / 不要这个牌子的 after one product: that product's brand (decision 082).
      focusBrand: x.state.topic === 'product' ? (x.lists.focus?.brand ?? null) : null,
      // 比它便宜的: the price of the product the last answer was about.
      focusPrice: focus || x.turn.reference?.ref.kind === 'pronoun' ? (x.lists.focus?.price ?? null) : null,
    });
    if (!refinement) return null;
    // A price question about a named product stays one (小米15多少钱 after phones).
    if (x.turn.intent === 'price' && !refinement.changed.includes('预算')) return null;
    return { kind: 'shopping-refinement', intent: 'shopping', refinement };
  },
});
