/**
 * Measures a shopper compares against the listings' spec values (decision 044): 500升以上,
 * 续航一百公里以上, 屏幕大于65寸, 重量1kg以下, 能睡四个人. Data, not code: a new unit or a new
 * way to say "at least" is one row or one string.
 */

/**
 * A unit: the quantity it measures (`kind`), how many base units one of it is (`factor`: 斤 is
 * 500 g), how shoppers write it (`says`, read case-blind) and how listings write it (`lists`,
 * read as written: a listing's 2.4G is data, its 55g a weight). The first word of `says` is how
 * the answer names the unit. `bare`: a measure said with no comparison word still compares
 * (两人帐篷 is the tent sized for two, 四人帐篷 the 3-4人 one; 能睡四个人 still asks for room for
 * four or more, decision 085).
 */
export interface MeasureUnit {
  kind: string;
  factor: number;
  says: readonly string[];
  lists: readonly string[];
  bare?: Comparison;
  /** A listing that states no measure of this kind fits any amount (an age: no age limit said). */
  unstatedFits?: boolean;
}

export type Comparison = 'min' | 'max' | 'about';

export const MEASURE_UNITS: readonly MeasureUnit[] = [
  { kind: '容积', factor: 1000, says: ['升', '公升', 'l'], lists: ['L', '升'] },
  { kind: '容积', factor: 1, says: ['毫升', 'ml'], lists: ['ml'] },
  { kind: '重量', factor: 1000, says: ['公斤', '千克', 'kg'], lists: ['kg', '公斤'] },
  { kind: '重量', factor: 500, says: ['斤'], lists: [] },
  { kind: '重量', factor: 1, says: ['克', 'g'], lists: ['g'] },
  { kind: '距离', factor: 1000, says: ['公里', '千米', 'km'], lists: ['km'] },
  { kind: '长度', factor: 1000, says: ['米', 'm'], lists: ['m', '米'] },
  { kind: '长度', factor: 10, says: ['厘米', '公分', 'cm'], lists: ['cm'] },
  { kind: '长度', factor: 1, says: ['毫米', 'mm'], lists: ['mm'] },
  { kind: '尺寸', factor: 1, says: ['寸', '英寸', '吋', 'inch'], lists: ['英寸'] },
  { kind: '电量', factor: 1, says: ['毫安', '毫安时', 'mah'], lists: ['mAh'] },
  // 2万毫安以上: a power bank's capacity said in ten-thousands.
  { kind: '电量', factor: 10000, says: ['万毫安', '万毫安时', '万mah'], lists: [] },
  // 两人帐篷, 四个人用的: a thing sized for N people is the size that holds N (2人, 3-4人), not every bigger one (decision 085).
  { kind: '人数', factor: 1, says: ['人', '个人'], lists: ['人'], bare: 'about' },
  // 两岁宝宝玩的, 给五岁孩子: a child's age picks the toys and rides whose 适用年龄 spans it (2-6岁, 3岁+; decision 085).
  // A bike or a toy that states no age is for any age: it is not ruled out by one (decision 089).
  { kind: '年龄', factor: 1, says: ['岁', '周岁'], lists: ['岁'], bare: 'about', unstatedFits: true },
  { kind: '匹数', factor: 1, says: ['匹'], lists: ['匹'] },
  { kind: '功率', factor: 1, says: ['瓦', 'w'], lists: ['W'] },
  { kind: '存储', factor: 1, says: ['gb', 'g', 'G'], lists: ['GB', 'G'] },
  { kind: '存储', factor: 1024, says: ['tb', 't'], lists: ['TB', 'T'] },
  { kind: '刷新率', factor: 1, says: ['hz', '赫兹'], lists: ['Hz'] },
  { kind: '时长', factor: 60, says: ['小时', '个小时', 'h'], lists: ['小时'] },
  { kind: '时长', factor: 1440, says: ['天'], lists: ['天'] },
  { kind: '时长', factor: 1, says: ['分钟'], lists: ['分钟'] },
  { kind: '吸力', factor: 1, says: ['pa', '帕'], lists: ['Pa'] },
  { kind: '套数', factor: 1, says: ['套'], lists: ['套'] },
  { kind: '度数', factor: 1, says: ['度'], lists: ['度'] },
  { kind: '档位', factor: 1, says: ['档'], lists: ['档'] },
];

/**
 * Words that turn a measure into a comparison, said after it (500升以上) or before it (至少5L,
 * 能睡四个人). `about` keeps values within a tenth either way.
 */
export const COMPARISON_WORDS: ReadonlyArray<{ op: Comparison; after: readonly string[]; before: readonly string[] }> = [
  {
    op: 'min',
    after: ['以上', '及以上', '或以上', '往上', '起步', '打底', '起', '+'],
    before: [
      '至少',
      '最少',
      '起码',
      '最低',
      '大于',
      '超过',
      '高于',
      '多于',
      '不少于',
      '不低于',
      '不小于',
      '不止',
      '能睡',
      '睡得下',
      '能住',
      '住得下',
      '能装',
      '装得下',
      '够',
      '>',
      '≥',
    ],
  },
  {
    op: 'max',
    after: ['以下', '以内', '之内', '及以下', '或以下', '封顶'],
    before: ['不超过', '不到', '最多', '最大', '小于', '低于', '少于', '不高于', '不大于', '别超过', '<', '≤'],
  },
  { op: 'about', after: ['左右', '上下', '前后'], before: ['大概', '大约', '差不多', '约'] },
];

/**
 * What a measure is of, said just before it (容量至少5L, 重量1kg以下, 屏幕大于65寸): part of the
 * comparison, no keyword, and no category word (屏幕 names monitors only when nothing else does).
 */
export const MEASURE_SUBJECTS: readonly string[] = [
  '容量',
  '容积',
  '重量',
  '体重',
  '自重',
  '净重',
  '续航',
  '续航里程',
  '屏幕',
  '屏',
  '尺寸',
  '电池',
  '电量',
  '内存',
  '存储',
  '硬盘',
  '功率',
  '吸力',
  '刷新率',
  '长度',
  '厚度',
  '面积',
];

/** How an answer names each comparison after the measure (500升以上). */
export const COMPARISON_SAID: Record<Comparison, string> = { min: '以上', max: '以下', about: '左右' };

/**
 * Sizes that name a model of a line (decision 065): 13寸 of macbook air is the Air 13 (13.6英寸),
 * 11英寸 of iPad the 11-inch one. One row per unit, the ways the listings and statedValues write it.
 */
export const MODEL_SIZE_UNITS: ReadonlyArray<readonly string[]> = [['英寸', '寸', '吋']];
