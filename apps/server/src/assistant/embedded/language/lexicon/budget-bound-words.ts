/**
 * Words before an amount that make it a budget's top or bottom (decision 061): 最多花一千, 顶多两千,
 * 撑死三千 cap it; 至少, 起码 set a floor. A spend verb may stand between (最多能花, 撑死也就出).
 * Read by language/budget.ts; a new phrasing is one more string in its row.
 */
export const BUDGET_CAP_WORDS: readonly string[] = [
  '不超过',
  // Decision 081: 别过百, 不超两百, 别超三千, 不要过五百, 不能过一千.
  '不超',
  '别超',
  '别过',
  '不要过',
  '不能过',
  '不得超过',
  '不高于',
  '不要超过',
  '别超过',
  '不能超过',
  '不到',
  '低于',
  '少于',
  '小于',
  '最多',
  '最高',
  '至多',
  '上限',
  '控制在',
  '顶多',
  '顶天',
  '撑死',
  '充其量',
  '封顶',
  // What the shopper has is the cap: 手里就两千, 只有一千, 就剩三百, 总共五千 (decision 070).
  '手里',
  '手上',
  '兜里',
  '卡里',
  '身上',
  '只有',
  '就剩',
  '只剩',
  '总共',
  '一共',
  // A bit more, to this much (decision 084): 再多点 四千, 再加点 到三千, 再往上点 五千 set the new cap;
  // 再多加五百 (an amount right after the word) is a step (BUDGET_STEP_UP).
  ...['再多点', '再多一点', '再加点', '再加一点', '多加点', '再高点', '再高一点', '再往上点', '再往上', '往上点'],
];

/**
 * Words of a guess before a bare amount (大概五千吧, 差不多两千, 估计六千): about that much, like
 * 五千左右 (decision 074). Read only for amounts of 100 and more, with no unit of a measure after.
 */
export const BUDGET_HEDGE_WORDS: readonly string[] = [
  ...['大概在', '大概', '大约在', '大约', '差不多在', '差不多', '估计在', '估计', '估摸着', '估摸', '约莫', '大致'],
  ...['预计', '预估', '打算花', '准备花', '想花', '能花', '花个', '出个'],
];

/**
 * Words after an amount that make it the top (decision 070, 077): 两千以内, 三千封顶, 五百顶多了,
 * 一千块不到, 一百五顶天了, 两千打住. Read by language/budget.ts.
 */
export const BUDGET_CAP_AFTER_WORDS: readonly string[] = [
  ...['以内', '以里', '以下', '之内', '内', '封顶', '顶多', '最多', '撑死', '到顶', '是上限', '为上限'],
  ...['不到', '顶天', '打住', '为止', '之下', '不能再多', '不能再高', '是极限', '极限'],
];

/** Signs before an amount that say it is money (¥2000, ￥500 after NFKC): read as 元 after it. */
export const CURRENCY_SIGNS: readonly string[] = ['¥'];

/**
 * Marks after an amount of at least `minAmount` that make it the bottom (3000+, decision 077);
 * never before a digit (8+256 is memory) nor after a small figure (16+ is a model).
 */
export const BUDGET_FLOOR_MARKS = { marks: ['+'], minAmount: 100 } as const;

export const BUDGET_FLOOR_WORDS: readonly string[] = ['不低于', '不少于', '至少', '最少', '起码', '最低', '高于', '超过'];

/** Words between a bound and its amount: 最多花一千, 撑死了也就出三千, 顶多能接受两千. */
export const SPEND_FILLERS: readonly string[] = [
  '了',
  '也',
  '就',
  '只',
  '能',
  '可以',
  '花',
  '出',
  '掏',
  '给',
  '接受',
  '个',
  '到',
  '得',
  '要',
  // 再多一点吧 2000, 预算再多点吧 两千五, 再多点，四千: a particle or a comma before the amount (decision 086).
  ...['吧', '呗', '啊', '呀', '嘛', '哈', '，', ','],
];

/**
 * 米 for 元 in chat slang (300米以内): read as money only with an amount of at least this much and
 * a budget word after it, so 2米以内的沙发 and 50米防水 stay sizes.
 */
export const SLANG_YUAN = { words: ['米', '大洋', '软妹币'], minAmount: 100 } as const;

/** Currency words after an amount, longest first: 块钱 before 块; 蚊 is Cantonese for 块 (三百蚊). */
export const CURRENCY_WORDS: readonly string[] = ['块钱', '元', '块', '蚊', 'rmb', 'RMB'];

/**
 * A budget moved by an amount (decision 075): 预算再加一千, 多加五百, 往上加1000 raise the cap in force
 * by it; 再少五百, 降一千 lower it. Read by budget-steps.ts before any new cap.
 */
export const BUDGET_STEP_UP: readonly string[] = [
  ...['再加', '多加', '加', '再多', '多出', '再添', '提高', '上调', '往上加', '往上提', '增加', '涨', '加多'],
];
export const BUDGET_STEP_DOWN: readonly string[] = ['再减', '减', '再少', '少', '再降', '降', '下调', '往下降', '减少', '砍'];
