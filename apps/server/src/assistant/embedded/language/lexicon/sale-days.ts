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

/**
 * Times to come a shopper may wait for (年底会不会降, 下个月再买): never a product term either. A
 * price question leaves them, and the holidays (lexicon/holidays.ts), out of the product's name.
 */
export const BUY_TIMES: readonly string[] = [
  '年底',
  '年末',
  '年前',
  '年后',
  '过年',
  '开年',
  '年中',
  '月底',
  '月初',
  '下个月',
  '下月',
  '下半年',
  '明年',
  '过段时间',
  '过阵子',
  '过几天',
  '过两天',
  '等几天',
];
