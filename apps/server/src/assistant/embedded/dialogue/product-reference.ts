import type { CatalogProduct } from '#server/modules/catalog/service';
import type { Intent } from '../language/intent';
import { PATTERNS } from '../language/intent';
import { findReference, withoutReference, type Reference } from './references';
import { registerFollowUp, type FollowUpInput, type FollowUpReading } from './registry';

/** Intents a question pointing at a shown product can have on its own. */
const REFERABLE = new Set<Intent>([
  'shopping',
  'price',
  'product',
  'compare',
  'wish_add',
  'wish_target',
  'cloud_phone',
  'unsupported',
]);
/** Kept as they are: the reference only says which product. */
const KEEP = new Set<Intent>(['wish_add', 'wish_target', 'cloud_phone']);

const COMPARE = /区别|差别|不同|对比|比较|比一比|哪个好|哪款好|哪个更|哪款更|选哪|怎么选|哪个值得|哪个划算|vs|pk|还是/i;
const WISH = /心愿单|愿望单|收藏|关注|^\s*加\s*(?:第|它|这|那|上面)|加进去|加上它|降价提醒|提醒我/;
const PRICE = /降价|涨价|价格|多少钱|什么价|便宜了|走势|历史价|最低价|值得买|值不值|划算|什么时候买|贵不贵|能入手|入手吗|优惠/;
/** Asking for other products (有没有比它便宜的): a refinement, not a question about this one. */
const ELSEWHERE = /有没有|换一批|换几款|其他|其它|别的|还有|不要|除了|只看|预算|以内|以下|之间/;

function intentFor(question: string, base: Intent, refs: number, ref: Reference): Intent {
  if (KEEP.has(base)) return base;
  if (COMPARE.test(question) && (refs >= 2 || ref.kind === 'all' || base === 'compare')) return 'compare';
  if (WISH.test(question)) return 'wish_add';
  if (PRICE.test(question) || PATTERNS.priceStrong.test(question)) return 'price';
  if (ref.kind === 'all') return 'compare';
  return 'product';
}

function pick(products: CatalogProduct[], ref: Reference, focus: CatalogProduct | null): CatalogProduct[] | 'out_of_range' {
  switch (ref.kind) {
    case 'positions': {
      const found = ref.indexes.map((i) => products.at(i));
      return found.every(Boolean) ? (found as CatalogProduct[]) : 'out_of_range';
    }
    case 'superlative': {
      if (!products.length) return [];
      const by = {
        price_low: (a: CatalogProduct, b: CatalogProduct) => a.price - b.price,
        price_high: (a: CatalogProduct, b: CatalogProduct) => b.price - a.price,
        rating: (a: CatalogProduct, b: CatalogProduct) => b.rating - a.rating || b.sales - a.sales,
        sales: (a: CatalogProduct, b: CatalogProduct) => b.sales - a.sales,
      }[ref.by];
      return [[...products].sort(by)[0]!];
    }
    case 'all':
      return products;
    case 'pronoun':
      if (focus) return [focus];
      return products.length === 1 ? products : [];
  }
}

/**
 * 第二款怎么样, 前两款有什么区别, 把它加入心愿单, 最便宜的那款最近降价了吗: the products the
 * conversation showed, picked by position, property or pronoun, answered by the flow the words
 * ask for. With nothing shown before, the answer says what is missing instead of searching.
 */
export const productReference = registerFollowUp({
  name: 'product-reference',
  async read(x: FollowUpInput): Promise<FollowUpReading | null> {
    if (x.hasProduct || !REFERABLE.has(x.intent)) return null;
    const ref = findReference(x.question);
    if (!ref) return null;
    const rest = withoutReference(x.question, ref);
    // 这个价位的手机 / 比它便宜的耳机: a new search that happens to say "this".
    const namesCategory = x.vocabulary.matchCategories(rest).categories.length > 0;
    if ((ref.kind === 'pronoun' || ref.kind === 'superlative') && (namesCategory || ELSEWHERE.test(x.question))) return null;
    if (ref.kind === 'all' && ELSEWHERE.test(x.question)) return null;
    const ids = x.state.shown.length ? x.state.shown : x.state.compared;
    if (ids.length === 0 && !x.state.focus) {
      // 这个价格划算吗 with nothing shown: the flow asks which product (it may name one).
      if (ref.kind === 'pronoun' || (x.intent === 'compare' && ref.kind !== 'positions')) return null;
      return { kind: 'product-reference', intent: 'missing_context', missing: ref.words };
    }
    const products = await x.catalog.getProducts(ids);
    const focus = x.state.focus ? await x.catalog.getProduct(x.state.focus) : null;
    const refs = pick(products, ref, focus);
    if (refs === 'out_of_range')
      return { kind: 'product-reference', intent: 'missing_context', missing: ref.words, refs: products };
    return { kind: 'product-reference', intent: intentFor(x.question, x.intent, refs.length, ref), refs };
  },
});
