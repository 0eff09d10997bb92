import { priceRangeLabel } from '@app/protocol/price-range';
import { GENUINE_WISHES } from '../language/lexicon/function-words';
import type { ProductSort } from '#server/modules/catalog/repository';
import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import type { Need } from '#server/ports/conversation-state';
import { attributeWords, findAttributes, withAttributes } from '../language/attributes';
import { dropsBudget, type Budget } from '../language/budget';
import { parseBudgetBesideNames } from '../language/budget-beside-names';
import { budgetStep } from '../language/budget-steps';
import { bareAmountCap } from '../language/bare-amount';
import { ALSO_WORDS, LEAVE_WORDS } from '../language/lexicon/brand-switch-words';
import { groupBrands, isGroupWord, keywordsOf, parseOne } from '../language/constraints';
import { dropsBrands, findExclusions, rulesOutThisBrand, switchOfBrand, withoutThisBrandOut } from '../language/exclusions';
import { narrowsToBrand } from '../language/brand-narrowing';
import { isValueWord, statedValues } from '../language/stated-values';
import { kindValues, kindValuesOf } from '../language/kind-words';
import { findNegatedValues } from '../language/negated-values';
import { findRuledOutModels } from '../language/ruled-out-models';
import { isSpecKeyOf, isValueOf, specKeyOf, valueCategories, valueSpans, wantedValues } from '../language/spec-terms';
import { statedByNeed } from '../language/usage';
import { variantsFor, withoutBuyers } from '../language/audience';
import { CLIPPED_ENDINGS } from '../language/lexicon/respell-words';
import { MORE_WORDS } from '../language/lexicon/more-words';

/**
 * A follow-up that changes the current need (再便宜点, 预算提高到5000, 只看华为, 不要美的,
 * 头戴式的, 京东的): only the slots it names change. null when the question is not a refinement
 * (it names another category, or nothing it says changes the need).
 */
export interface Refinement {
  need: Need;
  sort: ProductSort;
  /** Which slots changed, in words, for the plan (预算、品牌). */
  changed: string[];
  /** 换一批: leave out what was shown. */
  excludeShown: boolean;
  /** A sentence when the user reversed an earlier choice (不要苹果 then 只看苹果). */
  note: string;
  /** 再便宜点 that finds nothing: the budget to show the cheapest within instead. */
  relaxed: Budget | null;
  /** 预算不限 / 牌子随便: the turn drops a slot rather than narrowing one (a relaxation). */
  relaxes: boolean;
  /** 预算不限 after a cap: the old cap, so the answer shows what lifting it opened. */
  lifted?: number;
}

export interface RefineContext {
  /** Prices of the items last shown, in order. */
  shownPrices: number[];
  /** The price of the product the last answer was about, if any (比它便宜的). */
  focusPrice?: number | null;
  /** Brands of the items last shown (换个牌子 after a list of one brand rules that brand out). */
  shownBrands?: string[];
  /** The brand of the one product the last answer was about (换个牌子 / 不要这个牌子的 rule it out). */
  focusBrand?: string | null;
}

const CHEAPER =
  /(?:再|更|稍微|能|可以)?便宜(?:点|一点|一些|些)|更便宜|太贵|贵了|降低预算|预算(?:低|少)一?点|省钱一?点|低一点的价/;
const PRICIER =
  /贵(?:一?点|一?些)(?:的)?(?:也行|也可以|也?没关系|也?无所谓|也?没事|也?不要紧)|可以贵|贵的也行|预算(?:可以)?(?:再|稍微)?(?:高|多|加|放宽|提高|提)一?(?:点|些)|再加点预算|加点钱|多花点|不差钱|好一点的|更好的|高端一?点/;
const SUBSTITUTE = /平替|替代品|代替品|便宜的替代/;
const ONLY = /只看|只要|只买|就要|只考虑|换成|换个|改成|那\s*$|要\s*$/;
/** Words of a refinement that are not part of what is wanted. */
const FILLER =
  /有没有|平替|替代品?|无所谓|不限|随便|都行|都可以|不挑|牌子|品牌|了|再|更|便宜|贵|一点|一些|点|也行|也可以|没关系|没事|不要紧|预算|提高|提升|增加|放宽|降低|调整|改成|改为|换成|换个|换一批|换几款|只看|只要|只买|就要|只考虑|还有|别的|其他|其它|的|呢|吗|吧|啊|呀|那|要|想|给我|推荐|看看|之间|左右|以内|以下|上下/g;

