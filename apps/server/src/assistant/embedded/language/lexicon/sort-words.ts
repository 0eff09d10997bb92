import type { ProductSort } from '#server/modules/catalog/repository';

/**
 * How shoppers ask for an order (decision 035): one row per order, its phrases as regular-expression
 * fragments. The first row with a phrase in the question decides (constraints.ts), so 销量从高到低
 * is by sales, not by price. A new phrasing is one more string in its row.
 */
export const SORT_WORDS: ReadonlyArray<{ sort: Exclude<ProductSort, 'relevance'>; words: readonly string[] }> = [
  {
    sort: 'sales',
    words: [
      '销量最高',
      '销量最好',
      '卖得最好',
      '最火',
      '爆款',
      '热销',
      '最受欢迎',
      '买的人最多',
      '按销量',
      '销量(?:从高到低|排序|排)',
    ],
  },
  {
    sort: 'price_asc',
    words: [
      '最便宜',
      '更便宜',
      '便宜点',
      '便宜一点',
      '便宜些',
      '低价',
      '省钱',
      '预算有限',
      '(?:价格|价钱)?(?:从|由)低到高',
      '(?:从|由)便宜到贵',
      '便宜的(?:在前|先|排前面|放前面)',
      '价格(?:升序|从小到大)',
      // 按价格从高到低 is the other order (decision 075).
      '按价格(?!\\s*(?:从|由)(?:高|贵|大))(?:排|排序|来排)?',
    ],
  },
  {
    sort: 'price_desc',
    words: [
      '(?:价格|价钱)?(?:从|由)高到低',
      '(?:从|由)贵到便宜',
      '贵的(?:在前|先|排前面|放前面)',
      '价格(?:降序|从大到小)',
      '最贵',
      '顶配',
      '最好的',
      '旗舰',
      '高端',
      '不差钱',
    ],
  },
];
