/**
 * Words after an amount that make it a price band, read as "around" (decision 051): 2000档位的跑步机,
 * 三千价位的手机, 500档次的耳机. Only for amounts of 100 or more, so 5档位 (a fan's speed) stays a
 * setting. A new word is one string; read by language/budget.ts.
 */
export const PRICE_BAND_WORDS: readonly string[] = [
  '价位段',
  '价格段',
  '价格档',
  '价位',
  '档位',
  '档次',
  '价格带',
  '元档',
  '块档',
  '这个档',
  '那个档',
  // 2k档, 三千档的手机: a bare 档 after an amount of 100 or more (decision 061).
  '档',
];
