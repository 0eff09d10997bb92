import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import {
  LEAVE_WORDS,
  OTHER_BRAND_WORDS,
  SAME_BRAND_WORDS,
  THIS_BRAND_OUT_AFTER,
  THIS_BRAND_OUT_BEFORE,
} from './lexicon/brand-switch-words';
import { bareLinesIn } from './product-lines';
import {
  AFTER_GLUE,
  BRANDS_RULED_OUT_BY,
  DISTRUST_AFTER,
  MALL_RULE_OUT_BEFORE,
  NOT_PREFIXES,
  NOT_RULING_OUT,
  RULE_OUT_AFTER,
  THE_REST_WORDS,
  RULE_OUT_THEN,
  RULE_OUT_BEFORE,
} from './lexicon/exclusion-words';

/** Alternatives of a lexicon row, longest first, as a regex source. */
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
/** The clause the word ends: what may follow it (了, 吧, punctuation, a space, the end). */
const CLAUSE_END = `(?=$|[了啦吧哈啊的，。,.!！?？;；\\s]|(?<=算了)(?:太|有点|贵|买不起|用不起)|(?:${alternation(RULE_OUT_THEN)}))`;
const afterPattern = (words: readonly string[]) =>
  new RegExp(
    `([^，。,.!！?？;；]{1,24}?)\\s*(?:的)?\\s*(?:${alternation(AFTER_GLUE)})?\\s*(?:${alternation(words)})${CLAUSE_END}`,
    'gi',
  );
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
 * The words are lexicon rows (lexicon/exclusion-words.ts); decision 056 adds distrust, 非X and 安卓.
 */
const BEFORE = new RegExp(`(?:${alternation(RULE_OUT_BEFORE)})\\s*([^，。,.!！?？;；]{1,24})`, 'gi');
const AFTER = afterPattern(RULE_OUT_AFTER);
/** 别在淘宝买, 不想在拼多多下单: where not to buy; malls only (decision 078). */
const MALL_BEFORE = new RegExp(`(?:${alternation(MALL_RULE_OUT_BEFORE)})\\s*([^，。,.!！?？;；\\s]{1,12})`, 'gi');
/** Distrust and brands already seen: brands and malls only, never a category (decision 056). */
const DISTRUST = afterPattern(DISTRUST_AFTER);
const trailing = (words: readonly string[]) =>
  new RegExp(`(?:的)?\\s*(?:${alternation(AFTER_GLUE)})?\\s*(?:${alternation(words)})$`, 'i');
const LEADING_MALL_WORD = new RegExp(`^(?:${alternation(MALL_RULE_OUT_BEFORE)})`, 'i');
const LEADING_WORD = new RegExp(`^(?:${alternation(RULE_OUT_BEFORE)})`, 'i');
const TRAILING_WORD = trailing(RULE_OUT_AFTER);
const REST_AT_END = new RegExp(
  `(?:${alternation(THE_REST_WORDS)})(?:的)?\\s*(?:${alternation(AFTER_GLUE)})?\\s*(?:${alternation([...RULE_OUT_AFTER, ...DISTRUST_AFTER])})$`,
  'i',
);
const TRAILING_DISTRUST = trailing(DISTRUST_AFTER);
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
  /(?:牌子|品牌)(?:随便|无所谓|不限|都行|都可以|不挑)|(?:不挑|不限|不管)(?:牌子|品牌)|(?:什么|啥|哪个|哪家|任何|所有|全部|各个|各种)(?:的)?(?:牌子|品牌|牌)都(?:行|可以|好|无所谓)|(?:牌子|品牌)(?:也|都)?(?:没要求|不讲究|不重要)/;
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

const anyOf = (words: readonly string[]) => words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
const THIS_BRAND_OUT = new RegExp(
  `(?:${anyOf(THIS_BRAND_OUT_BEFORE)})(?:了)?(?:${anyOf(SAME_BRAND_WORDS)})|(?:${anyOf(SAME_BRAND_WORDS)})(?:的)?(?:东西|产品|货)?[，,\\s]*(?:就|也|还是)?(?:${anyOf(THIS_BRAND_OUT_AFTER)})`,
  'i',
);

/** 不要这个牌子的, 这家的算了, 这牌子不行 (decision 082): the brand talked about is ruled out. */
export const rulesOutThisBrand = (text: string): boolean => THIS_BRAND_OUT.test(text);
/** The question without the words that ruled the brand talked about out (they are no product words). */
export const withoutThisBrandOut = (text: string): string => text.replace(THIS_BRAND_OUT, ' ');

export interface Exclusions {
  brands: string[];
  malls: string[];
  /** Category ids ruled out (香水她不喜欢): only when the span names no brand or mall. */
  categories: string[];
  /** The question without the excluded names (so they are not read as wanted). */
  rest: string;
}

/** Brands and malls the question rules out. */
/** 靠不靠谱, 好不好, 值不值: a question of the A不A form rules nothing out (decision 075). */
const A_NOT_A = /(\p{Script=Han})不\1/gu;

