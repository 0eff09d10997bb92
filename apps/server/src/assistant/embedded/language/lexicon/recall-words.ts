/**
 * 回到猫粮, 说回洗衣机, 切回刚才的话题 (decision 065): going back to a topic by naming it. With a
 * category the latest or earlier list was of, the shopper gets that list's need back (its budget,
 * brands and values), not a fresh search of the category. One string per way of saying it.
 */
export const BACK_TO_TOPIC: readonly string[] = [
  '回到',
  '说回',
  '切回',
  '聊回',
  '转回',
  '绕回',
  '回头看看',
  '回来看看',
  '回来说',
];

/**
 * 还是看扫地机吧, 刚才的投影仪再给我看看 (decision 076): words that go back to a list only beside
 * the name of a category the list before the latest was of (and the latest was not).
 */
export const BACK_TO_NAMED: readonly string[] = [
  '还是看',
  '还是回',
  '还是要',
  '还是买',
  '接着看',
  '继续看',
  '再看看',
  '再看一下',
  '重新看',
  '刚才的',
  '刚刚的',
  '之前的',
  '前面的',
  '刚才那',
  '之前那',
];
