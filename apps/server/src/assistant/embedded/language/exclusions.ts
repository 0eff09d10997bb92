import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { LEAVE_WORDS, OTHER_BRAND_WORDS } from './lexicon/brand-switch-words';

/**
 * Ruling brands and malls out, in both word orders (decision 022):
 * - the word first: 不要美的, 除了苹果, 不考虑小米和华为, 别推拼多多的, 不喜欢苹果;
 * - the names first, the clause ending with the word: 九阳的不要, 美的就算了,
 *   索尼和bose都不考虑, 苹果除外, 苹果华为都不看, 皇家的我家猫不吃 (a dislike). Ending the clause
 *   matters: 索尼不要太贵 rules nothing out.
 * Every brand or mall named in the span is ruled out (A和B都不要 rules out both).
 * A span that names no brand and no mall rules out the category named right beside the word
 * (香水她不喜欢, 不要香水, 口红就算了, 剃须刀他用不上): the category next to it only, so 不要香水 换个口红
 * still wants 口红 (decision 041).
 */
const BEFORE =
  /(?:不要|不想要|不用|别要|不考虑|排除|除了|除去|去掉|别(?:给我)?推荐?|不要给我推荐?|不买|不喜欢|不(?:再)?看|别(?:再)?看|pass掉?|拉黑)\s*([^，。,.!！?？;；]{1,24})/gi;
const AFTER =
  /([^，。,.!！?？;；]{1,24}?)\s*(?:的)?\s*(?:都|也|就|我|我家(?:猫|狗|孩子|宝宝|娃)?|孩子|宝宝|猫|狗|娃|她|他|它|人家|对方)?\s*(?:不要|用不上|用不着|不需要|不考虑|不喜欢|不看|不选|不买|不碰|免了|不感冒|不爱吃|不吃|吃了过敏|用着过敏|用了过敏|算了|除外|以外|之外|pass掉?|排除|拉黑|不行|别推荐?|别给我推荐?)(?=$|[了啦吧哈啊的，。,.!！?？;；\s])/gi;
const STAND_IN = /平替|替代品|平价替代|代替品|便宜的替代/;
/** 戴森太贵了, 索尼的有点贵了: the brands named right before it are too dear, so ruled out. */
const TOO_DEAR = /(?:都|也|实在|有点|真的?|还是)?(?:太贵|贵了|太高了)/;
/** What may stand between the brand and 太贵: 的, 家, a category word (戴森吸尘器太贵了). */
const DEAR_GLUE = /[的家\s，,]/g;
const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** 不要太贵的, 不要超过2000: a degree, not a name. */
const NOT_A_NAME = /^(?:太|那么|很|超过|高于|低于|贵|便宜|大于|小于)/;

/** 牌子随便, 品牌无所谓, 什么牌子都行: the user drops the brand slots (a relaxation, decision 023). */
const ANY_BRAND =
  /(?:牌子|品牌)(?:随便|无所谓|不限|都行|都可以|不挑)|不挑(?:牌子|品牌)|(?:什么|啥|哪个|哪家|任何)(?:牌子|品牌|牌)都(?:行|可以|好|无所谓)|(?:牌子|品牌)(?:也|都)?(?:没要求|不讲究|不重要)/;
export const dropsBrands = (text: string): boolean => ANY_BRAND.test(text) || switchOfBrand(text) === 'any';

/**
 * 换个牌子看看, 看看别的品牌, 其他家的呢: other brands than the ones of the need or the list ('other');
 * 别的牌子也行, 其他品牌也可以: any brand, the brand slot dropped ('any'). Decision 051.
 */
export function switchOfBrand(text: string): 'other' | 'any' | null {
  const t = text.replace(/\s+/g, '').toLowerCase();
  const word = OTHER_BRAND_WORDS.filter((w) => t.includes(w)).sort((a, b) => b.length - a.length)[0];
  if (!word) return null;
  const after = t.slice(t.indexOf(word) + word.length).replace(/^的?(?:话|呢)?/, '');
  return LEAVE_WORDS.some((w) => after.startsWith(w.toLowerCase())) ? 'any' : 'other';
}

