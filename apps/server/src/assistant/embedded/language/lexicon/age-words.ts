/**
 * Ages said in a question (decision 060): 我爸六十多了, 孩子三岁, 九零后. Read by language/ages.ts so
 * the budget grammar never takes an age for a price. A new person is one more string.
 */

/** People whose age is said right after them (我爸六十多了, 孩子今年三岁). */
export const AGE_PEOPLE: readonly string[] = [
  ...[
    '我爸',
    '我妈',
    '老爸',
    '老妈',
    '爸爸',
    '妈妈',
    '我爹',
    '我娘',
    '父亲',
    '母亲',
    '爸妈',
    '我父母',
    '公公',
    '婆婆',
    '岳父',
    '岳母',
    '丈母娘',
  ],
  ...['爷爷', '奶奶', '外公', '外婆', '姥姥', '姥爷', '老人', '老人家', '家里老人', '老头', '老太太'],
  ...['孩子', '小孩', '宝宝', '娃', '儿子', '女儿', '闺女', '小朋友', '侄子', '侄女', '外甥', '外甥女', '孙子', '孙女'],
  ...[
    '老公',
    '老婆',
    '男朋友',
    '女朋友',
    '对象',
    '我哥',
    '我姐',
    '我弟',
    '我妹',
    '弟弟',
    '妹妹',
    '哥哥',
    '姐姐',
    '我',
    '他',
    '她',
  ],
];

/** Between the person and the age: 今年, 已经, 都, 快. */
export const AGE_FILLERS: readonly string[] = [
  '今年',
  '已经',
  '都',
  '快',
  '刚',
  '才',
  '也',
  '现在',
  '马上',
  '满',
  '今年都',
  '都已经',
  '已经快',
];

/** What may follow the age: 岁, 了, or the clause's end (我爸六十多，…). */
export const AGE_ENDS: readonly string[] = ['周岁', '岁', '了', '啦', '，', ',', '。', '；', ' ', '的人', '的老人'];

/** Generations (九零后, 95后, 00后): an age group, never a price. */
export const GENERATION_SUFFIXES: readonly string[] = ['后'];
