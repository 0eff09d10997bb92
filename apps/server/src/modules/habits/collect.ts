import type { HabitField } from '@app/protocol';
import type { Vocabulary } from '../catalog/vocabulary';

export interface CollectedHabit {
  field: HabitField;
  value: string;
}

const BUDGET_PATTERNS: Array<[RegExp, (n: string) => string]> = [
  [/(\d{2,6})\s*(?:元|块)?\s*(?:以内|以下|之内)/gu, (n) => `${n}元以内`],
  [/(\d{2,6})\s*(?:元|块)?\s*(?:左右|上下)/gu, (n) => `${n}元左右`],
  [/预算\s*(?:是|为|在)?\s*(\d{2,6})/gu, (n) => `${n}元左右`],
];

/** Budget phrases in a question (2000元以内, 500左右, 预算3000) as labels. */
export function budgetsIn(text: string): string[] {
  const out = new Set<string>();
  for (const [pattern, label] of BUDGET_PATTERNS) for (const m of text.matchAll(pattern)) out.add(label(m[1]!));
  return [...out];
}

/**
 * Preferences the assistant can read from what the user asked and wished for: categories,
 * brands and malls named (catalog vocabulary), and budgets stated. Pure: no I/O.
 */
export function collectHabits(
  vocabulary: Vocabulary,
  questions: string[],
  wished: Array<{ category?: string; brand?: string; mall: string }>,
): CollectedHabit[] {
  const seen = new Set<string>();
  const out: CollectedHabit[] = [];
  const add = (field: HabitField, value: string | undefined) => {
    if (!value || seen.has(`${field}:${value}`)) return;
    seen.add(`${field}:${value}`);
    out.push({ field, value });
  };
  for (const q of questions) {
    vocabulary.matchCategories(q).categories.forEach((c) => add('categories', c.name));
    vocabulary.matchBrands(q).brands.forEach((b) => add('brands', b));
    vocabulary.matchMalls(q).malls.forEach((m) => add('malls', m));
    budgetsIn(q).forEach((b) => add('budget', b));
  }
  for (const w of wished) {
    add('categories', w.category);
    add('brands', w.brand);
    add('malls', w.mall);
  }
  return out;
}
