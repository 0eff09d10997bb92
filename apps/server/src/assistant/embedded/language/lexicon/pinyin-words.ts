/**
 * Words a shopper types in toneless pinyin besides the catalog's own words (decision 055): the
 * budget, wanting and function words around a category word (kongqi zhaguo 300 yi nei, xiyiji
 * guntong de, bie tai gui). language/pinyin.ts indexes the pinyin of these after the catalog's
 * category words, brands and attribute values, so a catalog word wins a tie. One-syllable words
 * are only read beside a longer one (de alone stays Latin). A new word is one string.
 */
export const PINYIN_WORDS: readonly string[] = [
  // Function words and asks.
  // Decision 070: pointing at a shown one (di yi ge xiang xi shuo shuo).
  '第一个',
  '第二个',
  '第三个',
  '第四个',
  '最后一个',
  '详细',
  '详细说说',
  '说说',
  '介绍一下',
  '的',
  '要',
  '买',
  '送',
  '给',
  '用',
  '个',
  '吗',
  '呢',
  '吧',
  '想要',
  '想买',
  '推荐',
  '推荐一下',
  '有没有',
  '有吗',
  '有啥',
  '一个',
  '一款',
  '一台',
  '帮我',
  '看看',
  '找个',
  '好用',
  '好用的',
  '性价比',
  '牌子',
  '品牌',
  '哪个好',
  '多少钱',
  '还有',
  '别的',
  '其他',
  '换个',
  // Budget words.
  '预算',
  '以内',
  '以下',
  '以上',
  '左右',
  '之间',
  '不超过',
  '最多',
  '便宜',
  '便宜点',
  '便宜的',
  '贵',
  '太贵',
  '别太贵',
  '不要太贵',
  '不要',
  '不想要',
  '除了',
  '块',
  '元',
  '块钱',
  // Who it is for.
  '学生',
  '老人',
  '孩子',
  '女朋友',
  '男朋友',
  '爸妈',
  '自己用',
  '家用',
];

/** Amounts said in pinyin (san qian, liang wan, wu bai): a digit word before a unit. */
export const PINYIN_AMOUNTS: readonly string[] = ['一', '两', '二', '三', '四', '五', '六', '七', '八', '九', '十'].flatMap((d) =>
  ['百', '千', '万'].map((unit) => `${d}${unit}`),
);

/**
 * Budget words typed in pinyin glued to the amount they bound (300yinei, 2000 zuoyou, 500kuai;
 * decision 086): read after a digit, where other letters stay as typed (xm5, 8gb).
 */
export const PINYIN_AFTER_AMOUNT: readonly string[] = [
  ...['以内', '以下', '之内', '左右', '上下', '出头', '块', '元', '块钱', '块以内', '元以内', '块左右', '元左右'],
];
