/**
 * Shopping festivals (双十一, 618): when a shopper means to buy, never a product term. A shopping
 * question leaves them out of its search words (constraints.ts); a price question reads them as
 * asking about the right moment (price-asks.ts). A new sale day is one more string.
 */
export const SALE_DAYS: readonly string[] = [
  '双十一',
  '双11',
  '双十二',
  '双12',
  '六一八',
  '618',
  '黑色星期五',
  '黑五',
  '年货节',
  '大促',
  '开学季',
  '女神节',
];
