/**
 * Asking for something like a named product but cheaper (decision 068): 戴森吹风机的平替, 神仙水有平替吗,
 * 跟索尼XM5差不多但便宜的耳机. Read by dupes.ts. One string per way of saying it.
 */

/** Words that alone ask for a cheaper stand-in of what is named before them. */
export const DUPE_WORDS: readonly string[] = [
  '平替',
  '平价替代',
  '平价版',
  '替代品',
  '代替品',
  '便宜的替代',
  '便宜的代替',
  '低配版',
  '穷人版',
  '学生党版',
];

/** Words that liken the wanted thing to the named one (像戴森那样, 跟XM5差不多, 类似AirPods的). */
export const LIKE_BEFORE: readonly string[] = ['像', '跟', '和', '类似', '类似于', '接近', '比得上', '媲美'];
export const LIKE_AFTER: readonly string[] = ['那样', '那种', '一样', '差不多', '差不离', '类似', '同款', '效果'];

/** With a likeness, a word of price makes it a stand-in (像戴森那样但便宜很多的). */
export const CHEAPER_WORDS: readonly string[] = ['便宜', '平价', '实惠', '价格低', '省钱', '预算有限'];

/**
 * 比戴森便宜的吹风机, 有没有比AirPods实惠点的耳机 (decision 070): 比 + the named thing + one of these
 * asks for the same kind, other brands, under its price.
 */
export const CHEAPER_THAN_WORDS: readonly string[] = ['便宜', '实惠', '平价', '划算', '低价', '价格低', '价低', '省钱'];