const median = (xs: number[]): number | null => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

const budgetOf = (range: Omit<Budget, 'label'>, label?: string): Budget => ({ ...range, label: label ?? priceRangeLabel(range) });

/**
 * What a category is a kind of: its group, and the head of its name (智能手表 and 机械表 are both
 * 表) unless the head is a generic one (器, 机, 仪) that many unrelated things share.
 */
const kindsOf = (c: CategoryInfo | undefined): string[] =>
  !c ? [] : CLIPPED_ENDINGS.includes(c.name.slice(-1)) ? [c.group] : [c.group, `head:${c.name.slice(-1)}`];

/**
 * Every category named is a sibling of one the need has: of its group, sharing one of its names
 * (真无线耳机 and 降噪耳机 are both 耳机), so a sub-type word (入耳的) changes the kind, not the need.
 */
const siblings = (named: readonly string[], held: readonly string[], vocabulary: Vocabulary): boolean => {
  const words = (c: CategoryInfo) => new Set([c.name, ...c.synonyms].map((w) => w.toLowerCase()));
  const heldCats = held.flatMap((id) => vocabulary.byId.get(id) ?? []);
  return named.every((id) => {
    const c = vocabulary.byId.get(id);
    const own = c ? words(c) : new Set<string>();
    return Boolean(c) && heldCats.some((h) => h.group === c!.group && [...words(h)].some((w) => own.has(w)));
  });
};

/** 也可以, 也看看, 也考虑: a brand said so is let in beside the others, not made the only one. */
const lettingBack = (q: string) => [...LEAVE_WORDS, ...ALSO_WORDS].some((w) => q.toLowerCase().includes(w.toLowerCase()));

