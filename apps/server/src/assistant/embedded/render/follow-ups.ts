import type { WireButton } from '@app/protocol';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { isSpecific } from './answer-markdown';
import type { ShoppingConstraints } from '../language/constraints';
import { shortName } from '../format';
import type { ShoppingFindings } from '../search/shopping-search';

/** Button sub-types used here (spec section 4, button types). */
const PROMPT = 0;
const ADD_TO_WISHLIST = 1;

/** Where the wish-list button leads: the wish page adds the product (and target price). */
export const wishUrl = (p: CatalogProduct, targetPrice?: number | null): string =>
  `/wish?product_id=${encodeURIComponent(p.id)}${targetPrice ? `&target_price=${targetPrice}` : ''}`;

export const promptButton = (text: string): WireButton => ({ button_text: text, button_url: '', icon: '', sub_type: PROMPT });

export const wishButton = (p: CatalogProduct, targetPrice?: number | null): WireButton => ({
  button_text: `把${shortName(p)}加入心愿单`,
  button_url: wishUrl(p, targetPrice),
  icon: 'wish',
  sub_type: ADD_TO_WISHLIST,
});

/** Example questions for a user who has not yet said what they want. */
export const STARTERS = ['2000元以内的降噪耳机推荐', '适合送父母的按摩仪', '学生党用什么笔记本电脑好？'];

/** Questions worth asking next; each is one the embedded engine can answer. */
export function shoppingNextSteps(c: ShoppingConstraints, f: ShoppingFindings): string[] {
  const category = c.categories[0]?.name ?? f.picks[0]?.product.categoryName ?? c.brands[0] ?? '商品';
  if (!f.understood || (f.picks.length === 0 && !isSpecific(c))) return STARTERS;
  if (f.picks.length === 0)
    return c.budget?.max
      ? [`${Math.round(c.budget.max * 1.5)}元以内的${category}`, `${category}销量最高的是哪款？`]
      : [`${category}推荐`];
  const steps = [c.budget?.max ? `有没有${Math.round(c.budget.max * 0.7)}元以内的${category}？` : `有没有更便宜的${category}？`];
  const [a, b] = f.picks;
  if (a && b) steps.push(`${shortName(a.product)}和${shortName(b.product)}哪个更值得买？`);
  steps.push(`${category}销量最高的是哪款？`);
  return steps;
}

/** Prompt buttons (sub_type 0) and a wish-list button (sub_type 1) for the top pick. */
export function shoppingButtons(f: ShoppingFindings, targetPrice?: number | null): WireButton[] {
  const top = f.picks[0];
  if (!top) return [];
  return [promptButton('换一批更便宜的'), wishButton(top.product, targetPrice)];
}
