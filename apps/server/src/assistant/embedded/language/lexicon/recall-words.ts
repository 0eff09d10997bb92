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
