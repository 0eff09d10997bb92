import type { Phrase } from './phrase';

/**
 * How a comparison is worded around and between the product names (小米15和iPhone 16哪个好):
 * data rows read by language/phrases/compare-names.ts. A new wording is one more string.
 */

/** Words around the names in 小米15和iPhone 16哪个好 / 对比一下A和B / A跟B比有什么区别. */
export const COMPARE_FILLERS: Phrase[] = [
  [
    ['哪个', '哪款', '哪一个', '哪一款', '哪部', '哪台', '谁'],
    ['更', '比较', ''],
    ['好', '值得买', '值得入手', '值', '划算', '适合', ''],
    ['一些', '一点', ''],
  ],
  [['有'], ['什么', '啥'], ['区别', '不同', '差别']],
  [
    ['的', ''],
    ['区别', '差别', '不同'],
  ],
  [
    ['对比', '比较', '比'],
    ['一下', '一比', '下', ''],
  ],
  [['帮我', '请问', '请', '怎么选', '还是说', '怎么样', '如何', '?', '？', '!', '！', '。']],
  [
    ['选哪', '买哪'],
    ['个', '款', ''],
  ],
];

/**
 * Being torn between the names said after them (A还是B？纠结, A、B帮我选一个): the question is a
 * comparison, and these words are no part of a name.
 */
export const COMPARE_TORN_WORDS = ['纠结', '拿不定主意', '犹豫', '帮我选', '帮忙选', '求推荐', '求建议', '给点建议'];

/**
 * Asking how far apart the names are (A跟B比 差在哪, A和B差距大不大): the question is a
 * comparison, and from these words on nothing is a name.
 */
export const COMPARE_GAP_WORDS = ['差在哪', '差距', '差多少', '差别在哪', '区别在哪', '哪里不一样', '有什么不一样', '有啥不一样'];

/** Asking to compare, said after both names (戴森v12和追觅v12s比一下): the question is a comparison. */
export const COMPARE_ASK_WORDS = [
  '比一下',
  '比较下',
  '比下',
  '比比',
  '对比对比',
  'pk一下',
  '掰扯一下',
  // 跟小米15比呢 / 和它比起来呢 / 相比呢: the other side is the product talked about.
  '比呢',
  '比起来呢',
  '比起来怎么样',
  '比起来如何',
  '相比呢',
  '比的话呢',
];

/**
 * What the compared things are for, said just before the question word (送人哪个体面, 学习用哪个好):
 * no part of the last name. Besides these rows, any two characters and 用 (学习用, 办公用).
 */
export const COMPARE_PURPOSES = ['送人', '送礼', '自用', '自己用', '家用', '打游戏用', '上网课用', '给孩子用', '给老人用'];

/**
 * Said before the first name as a turn of speech (那跟vivo X200比怎么样, 要是和小米15比呢): a piece
 * made only of these is no name.
 */
export const COMPARE_LEAD_WORDS = [
  '那',
  '那么',
  '那就',
  '那要是',
  '要是',
  '如果',
  '假如',
  '嗯',
  '呃',
  '还有',
  '再',
  '我想',
  '想',
];

/** Between the names (Latin ones in any case). */
export const SEPARATORS = ['和', '与', '跟', '同', '还是', 'vs.', 'vs', 'pk', '、', ',', '，', '/', '以及'];

/**
 * Where the question part of a comparison starts (A和B 哪个降噪强, 送人哪个体面, 二选一): from the
 * first of these to the end is no part of a name.
 */
export const COMPARE_QUESTION_STARTS = [
  '哪个',
  '哪款',
  '哪一个',
  '哪一款',
  '哪部',
  '哪台',
  '哪瓶',
  '谁更',
  '谁的',
  '谁好',
  '选哪',
  '买哪',
  '怎么选',
  '二选一',
  '二选1',
  '两个选一个',
  '送人哪',
  '送礼哪',
  '有什么区别',
  '有啥区别',
  '区别大吗',
  // A和B对比下: the comparison word after both names ends them.
  '对比下',
  '对比一下',
  '比较下',
  '比较一下',
  '比一下',
  '比一比',
  ...COMPARE_ASK_WORDS,
  ...COMPARE_TORN_WORDS,
  ...COMPARE_GAP_WORDS,
];
