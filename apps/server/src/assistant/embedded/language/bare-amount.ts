import type { Budget } from './budget';
import { amount, chineseNumber } from './budget';
import { BARE_AMOUNT_LEADS, BARE_AMOUNT_MIN, BARE_AMOUNT_TAILS } from './lexicon/bare-amount-words';
import { priceRangeLabel } from '@app/protocol/price-range';

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const LEADS = byLength(BARE_AMOUNT_LEADS);
const TAILS = byLength(BARE_AMOUNT_TAILS);
const AMOUNT = /^(\d+(?:\.\d+)?[千万kKwW]?|[零一二两三四五六七八九十百千万]+)(?:块钱|块|元)?$/;

/**
 * 那就三千吧, 两千的呢, 3000吧 (decision 086): a follow-up that says an amount and nothing else, as
 * the new cap of the need it follows. null when anything else is said, or the number is too
 * small to be money.
 */
export function bareAmountCap(question: string): { budget: Budget; span: string } | null {
  let t = question.replace(/[\s，,。！!？?~～]+/g, '');
  for (let changed = true; changed;) {
    changed = false;
    const lead = LEADS.find((w) => t.startsWith(w) && t.length > w.length);
    if (lead) {
      t = t.slice(lead.length);
      changed = true;
    }
    const tail = TAILS.find((w) => t.endsWith(w) && t.length > w.length);
    if (tail) {
      t = t.slice(0, -tail.length);
      changed = true;
    }
  }
  const m = AMOUNT.exec(t);
  if (!m) return null;
  const value = /\d/.test(m[1]!) ? amount(m[1]!) : chineseNumber(m[1]!);
  if (!value || value < BARE_AMOUNT_MIN) return null;
  const range = { max: value };
  return { budget: { ...range, label: priceRangeLabel(range) }, span: m[0] };
}
