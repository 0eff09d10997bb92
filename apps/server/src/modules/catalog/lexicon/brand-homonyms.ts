/**
 * Words that contain a brand's name but are not that brand (劳力士 is not 力士): they take their
 * characters so the shorter brand is not found inside them.
 */
export const NOT_BRANDS: readonly string[] = [
  '劳力士',
  '雪佛兰',
  '百达翡丽',
  '路易威登',
  '爱马仕',
  '普拉达',
  '巴黎世家',
  '卡地亚',
  // Everyday words around a brand's name (音乐的 is not 乐的, 好兄弟 not 兄弟, 室内外 not 内外).
  '音乐的',
  '快乐的',
  '娱乐的',
  '可乐的',
  '欢乐的',
  '玩乐的',
  '完美的',
  '精美的',
  '甜美的',
  '优美的',
  '唯美的',
  '美美的',
  '好美的',
  '最美的',
  '很美的',
  '物美的',
  '好奇问',
  '有点好奇',
  '很好奇',
  '好奇心',
  '对宝宝好',
  '感恩节',
  '室内外',
  '国内外',
  '彩虹色',
  '好兄弟',
  '我兄弟',
  '给兄弟',
  '送兄弟',
  '兄弟们',
];

/**
 * Brand words that are also everyday things, and the words that make a question mean the thing
 * (issue 19): 苹果 is the fruit only in a food context (苹果多少钱一斤, 水果推荐 苹果, 烟台苹果),
 * otherwise the brand (苹果手机, 买点苹果的配件). One row per word: the word, what the thing is,
 * then the words of its context.
 */
export const BRAND_HOMONYMS: ReadonlyArray<readonly [word: string, thing: string, ...context: string[]]> = [
  [
    '苹果',
    '水果',
    '水果',
    '生鲜',
    '一斤',
    '几斤',
    '斤',
    '吃',
    '新鲜',
    '红富士',
    '富士',
    '烟台',
    '阿克苏',
    '脆甜',
    '果园',
    '榨汁',
    '削皮',
    '苹果汁',
    '苹果醋',
    '苹果派',
    '苹果干',
    '蛇果',
    '丑苹果',
    '香蕉',
    '橘子',
    '梨',
    '葡萄',
    '车厘子',
    '一箱苹果',
  ],
  ['樱桃', '水果', '水果', '生鲜', '斤', '吃', '新鲜', '车厘子', '大樱桃', '烟台', '甜', '一箱', '果园'],
  // 小米 the grain: only words of food, never 斤 alone (小米体脂秤能称多少斤).
  ['小米', '杂粮', '一斤', '小米粥', '熬粥', '煮粥', '米粥', '杂粮', '粗粮', '黄小米', '五谷', '小米南瓜'],
  // 大宝 the elder child (大宝二宝), not the hand cream, when the question speaks of children.
  ['大宝', '孩子', '二宝', '孩子', '儿子', '女儿', '上学', '岁', '出生', '幼儿园', '小学', '书包', '奶瓶', '玩具'],
  // 3m a length (3m的数据线), not the maker, when the question speaks of cords.
  ['3m', '3米', '数据线', '充电线', '快充线', '插线板', '延长线', '网线', '线长', '米长'],
  // 白猫 a white cat, not the dish soap, when the question speaks of cats.
  ['白猫', '猫', '猫粮', '猫砂', '猫咪', '猫罐头', '猫条', '养了', '喂', '吃什么', '饮水机'],
];
