/**
 * A follow-up that is an amount and nothing else (decision 086): 那就三千吧, 两千的呢, 3000吧,
 * 还是五百吧 after a list is the new cap of the need. The words that may stand around the amount;
 * read by language/bare-amount.ts. Anything else said makes it no bare amount.
 */
export const BARE_AMOUNT_LEADS: readonly string[] = [
  ...['那就', '那么', '那', '就', '还是', '那还是', '那就还是', '要不', '要不就', '干脆', '行吧', '好吧', '行', '好'],
  ...['嗯', '额', '呃', '哦', '算了', '预算就', '控制在', '在'],
];
export const BARE_AMOUNT_TAILS: readonly string[] = [
  ...['吧', '呢', '啊', '呀', '的', '的呢', '的吧', '好了', '吧好了', '算了', '以内吧', '的话', '的话呢', '左右吧'],
];
/** The smallest bare number read as money: 三吧 or 2吧 is no budget. */
export const BARE_AMOUNT_MIN = 50;
