/**
 * Buyers and price words whose usual budget is known, per category (language/audience.ts): 学生党
 * buying a laptop rarely means a 12,000-yuan one, and 平价粉底液 is not a 500-yuan one. Used only
 * when the question names no budget, and the answer says so. A new word is one more string in its
 * row; a new category one more entry in the budgets.
 */

/** What a modest buyer spends, per category (the top of the everyday, 平价 band). */
const MODEST: Readonly<Record<string, number>> = {
  laptops: 6000,
  'gaming-laptops': 8000,
  tablets: 3000,
  smartphones: 3000,
  'tws-earbuds': 500,
  'anc-headphones': 1000,
  smartwatches: 1000,
  'bluetooth-speakers': 300,
  'power-banks': 150,
  monitors: 1500,
  keyboards: 400,
  mice: 200,
  'e-readers': 1000,
  backpacks: 300,
  luggage: 500,
  'running-shoes': 500,
  sneakers: 500,
  foundations: 300,
  lipsticks: 200,
  'face-creams': 300,
  serums: 300,
  sunscreens: 150,
  'face-masks': 150,
  perfumes: 500,
  'face-cleansers': 100,
  'hand-creams': 100,
  shampoos: 100,
  'body-washes': 100,
  'electric-toothbrushes': 300,
  'hair-dryers': 300,
  'hair-curlers': 200,
  shavers: 300,
  'water-flossers': 300,
  'desk-lamps': 200,
};

export const BUYER_BUDGETS: ReadonlyArray<{
  words: readonly string[];
  /** How the answer names the band: 学生党买粉底液 / 平价的粉底液. */
  says: (category: string) => string;
  budgets: Readonly<Record<string, number>>;
  /** The words say a price level, never a product term (平价 is no keyword). */
  priceWords?: true;
}> = [
  { words: ['学生党', '大学生', '学生', '上学', '网课', '宿舍', '考研', '穷学生'], says: (c) => `学生党买${c}`, budgets: MODEST },
  {
    words: [
      '平价',
      '白菜价',
      '学生价',
      '预算有限',
      '不贵的',
      '便宜点的',
      '便宜实惠',
      '便宜好用',
      '经济实惠',
      '亲民',
      // 别太贵, 价格不要太高: a price level said as what to avoid.
      '别太贵',
      '不要太贵',
      '不用太贵',
      '不能太贵',
      '不太贵',
      '价格别太高',
      '价格不要太高',
      '别买太贵的',
    ],
    says: (c) => `平价的${c}`,
    budgets: MODEST,
    priceWords: true,
  },
];

/** The price-level words (平价, 别太贵), longest first: said as a level, never searched for. */
export const PRICE_LEVEL_WORDS: readonly string[] = BUYER_BUDGETS.filter((r) => r.priceWords)
  .flatMap((r) => r.words)
  .sort((a, b) => b.length - a.length);