export function refineNeed(question: string, need: Need, vocabulary: Vocabulary, ctx: RefineContext): Refinement | null {
  // 不要有线的, 滚筒的就算了: what is ruled out is taken out first (negated-values.ts, decision 058).
  // 不要XM4 after headphones: a model ruled out, not its brand (decision 068).
  const models = findRuledOutModels(question.trim(), vocabulary, need.categoryIds);
  const negated = findNegatedValues(models.rest.trim(), vocabulary, need.categoryIds);
  const ruledOutValues = [...models.values, ...negated.values];
  // 这个牌子不行 (decision 082): read before the words are searched, which they are not.
  const thisOut = rulesOutThisBrand(negated.rest);
  const q = withoutThisBrandOut(negated.rest).trim();
  const excluded = findExclusions(q, vocabulary);
  const one = parseOne(excluded.rest, vocabulary);
  // 屏幕大一点 after tablets: a category word that is a spec key of the need's (屏幕) is the
  // subject of a quality, not another category (decision 063).
  const ownKey = (w: string) => isSpecKeyOf(w, need.categoryIds, vocabulary);
  const attrs = findAttributes(
    q,
    vocabulary.matchCategories(q).terms.filter((t) => !ownKey(t)),
  );
  const next: Need = {
    ...need,
    brands: [...need.brands],
    excludeBrands: [...need.excludeBrands],
    attributes: [...need.attributes],
  };
  const changed: string[] = [];
  let note = '';
  let relaxed: Budget | null = null;
  let relaxes = false;

  // A category: narrower or the same keeps the need (耳机 → 头戴式耳机); another one is a new need.
  const narrowed = attrs.flatMap((a) => a.narrow ?? []);
  // 能wifi连的 after 打印机: a category word the need's listings state as a value is that value (decisions 036, 040).
  const categoryWords = vocabulary.matchCategories(excluded.rest).terms;
  const asValues =
    one.categories.length > 0 &&
    !one.categories.some((c) => need.categoryIds.includes(c.id)) &&
    (categoryWords.every((w) => isValueOf(w, need.categoryIds, vocabulary) || ownKey(w)) ||
      statedByNeed(q, need.categoryIds, vocabulary));
  const named = asValues ? [] : one.categories.length ? one.categories.map((c) => c.id) : narrowed;
  if (named.length) {
    let within = named.filter((id) => need.categoryIds.includes(id));
    // 入耳的 after 降噪耳机 (头戴): a sub-type word names a sibling of the need's kind; the kind
    // changes and every other slot is kept (decision 086). A category named outright is a new need.
    const subTypes = findAttributes(q).flatMap((a) => a.narrow ?? []);
    const bySubType = one.categories.every((c) => subTypes.includes(c.id));
    if (within.length === 0 && bySubType && siblings(named, need.categoryIds, vocabulary)) within = named;
    if (within.length === 0) return null;
    // 辣的零食 after 坚果: 零食 takes in nuts, but 香辣 is a snack's: the question is about snacks.
    const own = wantedValues(q, vocabulary).filter((v) => !statedValues(q).includes(v));
    const held = (id: string) => own.some((v) => valueCategories(v, vocabulary).has(id));
    if (own.length && !within.some(held) && named.some(held)) return null;
    if (within.length !== need.categoryIds.length || within.some((id, i) => id !== need.categoryIds[i])) {
      next.categoryIds = within;
      changed.push('品类');
    }
  }

  // 香水她不喜欢 换别的 after presents: the other categories of the need (decision 041).
  const ruledOut = excluded.categories.filter((id) => next.categoryIds.includes(id));
  if (ruledOut.length) {
    const left = next.categoryIds.filter((id) => !ruledOut.includes(id));
    if (!left.length) return null;
    next.categoryIds = left;
    changed.push('品类');
  }
  if (excluded.brands.length) {
    next.excludeBrands = [...new Set([...next.excludeBrands, ...excluded.brands])];
    next.brands = next.brands.filter((b) => !excluded.brands.includes(b));
    changed.push('排除品牌');
  }
  // 不要苹果，只看苹果 in one question: both kept, so the flow answers the contradiction.
  // 日系的呢 after 电饭煲: an origin's brands that sell the need's category.
  // Read without the names ruled out: 不要瑞士军刀的 is no ask for Swiss brands (decision 086).
  const wanted =
    one.brands.length || one.categories.length ? one.brands : groupBrands(excluded.rest, need.categoryIds, vocabulary);
  if (wanted.some((b) => excluded.brands.includes(b))) {
    next.brands = wanted;
    changed.push('品牌');
  } else if (
    wanted.length &&
    wanted.every((b) => need.excludeBrands.includes(b)) &&
    lettingBack(q) &&
    // 算了 西门子也行 就看西门子的: the narrowing said last is what the shopper settled on (decision 086).
    !narrowsToBrand(q, vocabulary.matchBrands(q).terms)
  ) {
    // 索尼的也可以看看 after 不要索尼 不要苹果: 索尼 is let back in beside the others; 苹果 stays out.
    next.excludeBrands = next.excludeBrands.filter((b) => !wanted.includes(b));
    if (next.brands.length) next.brands = [...new Set([...next.brands, ...wanted])];
    note = `好的，${wanted.join('、')}也放进来一起看。`;
    changed.push('品牌');
  } else if (wanted.length) {
    const reversed = wanted.filter((b) => need.excludeBrands.includes(b));
    if (reversed.length) note = `你之前说不要${reversed.join('、')}，这次按你最新说的只看${reversed.join('、')}。`;
    next.brands = wanted;
    next.excludeBrands = next.excludeBrands.filter((b) => !wanted.includes(b));
    changed.push('品牌');
  }
  // 那还是正经买天梭吧 after 手表: a brand that makes none of the need's categories names its own
  // kind of the same thing (天梭 makes 机械表, not 智能手表: both a 表), decision 042.
  if (wanted.length && !named.length) {
    const sold = new Set(wanted.flatMap((b) => vocabulary.brandCategories.get(b) ?? []));
    const kinds = new Set(next.categoryIds.flatMap((id) => kindsOf(vocabulary.byId.get(id))));
    const same = [...sold].filter((id) => kindsOf(vocabulary.byId.get(id)).some((k) => kinds.has(k)));
    if (sold.size && !next.categoryIds.some((id) => sold.has(id)) && same.length) {
      next.categoryIds = same;
      changed.push('品类');
    }
  }
  // 有没有平替: the same kind of product from other (cheaper) brands than the one asked about.
  // After one product (Theragun mini值得买吗 → 有没有平替), its brand.
  const substituted = need.brands.length ? need.brands : ctx.focusBrand ? [ctx.focusBrand] : [];
  if (SUBSTITUTE.test(q) && substituted.length && !wanted.length) {
    next.excludeBrands = [...new Set([...next.excludeBrands, ...substituted])];
    next.brands = [];
    changed.push('品牌');
  }
  // 换个牌子看看: other brands than the need's, or than the list's when the need named none (decision 051).
  // After one product (decision 082), its brand alone; 不要这个牌子的 names no brand of a mixed list.
  if ((thisOut || switchOfBrand(q) === 'other') && !wanted.length) {
    const shown = [...new Set(ctx.shownBrands ?? [])];
    const out = ctx.focusBrand
      ? [ctx.focusBrand]
      : need.brands.length
        ? need.brands
        : !thisOut || shown.length === 1
          ? shown
          : [];
    if (out.length) {
      next.excludeBrands = [...new Set([...next.excludeBrands, ...out])];
      next.brands = next.brands.filter((b) => !out.includes(b));
      changed.push('排除品牌');
    }
  }
  if (dropsBrands(q) && (next.brands.length || next.excludeBrands.length)) {
    // 别家的也行 after 小米家的: a value that names a brand dropped (米家) goes with it (decision 086).
    const dropped = new Set(next.brands);
    next.values = next.values.filter((v) => !vocabulary.matchBrands(v).brands.some((b) => dropped.has(b)));
    next.brands = [];
    next.excludeBrands = [];
    changed.push('品牌');
    relaxes = true;
  }
  if (one.malls.length) {
    next.malls = one.malls;
    // 还是京东吧 after 不要京东: the mall said is let back in (decision 078).
    if (next.excludeMalls?.length) next.excludeMalls = next.excludeMalls.filter((m) => !one.malls.includes(m));
    changed.push('商城');
  }
  // 不要拼多多的 after a list: its listings go; the other malls stay as they were (decision 078).
  if (excluded.malls.length) {
    next.excludeMalls = [...new Set([...(next.excludeMalls ?? []), ...excluded.malls])];
    next.malls = next.malls.filter((m) => !excluded.malls.includes(m));
    changed.push('商城');
  }

  // 那就三千吧, 两千的呢: an amount said alone is the new cap (decision 086).
  const said = parseBudgetBesideNames(q, vocabulary) ?? bareAmountCap(q);
  let lifted: number | undefined;
  // 预算再加一千, 再少五百: the cap in force (or the dearest shown) moved by the amount (decision 075).
  const base = need.budget?.max ?? (ctx.shownPrices.length ? Math.max(...ctx.shownPrices) : undefined);
  const step = base !== undefined ? budgetStep(q) : null;
  if (step && base !== undefined) {
    if (step.by > 0) lifted = base;
    next.budget = budgetOf({ max: Math.max(10, Math.round(base + step.by)) });
    changed.push('预算');
  } else if (dropsBudget(q)) {
    if (next.budget) changed.push('预算');
    lifted = next.budget?.max;
    relaxes ||= next.budget !== null;
    next.budget = null;
  } else if (said) {
    // 预算放宽点 五百以内, 可以贵一点 800以内, 预算提高到5000: the new cap; above the old one, what it opened leads.
    const old = need.budget?.max;
    if (old !== undefined && said.budget.min === undefined && (said.budget.max ?? 0) > old) lifted = old;
    next.budget = said.budget;
    changed.push('预算');
  } else if (CHEAPER.test(q) && !need.brands.some((b) => next.excludeBrands.includes(b))) {
    // 戴森太贵了 rules the brand out (exclusions.ts) and keeps the budget; only a plain 太贵 lowers it.
    const reference = ctx.focusPrice ?? median(ctx.shownPrices) ?? need.budget?.max ?? null;
    if (reference) {
      const max = Math.max(5, Math.round(reference * 0.8));
      next.budget = budgetOf({ max });
      changed.push('预算');
      // Nothing that much cheaper: the cheapest within the old budget, said so.
      relaxed = need.budget ? { ...need.budget } : budgetOf({ max: Math.round(reference) });
    }
  } else if (PRICIER.test(q)) {
    const reference = need.budget?.max ?? Math.max(0, ...ctx.shownPrices);
    if (reference > 0) {
      const max = Math.round(reference * 1.5);
      next.budget = budgetOf({ min: Math.round(reference * 0.8), max });
      changed.push('预算');
    }
  }

  const labels = attrs.filter((a) => !a.narrow).map((a) => a.label);
  if (labels.length) {
    next.attributes = withAttributes(next.attributes, labels);
    changed.push('偏好');
  }
  // 养生壶呢 after kettles: a kind of the need's category (kind-words.ts) is a value too.
  const needCategories = need.categoryIds.flatMap((id) => vocabulary.byId.get(id) ?? []);
  const stated = wantedValues(q, vocabulary, need.categoryIds);
  const kinds = kindValues(q, needCategories, vocabulary).filter((k) => !stated.some((v) => v.includes(k)));
  // 平板的 after 拖把: a category word the need's listings state as a value (类型=平板) is that value (decision 070).
  const categoryValues = asValues
    ? categoryWords.filter((w) => isValueOf(w, need.categoryIds, vocabulary) && !stated.some((v) => v.includes(w)))
    : [];
  const values = [...stated, ...kinds, ...categoryValues];
  if (kinds.length) {
    const older = kindValuesOf(needCategories, vocabulary);
    next.values = next.values.filter((v) => !older.has(v));
  }
  if (values.length) {
    // 512G after 256G replaces it: one value per unit (the digits differ, the unit does not);
    // 白色 after 黑色 too: one value per spec key of the catalog's attribute words.
    const unit = (v: string) => specKeyOf(v, vocabulary) ?? v.replace(/^[\d.]+|^[一二三四五大]+/, '');
    const kept = next.values.filter((v) => !values.some((n) => unit(n) === unit(v)));
    next.values = [...kept, ...values].slice(-8);
    changed.push('参数');
  }
  // 给我妈挑 after 跑鞋: the buyer's variant (audience.ts) replaces the one the need had.
  const variants = variantsFor(q);
  if (variants.length) {
    next.variants = variants;
    changed.push('人群');
  }
  if (ruledOutValues.length) {
    // Ruled out now: no longer wanted, and what was ruled out before stays so.
    next.values = next.values.filter((v) => !ruledOutValues.includes(v));
    next.excludeValues = [...new Set([...(need.excludeValues ?? []), ...ruledOutValues])].slice(-8);
    changed.push('排除');
  }
  // 换一批, 还有别的吗, 再来几个: the next models of the same need (decision 065).
  const more = MORE_WORDS.filter((w) => q.includes(w));
  const excludeShown = more.length > 0;
  if (excludeShown) changed.push('换一批');
  if (one.sort !== 'relevance') changed.push('排序');

  const skip = [
    ...more,
    ...attributeWords(attrs),
    ...(said ? [said.span] : []),
    ...(step ? [step.span] : []),
    ...valueSpans(q, vocabulary, need.categoryIds),
  ];
  const leftover = keywordsOf(
    withoutBuyers(skip.reduce((t, w) => t.split(w).join(' '), excluded.rest)).replace(FILLER, ' '),
  ).filter(
    (w) => !/^\d+$/.test(w) && !one.brands.includes(w) && !one.malls.includes(w) && !isValueWord(w, values) && !isGroupWord(w),
  );
  const extra = one.categories.length ? [] : leftover.filter((w) => !vocabulary.matchBrands(w).brands.length);
  if (extra.length) {
    // Usage words (学生, 通勤, 办公) narrow the search within the need.
    next.keywords = [...new Set([...next.keywords, ...extra])].slice(-6);
    changed.push('用途');
  }
  if (changed.length === 0 && !ONLY.test(q) && !GENUINE_WISHES.some((w) => q.includes(w))) return null;
  if (next.budget && next.budget.min !== undefined && next.budget.max !== undefined && next.budget.min > next.budget.max)
    next.budget = budgetOf({ max: next.budget.max });
  return {
    need: next,
    sort: relaxed ? 'price_asc' : one.sort,
    changed,
    excludeShown,
    note,
    relaxed,
    relaxes,
    ...(lifted !== undefined ? { lifted } : {}),
  };
}
