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
      // Decision 078: how popular, said every way.
      '最畅销',
      '卖得最火',
      '卖得最多',
      '卖的最好',
      '卖的最多',
      '卖得好的',
      '销量高的',
      '销量第一',
      '人气最高',
      '人气最旺',
      '最热门',
      '最多人买',
      '大家都买',
      '最流行',
      '按销量',
      '销量(?:从高到低|排序|排)',
    ],
  },
  // Decision 078: the catalog keeps a rating per listing and no count of reviews, so 好评最多 and
  // 口碑最好 are the best rated (sales break ties).
  {
    sort: 'rating',
    words: [
      '评分最高',
      '评分最好',
      '评分高的',
      '分数最高',
      '打分最高',
      '星级最高',
      '好评最多',
      '好评率最高',
      '好评如潮',
      '好评多的',
      '口碑最好',
      '口碑最佳',
      '口碑好的',
      '口碑第一',
      '评价最好',
      '评价最高',
      '评价好的',
      '按评分',
      '评分(?:从高到低|排序|排)',
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
      // Money no object (decision 085): show the dear ones first, never a floor.
      '钱不差',
      '不缺钱',
      '(?:钱|价钱|价格|预算)(?:不是|不成)问题',
      '(?:预算|价格|价钱)(?:不限|无上限|没上限|没有上限|随意|随便)',
      '不限(?:预算|价格|价钱)',
      '多少钱都(?:行|可以|无所谓|没关系)',
      '多贵都(?:行|可以|无所谓|没关系)',
      '最顶',
      '顶级',
      '最高端',
      '最高配',
    ],
  },
];
