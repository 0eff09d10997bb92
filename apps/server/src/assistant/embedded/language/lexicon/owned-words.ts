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
  '手上的',
  '手里的',
  '我的旧',
  '家里那台老',
  '家里的老',
  '现在这台',
  '现在这个',
];

/** Where the owned thing ends: the ask that follows it (想换, 准备买, 打算). */
export const OWNED_UNTIL: readonly string[] = ['想', '要', '准备', '打算', '换', '升级', '该', '有没有', '推荐', '能不能'];
