import type { Phrase } from './phrase';
/**
 * How shoppers ask about a product's price (decision 035). One row per phrase, grouped by what
 * the question asks; intent.ts compiles them once. A new phrasing is one more string.
 * Strings are regular-expression fragments (a few carry an optional tail).
 */

/** About the price record or the right moment: a price question whatever else is said. */
export const PRICE_RECORD_WORDS: readonly string[] = [
  '划算',
  '降价了?',
  '降过价了?',
  '涨价了?',
  '历史(?:最低)?价',
  '历史最低',
  '史低',
  '最低价',
  '价格走势',
  '价格趋势',
  '走势',
  '什么时候买',
  '啥时候买',
  '何时买',
  '什么时候入手',
  '啥时候入手',
  '什么时候最便宜',
  '啥时候最便宜',
  '买贵',
  '贵不贵',
  '价格(?:怎么样|合理|合适|高吗|低吗|贵吗)',
  '(?:多少钱|什么价)(?:买|入手)?(?:合适|划算)',
  '等等再买',
  '再等等',
  '等大促',
  // 要等双十一吗 / 等618再买 / 双11会更便宜吗: the right moment, against a sale day.
  '(?:还是)?等(?:到|一下|一等|着)?(?:双(?:十一|11|十二|12)|618|六一八|大促|年货节|黑五|活动|打折|降价)',
  '(?:双(?:十一|11|十二|12)|618|六一八|黑五)(?:的时候)?(?:会|能)?(?:更|再)?(?:便宜|降|打折|优惠)',
  '还是等',
  '会不会(?:再)?降',
  '还会降',
  // 618前会降吗, 双十一会降价么
  '会(?:再)?降(?:价)?(?:吗|么|不)',
  '(?:是|算)(?:好价|低价)',
  '会便宜',
  '价位(?:合理|合适)',
  '(?:现在|目前|这会儿|这时候)(?:入手|买|下手)(?:合适|划算|值)',
  '(?:入手|下手)(?:合适|划算)',
  // 这款最近价格有没有波动 / 价格变化大吗 / 有没有降过价: how its price moved (of the product, not 降价的耳机).
  '价(?:格|钱|位)?(?:最近|近期|这段时间)?(?:有没有|有没|有无|会不会|会|有)?(?:大的?|过)?(?:波动|变化|变动|浮动|起伏|涨跌)',
  '涨跌',
  '(?:有没有|有没|是否|会不会)(?:再)?(?:降价|涨价|降过价|涨过价|调过价|调价)(?!的)',
  '价格(?:稳不稳|稳定吗|稳吗)',
];

/** Is it worth buying: a price question unless the rest asks for recommendations. */
export const PRICE_WORTH_WORDS: readonly string[] = [
  // 值得入吗: 入 alone is 入手.
  '值得(?:现在|目前)?(?:买|入手|入(?![门口]))',
  '值不值',
  '值得入手',
  '能入手',
  '可以入手',
  '该不该买',
  '现在买',
  '入手吗',
  '能买吗',
  '可以买吗',
  '能下手吗',
  '可以下手吗',
];

/**
 * What it costs: a price question when a product (a brand or product line) is named; 耳机多少钱
 * alone is a shopping question. 多少钱一瓶 keeps its unit with the ask, not with the product name.
 */
export const PRICE_ASK_WORDS: readonly string[] = [
  '多少钱(?:一[瓶斤个台件双盒箱包支套部])?',
  '多少米',
  '多钱',
  // 什么价位 of a named product; 什么价位的耳机好 asks for recommendations.
  '(?:什么|啥)价(?:位(?!的)|(?!位))',
  '价格是多少',
  '价格多少',
  '卖多少',
  '现价多少',
  '几块钱',
  // ps5 pro多少 / 飞天茅台多少一瓶 / mate70pro 价格: the bare ask ending the question (多少寸 asks a spec).
  '多少(?:一[瓶斤个台件双盒箱包支套部])?(?=[\\s？?。！!吗呀啊呢]*$)',
  '(?:价格|价钱|售价)(?=[\\s？?。！!吗呀啊呢]*$)',
];

/**
 * A price asked with nothing else said (多少钱, 价格呢, 都多少钱): after a list, the prices of what
 * was shown (decision 063). Whole questions, read after the particles and pointers around them
 * (那, 这些, 它们, 呢, 吗) are taken off.
 */
export const SHOWN_PRICE_ASKS: readonly string[] = [
  '多少钱',
  '都多少钱',
  '分别多少钱',
  '各多少钱',
  '大概多少钱',
  '一般多少钱',
  '要多少钱',
  '多钱',
  '价格',
  '价格多少',
  '价格是多少',
  '价钱',
  '价位',
  '什么价',
  '啥价',
  '什么价位',
  '啥价位',
  '卖多少',
  '贵不贵',
  '贵吗',
];
/** What may stand around such an ask: pointers and particles. */
export const SHOWN_PRICE_AROUND =
  /^(?:那|那么|这些|那些|它们|这几款|这几个|上面的?|都|请问|问下)*|(?:呢|吗|啊|呀|哈|嘛|[?？。!！~～\s])*$/g;

/**
 * Hedges a shopper puts before the ask (徕芬吹风机一般多少钱, 大概什么价, 现在啥价, 到底要多少钱):
 * part of the ask, never of the product's name (decision 057). Taken out only right before an ask
 * word, so a model's own characters stay.
 */
export const PRICE_ASK_HEDGES: readonly string[] = [
  '一般',
  '大概',
  '大约',
  '大致',
  '大略',
  '差不多',
  '通常',
  '平时',
  '平常',
  '正常',
  '现在',
  '目前',
  '如今',
  '到底',
  '究竟',
  '得',
  '要',
  '需要',
  '得要',
  '卖',
  '能',
];

/**
 * Is a kind worth getting (电动牙刷值不值得换, 扫地机器人有没有必要升级): with a category and no brand,
 * a search for the kind, not one product's price (decision 081).
 */
export const WORTH_GETTING: Phrase[] = [
  [
    ['值不值得', '值得', '有没有必要', '有必要', '该不该', '要不要'],
    ['换', '升级', '换一个', '换个', '换新', '入'],
  ],
];
