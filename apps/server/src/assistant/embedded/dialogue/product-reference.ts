import type { CatalogProduct } from '#server/modules/catalog/service';
import type { Intent } from '../language/intent';
import { PATTERNS } from '../language/intent';
import { modelTokens } from '../search/product-resolver';
import { WISH_KEEP_WORDS } from '../language/lexicon/list-words';
import { aspectsAsked } from '../language/aspects';
import { rulesOutThisBrand } from '../language/exclusions';
import { pickReferenced, withoutReference, type Reference } from './references';
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

const COMPARE =
  /区别|差别|不同|对比|比较|比一比|比比|比一下|比下|(?:和|跟|与|同).{1,8}比(?:呢|怎么样|如何|起来)?[?？]?$|相比|哪个好|哪款好|哪个更|哪款更|选哪|怎么选|哪个值得|哪个划算|vs|pk|还是|哪(?:一)?(?:个|款|台|双|支|瓶)(?:比较|相对)?[\u4e00-\u9fa5]{1,3}[吗呢些点]?[?？]?$/i;
/** Keeping words (lexicon/list-words.ts: 收藏, 存一下, 记下来, 都要了) and 加 before what is pointed at. */
const WISH = new RegExp([String.raw`^\s*加\s*(?:第|它|这|那|上面)|都加上|都加(?:进去|了吧?)?\s*$`, ...WISH_KEEP_WORDS].join('|'));
/** The price lexicon's phrases (language/lexicon/price-asks.ts), and 价格 / 优惠 said of a shown product. */
const PRICE = new RegExp(
  [PATTERNS.priceStrong.source, PATTERNS.priceWeak.source, PATTERNS.priceAsk.source, '价格|便宜了|优惠'].join('|'),
);
/** Asking for other products (有没有比它便宜的): a refinement, not a question about this one. */
const ELSEWHERE = /有没有|换一批|换几款|其他|其它|别的|还有|不要|除了|只看|预算|以内|以下|之间/;
/** The price-record phrases (这款价格有没有波动 asks about this one): taken out before ELSEWHERE is tested. */
const PRICE_RECORD = new RegExp(PATTERNS.priceStrong.source, 'g');
const asksElsewhere = (question: string) => ELSEWHERE.test(question.replace(PRICE_RECORD, ' '));

/** 这俩, 它俩, 这两个: two, said of the whole of what was just talked about. */
const TWO = /俩|两个|两款|两台|两部|两者|二者/;

/**
 * 这俩哪个好 right after 第一个和第三个比比: the two compared (they stay in the list they came from,
 * which is still the latest), not the whole list (decision 076).
 */
function comparedPair(x: FollowUpInput, ref: Reference) {
  const compared = x.state.compared;
  if (ref.kind !== 'all' || !TWO.test(ref.words) || compared.length !== 2) return null;
  return justCompared(x);
}

/** The products the last answer compared, when it was a comparison of some of the latest list. */
function justCompared(x: FollowUpInput) {
  const compared = x.state.compared;
  if (compared.length < 2 || x.state.focus !== null || x.state.topic !== 'product') return null;
  const pair = compared.map((id) => x.lists.latest.find((p) => p.id === id));
  return x.lists.latest.length > compared.length && pair.every(Boolean) ? (pair as typeof x.lists.latest) : null;
}

/**
 * 便宜的那个 / 贵点的那款 right after 第一个和第三个哪个好: the cheaper (dearer) of those compared, not of
 * the whole list; 最便宜的 (a 最) still reads the list.
 */
function ofCompared(x: FollowUpInput, ref: Reference) {
  if (ref.kind !== 'superlative' || ref.words.includes('最')) return null;
  const compared = justCompared(x);
  return compared ? pickReferenced(compared, ref, null) : null;
}

/** 那个 or 这个 set off as a pause (就是那个, 那个 then a blank or a comma). */
const SPOKEN_PAUSE = /(?:就是|呃|嗯|额)\s*(?:那个|这个)|(?:那个|这个)\s*[\s，,]/;

function intentFor(question: string, base: Intent, refs: CatalogProduct[], ref: Reference): Intent {
  if (KEEP.has(base)) return base;
  if (COMPARE.test(question) && (refs.length >= 2 || ref.kind === 'all' || base === 'compare')) return 'compare';
  if (WISH.test(question)) return 'wish_add';
  // 第二辆续航多少: an aspect of one product asked (decision 082), not its price.
  if (refs.length === 1 && aspectsAsked(question, refs[0]!.specs).length) return 'product';
  if (PRICE.test(question)) return 'price';
  if (ref.kind === 'all') return 'compare';
  return 'product';
}

/**
 * 第二款怎么样, 前两款有什么区别, 把它加入心愿单, 最便宜的那款最近降价了吗: the products the
 * conversation showed, picked by position, property or pronoun, answered by the flow the words
 * ask for. With nothing shown before, the answer says what is missing instead of searching.
 */
