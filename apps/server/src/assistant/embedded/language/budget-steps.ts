import { BUDGET_STEP_DOWN, BUDGET_STEP_UP } from './lexicon/budget-bound-words';
import { amount, chineseNumber } from './budget';

/** A budget moved by an amount (预算再加一千: +1000; 再少五百: -500). */
export interface BudgetStep {
  by: number;
  /** The words that said it (再加一千), so they are never read as search words. */
  span: string;
}

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const UP = byLength(BUDGET_STEP_UP);
const DOWN = byLength(BUDGET_STEP_DOWN);
/** The amount after a step word: 一千, 1000, 1k, 五百块, 个两千. */
const AMOUNT = /^(?:个|了|上)?\s*(\d+(?:\.\d+)?\s*[千万kKwW]?|[零一二两三四五六七八九十百千万]+)\s*(?:块钱|块|元)?/;

/**
 * 预算再加一千, 再多加五百, 可以再多两千, 往上加1000, 预算少五百, 再降一千 (decision 075): the budget
 * said as a change to the one in force, not a new cap. null when no step word is followed by an amount.
 */
export function budgetStep(question: string): BudgetStep | null {
  const q = question.replace(/\s+/g, '');
  for (const [words, sign] of [
    [UP, 1],
    [DOWN, -1],
  ] as const) {
    for (const word of words) {
      for (let at = q.indexOf(word); at >= 0; at = q.indexOf(word, at + 1)) {
        const m = AMOUNT.exec(q.slice(at + word.length));
        if (!m) continue;
        const value = /\d/.test(m[1]!) ? amount(m[1]!) : chineseNumber(m[1]!);
        if (value && value >= 10) return { by: sign * value, span: word + m[0] };
      }
    }
  }
  return null;
}
