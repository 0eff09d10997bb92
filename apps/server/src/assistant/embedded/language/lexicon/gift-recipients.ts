/**
 * Who a present is for (the gift flow, language/gift.ts): the words that name each kind of
 * recipient and the catalog categories that make good presents for them, in order of preference.
 * The first row with a word in the question decides, so 小宝宝 (a baby) is read before 宝宝 (a
 * child). A new way of naming someone is one more word in its row.
 */
export const GIFT_RECIPIENTS: ReadonlyArray<{ words: readonly string[]; categories: readonly string[] }> = [
  {
    words: [
      '女朋友',
      '女友',
      '老婆',
      '媳妇',
      '妻子',
      '爱人',
      '对象',
      '闺蜜',
      '女生',
      '女孩',
      '女同学',
      '女同事',
      '姐姐',
      '妹妹',
      '女神',
      '姐妹',
    ],
    categories: ['perfumes', 'lipsticks', 'tws-earbuds', 'smartwatches', 'hair-dryers', 'eye-massagers'],
  },
  {
    words: ['男朋友', '男友', '老公', '丈夫', '男生', '男孩', '男同学', '男同事', '哥哥', '弟弟', '兄弟', '哥们'],
    categories: ['shavers', 'smartwatches', 'tws-earbuds', 'keyboards', 'massage-guns', 'electric-toothbrushes'],
  },
  {
    words: [
      '父母',
      '爸妈',
      '爸爸',
      '妈妈',
      '父亲',
      '母亲',
      '老爸',
      '老妈',
      '我妈',
      '我爸',
      '咱妈',
      '咱爸',
      '婆婆',
      '公公',
      '岳父',
      '岳母',
      '丈母娘',
      '老丈人',
      '长辈',
      '老人',
      '爷爷',
      '奶奶',
      '外公',
      '外婆',
      '姥姥',
      '姥爷',
    ],
    categories: ['neck-massagers', 'blood-pressure-monitors', 'eye-massagers', 'tea', 'massage-chairs', 'body-scales'],
  },
  {
    words: ['刚出生', '新生儿', '满月', '百天', '小宝宝', '婴儿', '刚生了宝宝', '刚生宝宝'],
    categories: ['baby-bottles', 'strollers', 'diapers', 'infant-formula', 'car-seats'],
  },
  {
    words: ['老师', '教授', '导师', '班主任'],
    categories: ['tea', 'thermos-cups', 'hand-creams', 'desk-lamps', 'artificial-flowers', 'neck-massagers'],
  },
  {
    words: ['孩子', '小孩', '儿童', '宝宝', '小朋友', '儿子', '女儿', '侄子', '侄女', '外甥', '娃'],
    categories: ['building-toys', 'tablets', 'bluetooth-speakers', 'bicycles'],
  },
  {
    words: ['同事', '朋友', '领导', '客户', '上司', '老板', '同学', '室友', '邻居'],
    categories: ['tea', 'coffee-beans', 'nuts', 'bluetooth-speakers', 'perfumes', 'electric-toothbrushes'],
  },
];

/** Occasions a present is for (生日礼物): said back in the answer. */
export const GIFT_OCCASIONS: readonly string[] = [
  '生日',
  '纪念日',
  '情人节',
  '七夕',
  '520',
  '母亲节',
  '父亲节',
  '教师节',
  '圣诞',
  '新年',
  '春节',
  '过年',
  '毕业',
  '乔迁',
  '结婚',
  '新婚',
  '中秋',
  '端午',
];