export const productReference = registerFollowUp({
  name: 'product-reference',
  read(x: FollowUpInput): FollowUpReading | null {
    if (x.hasProduct || !REFERABLE.has(x.turn.intent) || !x.turn.reference) return null;
    // 这些按票价排一下 on a flight topic orders the flights shown (flight-follow-up.ts).
    if (x.state.topic === 'flight' && x.state.flight && x.turn.flightSort !== null) return null;
    const { ref, list } = x.turn.reference;
    const question = x.turn.text;
    const rest = withoutReference(question, ref);
    // 这个价位的手机 / 比它便宜的耳机: a new search that happens to say "this"; naming the
    // category of the list pointed into (笔记本里最贵的那台) is still a reference.
    const listNeed = list === 'earlier' ? x.state.earlier?.need : list === 'first' ? x.state.first?.need : x.state.need;
    const namesCategory = x.vocabulary.matchCategories(rest).categories.some((c) => !listNeed?.categoryIds.includes(c.id));
    if ((ref.kind === 'pronoun' || ref.kind === 'superlative') && (namesCategory || asksElsewhere(question))) return null;
    // 呃 就是 那个 二十四寸的: a spoken 那个 before a kind (a value, a budget) is a pause, not a pointer.
    if (ref.kind === 'pronoun' && SPOKEN_PAUSE.test(question) && (x.turn.values.length || x.turn.budget)) return null;
    if (ref.kind === 'all' && asksElsewhere(question)) return null;
    // 这个牌子不行: the brand talked about ruled out, a refinement (decision 082).
    if (rulesOutThisBrand(question)) return null;
    const products = list === 'earlier' ? x.lists.earlier : list === 'first' ? (x.lists.first ?? []) : x.lists.latest;
    // 下一个呢 with no product talked about in the list: not a step through it (decision 076).
    const focus = x.lists.focus;
    if (ref.kind === 'step' && !(focus && products.some((p) => p.id === focus.id))) return null;
    if (products.length === 0 && !x.lists.focus) {
      // 这个价格划算吗 with nothing shown: the flow asks which product (it may name one).
      if (ref.kind === 'pronoun' || (x.turn.intent === 'compare' && ref.kind !== 'positions')) return null;
      // 我也不懂这些 你给推荐几个奶瓶: a question that names its own category asks for it, not for a list.
      if (ref.kind === 'all' && x.turn.categories.length) return null;
      return { kind: 'product-reference', intent: 'missing_context', missing: ref.words };
    }
    // 海尔那款怎么样: a pronoun with a brand points at the shown products of that brand, in the
    // latest list or else the one before (刚才华为那款); none shown means a new look at the brand
    // (a refinement), not the product talked about last.
    // 华为那款Mate: the letters and numbers said beside the brand narrow it to the models that have them.
    // The brand's own words (sony那个) are no model words.
    const brandTerms = x.vocabulary.matchBrands(rest).terms.flatMap((t) => modelTokens(t));
    const modelWords = modelTokens(rest.match(/[a-z0-9][a-z0-9.-]*/gi)?.join(' ') ?? '').filter((w) => !brandTerms.includes(w));
    const ofBrandIn = (shown: typeof products) => {
      const mine = shown.filter((p) => x.turn.brands.includes(p.brand));
      const named = mine.filter((p) => modelWords.every((w) => modelTokens(p.specs?.['型号'] ?? p.title ?? '').includes(w)));
      return modelWords.length && named.length ? named : mine;
    };
    const ofBrand =
      ref.kind === 'pronoun' && x.turn.brands.length
        ? ([ofBrandIn(products), list === 'latest' ? ofBrandIn(x.lists.earlier) : []].find((found) => found.length) ?? [])
        : null;
    if (ofBrand && !ofBrand.length) return null;
    let picked = ofBrand ?? comparedPair(x, ref) ?? ofCompared(x, ref) ?? pickReferenced(products, ref, x.lists.focus);
    // 第三个和第一个哪个温和 after a list of two: the list before it, when it holds them (decision 074).
    if (picked === 'out_of_range' && list === 'latest' && pickReferenced(x.lists.earlier, ref, null) !== 'out_of_range')
      picked = pickReferenced(x.lists.earlier, ref, null);
    if (picked === 'out_of_range')
      return { kind: 'product-reference', intent: 'missing_context', missing: ref.words, refs: products };
    // 最后一个怎么样 → 跟第一个比比: the product talked about against the one pointed at.
    const refs =
      picked.length === 1 && focus && focus.id !== picked[0]!.id && COMPARE.test(question) ? [focus, picked[0]!] : picked;
    return { kind: 'product-reference', intent: intentFor(question, x.turn.intent, refs, ref), refs };
  },
});
