import { emptyNeed, showList } from '#server/ports/conversation-state';
import type { Budget } from '../language/budget';
import type { FlowContext } from '../events';
import { joinNames } from '../format';
import { reasonFor } from '../render/reasons';
import { PICKS, rankByValue, type Pick } from './shopping-search';

const inBudget = (price: number, b: Budget | null) =>
  (b?.min === undefined || price >= b.min) && (b?.max === undefined || price <= b.max);

/**
 * The best product of each category within the budget, one per category (a few of each when
 * there are fewer categories than picks), via search_products: the presents of a gift ask and
 * the checklist of a life event (decision 068). `notes` says why a category suits, per category.
 */
export async function bestOfEach(
  x: FlowContext,
  categoryIds: readonly string[],
  budget: Budget | null,
  notes: Readonly<Record<string, string>> = {},
  most = PICKS,
  /** What a listing must state to suit (a child's age: decision 073); all suit when absent. */
  suits: (specs: Readonly<Record<string, string>>) => boolean = () => true,
): Promise<Pick[]> {
  const chosen: Array<{ id: string; categoryId: string }> = [];
  // Fewer categories than picks (送他个放松肌肉的): the best few of each, so the list still compares.
  const each = Math.max(1, Math.ceil(most / Math.max(1, categoryIds.length)));
  for (const categoryId of categoryIds) {
    if (chosen.length >= most) break;
    const category = x.vocabulary.byId.get(categoryId)!;
    const call = await x.tools.call('search_products', {
      category: category.name,
      ...(budget?.min !== undefined ? { min_price: budget.min } : {}),
      ...(budget?.max !== undefined ? { max_price: budget.max } : {}),
      sort: 'sales',
      limit: 10,
    });
    const found = (call.ok ? call.result.products : []).filter(
      (p) => p.category === category.name && inBudget(p.price, budget) && suits(p.specs ?? {}),
    );
    const brands = new Set<string>();
    const best = rankByValue(found, budget?.max).filter((p) => {
      const brand = p.brand ?? p.id;
      return !brands.has(brand) && Boolean(brands.add(brand));
    });
    for (const p of best.slice(0, Math.min(each, most - chosen.length))) chosen.push({ id: p.id, categoryId });
  }
  const products = await x.catalog.getProducts(chosen.map((c) => c.id));
  const histories = await x.catalog.priceHistories(products.map((p) => p.id));
  return products.map((product) => {
    const history = histories.get(product.id);
    const note = notes[product.categoryId];
    return { product, history, reason: [note, reasonFor(product, history)].filter(Boolean).join('；') };
  });
}

/** 我从香水、口红里各挑了一款 / 我从筋膜枪里挑了 4 款. */
export const fromWhich = (picks: Pick[]): string => {
  const names = [...new Set(picks.map((p) => p.product.categoryName))];
  return names.length === picks.length
    ? `我从${joinNames(names)}里各挑了一款`
    : `我从${joinNames(names)}里挑了 ${picks.length} 款`;
};

/**
 * The picks become the conversation's list and need (decision 068): 第二个多少钱, 再便宜点 and 五百以内
 * after presents or a checklist refine a need over the picks' categories. `recipient` keeps whom
 * presents were for.
 */
export function keepPicks(x: FlowContext, picks: Pick[], budget: Budget | null, recipient?: string): void {
  showList(
    x.state,
    picks.map((p) => p.product.id),
    x.state.need,
  );
  x.state.focus = null;
  x.state.topic = 'shopping';
  x.state.need = {
    ...emptyNeed(),
    categoryIds: [...new Set(picks.map((p) => p.product.categoryId))].slice(0, 8),
    budget: budget ?? null,
    ...(recipient ? { recipient } : {}),
  };
}
