/**
 * How many people a household appliance is for (decision 063): 一个人住, 小两口, 家里就两个人,
 * 三口之家, 一大家子. Data, not code: a new way to say it is one string in a row; the grammar
 * (household.ts) also reads 家里N个人 / N口人 / N个人住 with any numeral.
 */
export const HOUSEHOLD_WORDS: ReadonlyArray<{ people: number; words: readonly string[] }> = [
  {
    people: 1,
    words: ['一个人住', '独居', '单身狗', '单身', '一个人用', '自己一个人', '就我一个人', '就我一个', '一人食', '一个人吃'],
  },
  { people: 2, words: ['小两口', '两口子', '二人世界', '我和老公', '我和老婆', '我和对象', '俩人住', '两人住'] },
  { people: 3, words: ['三口之家', '一家三口', '有娃了', '有孩子了'] },
  { people: 4, words: ['一家四口', '四口之家', '二胎'] },
  { people: 6, words: ['一大家子', '三代同堂', '人口多', '家里人多', '一家五口', '一家六口', '老人孩子都在'] },
];

/** Words around a number that make N个人 a household (家里就两个人, 两个人住), not a tent's room. */
export const HOUSEHOLD_BEFORE: readonly string[] = ['家里', '家中', '我家', '我们家', '家'];
export const HOUSEHOLD_AFTER: readonly string[] = ['住', '用', '吃', '过日子', '生活'];

/**
 * For each category sized by its household, the comparison its listings are filtered by: the
 * first row whose `upTo` holds the household (a value measures.ts reads: 8套以下). Bands follow
 * what sellers advise (a countertop dishwasher of 6 sets for two, 13 sets and up for a family).
 */
export const HOUSEHOLD_SIZES: Readonly<Record<string, ReadonlyArray<{ upTo: number; value: string }>>> = {
  dishwashers: [
    { upTo: 2, value: '8套以下' },
    { upTo: 4, value: '10套以上' },
    { upTo: 99, value: '14套以上' },
  ],
  'washing-machines': [
    { upTo: 2, value: '10公斤以下' },
    { upTo: 4, value: '10公斤以上' },
    { upTo: 99, value: '12公斤以上' },
  ],
  refrigerators: [
    { upTo: 1, value: '300升以下' },
    { upTo: 2, value: '460升以下' },
    { upTo: 4, value: '400升以上' },
    { upTo: 99, value: '500升以上' },
  ],
  'rice-cookers': [
    { upTo: 2, value: '3升以下' },
    { upTo: 4, value: '4升以上' },
    { upTo: 99, value: '5升以上' },
  ],
  'air-fryers': [
    { upTo: 2, value: '5.5升以下' },
    { upTo: 4, value: '6升以上' },
    { upTo: 99, value: '8升以上' },
  ],
};

/**
 * Rooms said for what a thing must cool or clean (卧室用的空调, 客厅的空调): a room's size, and the
 * comparison it asks of the categories sized by room. Other categories read the room as a use.
 */
export const ROOM_WORDS: ReadonlyArray<{ size: 'small' | 'large'; words: readonly string[] }> = [
  { size: 'small', words: ['卧室', '主卧', '次卧', '书房', '儿童房', '小房间', '小卧室', '宿舍', '出租屋', '十几平'] },
  { size: 'large', words: ['客厅', '大客厅', '大房间', '大开间', '三十多平', '四十平', '整个家'] },
];
export const ROOM_SIZES: Readonly<Record<string, Readonly<Record<'small' | 'large', string>>>> = {
  'air-conditioners': { small: '1.5匹以下', large: '2匹以上' },
};