export function findExclusions(said: string, vocabulary: Vocabulary): Exclusions {
  const question = said.replace(A_NOT_A, '$1$1');
  const brands = new Set<string>();
  const malls = new Set<string>();
  const categories = new Set<string>();
  let rest = question;
  // oppo别推 最好京东能买: a word that ends a clause naming a brand or mall is not also the start of
  // one (京东 is wanted there): where AFTER reads names before a word, BEFORE skips it (decision 070).
  const closing = new Set(
    [...question.matchAll(AFTER)]
      .filter((m) => vocabulary.matchBrands(m[0]).brands.length || vocabulary.matchMalls(m[0]).malls.length)
      .map((m) => m.index + m[0].length),
  );
  for (const pattern of [MALL_BEFORE, BEFORE, AFTER, DISTRUST]) {
    for (const m of question.matchAll(pattern)) {
      if (pattern === BEFORE && closing.has(m.index + m[0].slice(0, m[0].length - m[1]!.length).trimEnd().length)) continue;
      // 我不讨厌华为: the word negated rules nothing out (decision 074).
      if (NOT_RULING_OUT.some((w) => question.slice(Math.max(0, m.index - 1), m.index + m[0].length).includes(w))) continue;
      // 博朗 松下 别的不看: the rest is ruled out, the names are the ones wanted (decision 085).
      if (pattern !== BEFORE && pattern !== MALL_BEFORE && REST_AT_END.test(m[0].trim())) continue;
      // 不要太贵的 is a degree; 不要太平鸟 is a brand that starts like one.
      const said = m[1]!.trim().toLowerCase();
      if (NOT_A_NAME.test(said) && !vocabulary.matchBrands(said).terms.some((t) => said.startsWith(t))) continue;
      const span = m[0];
      const ml = vocabulary.matchMalls(span);
      // 不在乎牌子, 别去实体店: the mall-only words rule out a mall or nothing.
      if (pattern === MALL_BEFORE) {
        if (!ml.malls.length) continue;
        ml.malls.forEach((x) => malls.add(x));
        const cleared = ml.terms
          .reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), span)
          .replace(LEADING_MALL_WORD, ' ');
        rest = rest.replace(span, cleared);
        continue;
      }
      // A product line says its brand: iPad以外的 rules out Apple (decision 070).
      const named = vocabulary.matchBrands(span);
      const lines = named.brands.length ? { brands: [], terms: [] } : bareLinesIn(span, vocabulary);
      const b = { brands: [...named.brands, ...lines.brands], terms: [...named.terms, ...lines.terms] };
      if (!b.brands.length && !ml.malls.length) {
        if (pattern === DISTRUST) continue;
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
      // The names and the word go (资生堂的别给我看, 小米的不太放心): neither is a search word.
      const cleared = [...b.terms, ...ml.terms]
        .reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), m[0])
        .replace(pattern === BEFORE ? LEADING_WORD : pattern === AFTER ? TRAILING_WORD : TRAILING_DISTRUST, ' ');
      rest = rest.replace(m[0], cleared);
    }
  }
  rest = notPrefixed(rest, vocabulary, brands);
  rest = impliedOut(rest, vocabulary, brands);
  // 别家的呢, 还有别的牌子吗: asking for others is no search word (switchOfBrand reads it).
  rest = OTHER_BRAND_WORDS.reduce((t, w) => t.replace(new RegExp(`${escape(w)}的?(?:呢|吗)?`, 'gi'), ' '), rest);
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
  // 雅诗兰黛 兰蔻 这几个都别推 太贵: the reason for ruling them out is no search word.
  const reason = TOO_DEAR.exec(rest);
  if (reason && brands.size) rest = rest.replace(reason[0], ' ');
  const none = !brands.size && !malls.size && !categories.size;
  return { brands: [...brands], malls: [...malls], categories: [...categories], rest: none && rest === question ? said : rest };
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

/** 冰箱 非海尔的: 非 right before a brand rules it out; the words go from the rest. */
function notPrefixed(text: string, vocabulary: Vocabulary, brands: Set<string>): string {
  let rest = text;
  for (const prefix of NOT_PREFIXES) {
    let at = rest.indexOf(prefix);
    while (at >= 0) {
      const after = rest.slice(at + prefix.length, at + prefix.length + 12);
      const found = vocabulary.matchBrands(after);
      const term = found.terms.find((t) => after.toLowerCase().startsWith(t.toLowerCase()));
      if (term) {
        vocabulary.matchBrands(term).brands.forEach((b) => brands.add(b));
        rest = `${rest.slice(0, at)} ${rest.slice(at + prefix.length + term.length)}`;
      }
      at = rest.indexOf(prefix, at + 1);
    }
  }
  return rest;
}

/** 平板要安卓的: a word that wants every brand but some rules those out (lexicon BRANDS_RULED_OUT_BY). */
function impliedOut(text: string, vocabulary: Vocabulary, brands: Set<string>): string {
  let rest = text;
  for (const [word, ...out] of BRANDS_RULED_OUT_BY) {
    if (!rest.toLowerCase().includes(word)) continue;
    out.filter((b) => vocabulary.brands.includes(b)).forEach((b) => brands.add(b));
    rest = rest.replace(new RegExp(`(?:要|用)?${escape(word)}(?:系统)?的?`, 'gi'), ' ');
  }
  return rest;
}
