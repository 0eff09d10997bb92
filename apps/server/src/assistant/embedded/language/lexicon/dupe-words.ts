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
  // Decision 081: 戴森吸尘器 平价款, 飞利浦牙刷的国产替代 (国产 stays, a group of brands), 平替款.
  '平价款',
  '平替款',
  '便宜版',
  '替代',
];

/** Words that liken the wanted thing to the named one (像戴森那样, 跟XM5差不多, 类似AirPods的). */
export const LIKE_BEFORE: readonly string[] = ['像', '跟', '和', '类似', '类似于', '接近', '比得上', '媲美'];
export const LIKE_AFTER: readonly string[] = ['那样', '那种', '一样', '差不多', '差不离', '类似', '同款', '效果', '但', '但是'];
/** After 像 or 类似 only, 的 ends the thing too (类似苹果手表的国产手表); after 和 it would not (索尼和bose的). */
export const LIKE_ONLY_BEFORE: readonly string[] = ['像', '类似', '类似于'];

/** With a likeness, a word of price makes it a stand-in (像戴森那样但便宜很多的). */
export const CHEAPER_WORDS: readonly string[] = [
  '便宜',
  '平价',
  '实惠',
  '价格低',
  '省钱',
  '预算有限',
  '预算只有',
  '预算不够',
  '国产',
];

/**
 * The named thing is too dear (decision 075): 索尼xm5太贵了 有差不多的吗, 买不起switch 有类似的吗. Said
 * after the thing (TOO_DEAR_AFTER) or before it (TOO_DEAR_BEFORE), with a likeness asked later on
 * (LIKE_ASKED), it asks for a stand-in.
 */
export const TOO_DEAR_AFTER: readonly string[] = [
  '太贵了',
  '太贵',
  '有点贵',
  '贵了',
  '超预算了',
  '超预算',
  '价格劝退',
  '买不下手',
  // Decision 081: 始祖鸟买不起 找个像的, 戴森下不去手 有类似的吗.
  '买不起',
  '下不去手',
  '舍不得',
  '肉疼',
];
export const TOO_DEAR_BEFORE: readonly string[] = ['买不起', '舍不得买', '预算不够买', '买不动'];
export const LIKE_ASKED: readonly string[] = [
  '差不多',
  '类似',
  '同类',
  '替代',
  '平替',
  '像的',
  '一样的',
  '相似',
  '接近的',
  '同款',
];

/** 便宜一半, 一半的价格: the stand-ins cost at most half of the named thing. */
export const HALF_PRICE_WORDS: readonly string[] = ['便宜一半', '一半的价', '一半价', '半价', '一半的钱', '一半左右的价'];

/**
 * 比戴森便宜的吹风机, 有没有比AirPods实惠点的耳机 (decision 070): 比 + the named thing + one of these
 * asks for the same kind, other brands, under its price.
 */
export const CHEAPER_THAN_WORDS: readonly string[] = ['便宜', '实惠', '平价', '划算', '低价', '价格低', '价低', '省钱'];
