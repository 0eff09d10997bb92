/**
 * An invoice asked for with a purchase to come (公司报销要发票 买台联想笔记本能开专票吗, decision
 * 042): the shopper wants the product, and the answer adds how the invoice is had. A purchase
 * already made (上个月买的洗衣机要开发票) stays an after-sales question.
 */
export const INVOICE_WORDS: readonly string[] = ['发票', '专票', '普票', '开票', '增值税', '报销', '抬头', '税号'];

/** Words that say the purchase is still to come: 想买, 准备入, 买台. */
export const TO_BUY_WORDS: readonly string[] = [
  '想买',
  '要买',
  '打算买',
  '准备买',
  '计划买',
  '需要买',
  '得买',
  '想入',
  '准备入',
  '买台',
  '买个',
  '买部',
  '买款',
  '买一台',
  '买一个',
  '买一部',
  '买几台',
  '买几个',
  '采购',
  '批量买',
  '推荐',
];
