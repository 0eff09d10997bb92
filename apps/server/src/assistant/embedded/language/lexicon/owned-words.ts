/**
 * Words that say the shopper already owns what follows (我现在用的是iphone13, 家里那台老海尔):
 * the model after them is context for an upgrade, not what to search (decision 063). One string
 * per way of saying it.
 */
export const OWNED_BEFORE: readonly string[] = [
  '现在用的是',
  '现在用的',
  '目前用的是',
  '目前用的',
  '之前用的是',
  '之前用的',
  '以前用的是',
  '以前用的',
  '一直用的是',
  '一直用的',
  '用了好几年的',
  '用了几年的',
  '手上这台',
  '手上这个',
  '手上的',
  '手里的',
  '我的旧',
  '家里那台老',
  '家里的老',
  '家里那台',
  '家里那个',
  '家里的',
  '我家那台',
  '我家那个',
  '我家的',
  '现在这台',
  '现在这个',
  '我这台',
  '我这个',
  '我现在的',
  // 比我的iPad Air屏幕大的平板, 比我现在这个轻的 (decision 068): measured against what is owned.
  '比我现在用的',
  '比我现在这个',
  '比我现在这台',
  '比我现在的',
  '比我的',
  '比我这个',
  '比我这台',
  '比我家的',
  '我的',
];

/**
 * Said before a brand the shopper owns or has seen (家里小米的扫地机老卡住, 我那个美的电饭煲, 同事那个戴森):
 * only a thing that starts with a brand is owned after them, so 家里两个人 and 我那个朋友 stay as said.
 */
export const OWNED_BRAND_BEFORE: readonly string[] = [
  '家里',
  '我家',
  '我那个',
  '我那台',
  '同事那个',
  '同事那台',
  '朋友那个',
  '朋友那台',
  '室友那个',
  '同学那个',
  '闺蜜那个',
  '别人那个',
];

/**
 * Said after the thing owned (iPhone 13用了三年了, 小米手环8坏了, XM4戴久了): what comes before
 * them in the clause is owned (decision 068).
 */
export const OWNED_AFTER: readonly string[] = [
  '用了',
  '用久了',
  '用得太久',
  '戴了',
  '戴久了',
  '坏了',
  '摔坏了',
  '太卡了',
  '有点卡',
  '越来越卡',
  '太旧了',
  '老了',
  '不行了',
  '不好用了',
  '该换了',
  '想换了',
  '想升级',
  '玩腻了',
  '玩腻',
  '想换',
];

/** Where the owned thing ends: the ask that follows it (想换, 准备买, 打算). */
export const OWNED_UNTIL: readonly string[] = [
  '想',
  '要',
  '准备',
  '打算',
  '换',
  '升级',
  '该',
  '有没有',
  '推荐',
  '能不能',
  '用了',
  '坏了',
  '太',
  '老是',
  '差不多',
  '一样',
  '那样',
  '不',
  '还',
  '屏幕',
  '更',
  '便宜',
  // 比我的XM4轻的: a quality compared, in two characters so 小米 and 大疆 stay names.
  '贵的',
  '贵点',
  '轻的',
  '轻点',
  '轻一',
  '重的',
  '大的',
  '大点',
  '大一',
  '小的',
  '小点',
  '小一',
  '好的',
  '好点',
  '好一',
];

/**
 * Buying the same again (一直用的海飞丝 再囤点, 还是上次那个, 回购): the thing owned is what is
 * wanted, so it is read as asked (decision 068).
 */
export const REPURCHASE_WORDS: readonly string[] = [
  '再囤',
  '囤点',
  '囤一些',
  '回购',
  '再买',
  '再来',
  '还买',
  '还要这个',
  '还是这个',
  '还是上次',
  '上次那个',
  '上次买的',
  '同款',
  '一样的',
  '老样子',
  '用完了',
  '吃完了',
  '快用完',
  '继续用',
];
