import { ORDER_ISSUES, type OrderIssue } from './lexicon/order-issues';
import { containsPhrase } from './phrases/sequence';

/**
 * The order issue a question asks about (decision 060), or null: 刚下单就降价了 能保价吗 is price
 * protection, 退款多久到账 refund timing, 商品少发了一件 a missing item. Rows in
 * lexicon/order-issues.ts; a row with `with` needs one of its words in the question too.
 */
export function orderIssueOf(text: string): OrderIssue['topic'] | null {
  const q = text.toLowerCase();
  const row = ORDER_ISSUES.find((r) => (!r.with || r.with.some((w) => q.includes(w))) && containsPhrase(q, r.phrases));
  return row?.topic ?? null;
}