export interface Exclusions {
  brands: string[];
  malls: string[];
  /** Category ids ruled out (香水她不喜欢): only when the span names no brand or mall. */
  categories: string[];
  /** The question without the excluded names (so they are not read as wanted). */
  rest: string;
}

/** Brands and malls the question rules out. */
export function findExclusions(question: string, vocabulary: Vocabulary): Exclusions {
  const brands = new Set<string>();
  const malls = new Set<string>();
  const categories = new Set<string>();
  let rest = question;
  for (const pattern of [BEFORE, AFTER]) {
    for (const m of question.matchAll(pattern)) {
      // 不要太贵的 is a degree; 不要太平鸟 is a brand that starts like one.
      const said = m[1]!.trim().toLowerCase();
      if (NOT_A_NAME.test(said) && !vocabulary.matchBrands(said).terms.some((t) => said.startsWith(t))) continue;
      const span = m[0];
      const b = vocabulary.matchBrands(span);
      const ml = vocabulary.matchMalls(span);
      if (!b.brands.length && !ml.malls.length) {
        const ruled = besideCategory(m[1]!, pattern === BEFORE, vocabulary);
        if (ruled) {
          ruled.ids.forEach((id) => categories.add(id));
          // The category and the word go (香水她不喜欢 → ' '); what comes before the category stays.
          const at = m[0].indexOf(ruled.term);
          const gone = pattern === BEFORE ? m[0].slice(0, at + ruled.term.length) : m[0].slice(at);
          rest = rest.replace(gone, ' ');
        }
        continue;
      }
      b.brands.forEach((x) => brands.add(x));
      ml.malls.forEach((x) => malls.add(x));
      const cleared = [...b.terms, ...ml.terms].reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), m[0]);
      rest = rest.replace(m[0], cleared);
    }
  }
  // 戴森吹风机太贵了，有平替吗: a stand-in for the brands named before 平替 is wanted, not them.
  const standIn = STAND_IN.exec(rest);
  if (standIn) {
    const before = rest.slice(0, standIn.index);
    const b = vocabulary.matchBrands(before);
    b.brands.forEach((x) => brands.add(x));
    rest = b.terms.reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), before) + rest.slice(standIn.index);
  }
  const dear = TOO_DEAR.exec(rest);
  if (dear) {
    const before = rest.slice(0, dear.index);
    const b = vocabulary.matchBrands(before);
    const left = [...b.terms, ...vocabulary.matchCategories(before).terms].reduce(
      (t, term) => t.replace(new RegExp(escape(term), 'gi'), ''),
      before,
    );
    // 索尼不要太贵 keeps 索尼: only a bare name (and its category) before 太贵 rules it out.
    if (b.brands.length && !left.replace(DEAR_GLUE, '')) {
      b.brands.forEach((x) => brands.add(x));
      rest = b.terms.reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), before) + rest.slice(dear.index);
    }
  }
  return { brands: [...brands], malls: [...malls], categories: [...categories], rest };
}

/** What may stand between a ruled-out category and the word (香水的她不喜欢, 不要再推香水了). */
const CATEGORY_GLUE = /^[\s的了再都也就]+|[\s的了再都也就]+$/g;

/**
 * The category a span without brands rules out: the one said right beside the word (the span's
 * start after 不要, its end before 不喜欢), and nothing else of the span (decision 041).
 */
function besideCategory(said: string, wordFirst: boolean, vocabulary: Vocabulary): { ids: string[]; term: string } | null {
  // The clause beside the word: 不要香水 换个口红 → 香水; 女朋友生日 香水她不喜欢 → 香水.
  const parts = said.replace(CATEGORY_GLUE, '').split(/\s+/);
  const clause = (wordFirst ? parts[0] : parts[parts.length - 1]) ?? '';
  const found = vocabulary.matchCategories(clause);
  const term = found.terms.find((t) => (wordFirst ? clause.startsWith(t) : clause.endsWith(t)));
  if (!term || !found.categories.length) return null;
  return { ids: vocabulary.matchCategories(term).categories.map((c) => c.id), term };
}
