/**
 * Asking for other brands than the ones shown (decision 051): 换个牌子看看, 看看别的品牌, 其他家的呢.
 * Said plainly it rules out the brands of the need (or of the list shown); said with a word of
 * leave (别的牌子也行, 其他品牌也可以) it drops the brand slot instead, a relaxation. A new wording
 * is one string in its row; read by language/exclusions.ts (`switchOfBrand`).
 */
export const OTHER_BRAND_WORDS: readonly string[] = [
  '换个牌子',
  '换个品牌',
  '换一个牌子',
  '换一个品牌',
  '换牌子',
  '换品牌',
  '换一家',
  '换个家',
  '换家',
  '别的牌子',
  '别的品牌',
  '别家',
  '别家的',
  '其他牌子',
  '其他品牌',
  '其它牌子',
  '其它品牌',
  '其他家',
  '其它家',
  '另外的牌子',
  '另一个牌子',
  '别的厂家',
  '不同牌子',
  '不同品牌',
];

/** Words after the other brands that make them welcome rather than wanted: a relaxation. */
export const LEAVE_WORDS: readonly string[] = [
  '也行',
  '也可以',
  '也没关系',
  '也没事',
  '也无所谓',
  '也ok',
  '也OK',
  '都行',
  '都可以',
  '也成',
  '也好',
];

/**
 * A brand ruled out before, let back in beside the others (decision 075): 索尼的也可以看看, 苹果也行,
 * 华为也考虑一下 after 不要索尼/苹果/华为. With LEAVE_WORDS; the brand is no longer the only one wanted.
 */
export const ALSO_WORDS: readonly string[] = [
  '也看看',
  '也考虑',
  '也可以考虑',
  '也能看',
  '也放进来',
  '也加上',
  '也来几款',
  '也列出来',
  // Decision 082: 虎牌可以考虑 after 象印虎牌都不要.
  '可以考虑',
  '考虑一下',
  '可以接受',
  '能接受',
  '不是不行',
];

/**
 * The brand of the conversation, kept for another kind (decision 070): 它家的吸尘器呢 after 追觅的扫地机,
 * 同一个牌子的耳机有吗. Read by language/constraints.ts with the previous need's brands.
 */
export const SAME_BRAND_WORDS: readonly string[] = [
  '它家',
  '他家',
  '她家',
  '这家',
  '那家',
  '同一家',
  '同一个牌子',
  '同一个品牌',
  '同个牌子',
  '同牌子',
  '同品牌',
  '同一牌子',
  '一样的牌子',
  '一个牌子的',
  '这个牌子',
  '这牌子',
  '这个品牌',
  '那个牌子',
];

/**
 * The brand talked about, ruled out (decision 082): 不要这个牌子的, 这家的算了, 这牌子不行, 别要这个品牌.
 * A SAME_BRAND_WORDS word after one of these, or before one of the AFTER words.
 */
export const THIS_BRAND_OUT_BEFORE: readonly string[] = [
  '不要',
  '不想要',
  '别要',
  '别买',
  '不买',
  '不考虑',
  '不喜欢',
  '排除',
  '别推',
  '不看',
];
export const THIS_BRAND_OUT_AFTER: readonly string[] = [
  '不要',
  '不行',
  '不好',
  '算了',
  '不考虑',
  '不喜欢',
  'pass',
  '免了',
  '拉倒',
  '不太行',
  '不靠谱',
  '踩过雷',
  '不信',
  '用过了',
  '就不要',
  '先不要',
  '不想要',
];

/**
 * Words said right before a brand that make it the only one (decision 086): 就看西门子的, 只要索尼,
 * 就买华为吧. Said after a word of leave in the same turn (西门子也行 就看西门子的), the later
 * narrowing is what the shopper settled on. Read by language/brand-narrowing.ts.
 */
export const ONLY_BRAND_WORDS: readonly string[] = [
  '只看',
  '就看',
  '只要',
  '就要',
  '只买',
  '就买',
  '只选',
  '就选',
  '只考虑',
  '就考虑',
  '只留',
  '只剩',
  '光看',
  '单看',
  '专看',
  '只想要',
  '就想要',
];
