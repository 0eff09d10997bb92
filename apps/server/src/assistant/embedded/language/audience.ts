import type { CategoryInfo } from '#server/modules/catalog/vocabulary';

/**
 * Buyers whose usual budget is known, per category: 学生党 buying a laptop rarely means a
 * 12,000-yuan one. Used only when the question names no budget, and the answer says so.
 */
const AUDIENCES: Array<{ pattern: RegExp; label: string; budgets: Record<string, number> }> = [
  {
    pattern: /学生|大学生|上学|网课|宿舍|考研/,
    label: '学生党',
    budgets: {
      laptops: 6000,
      'gaming-laptops': 8000,
      tablets: 3000,
      smartphones: 3000,
      'tws-earbuds': 500,
      'anc-headphones': 1000,
      monitors: 1500,
      keyboards: 400,
      backpacks: 300,
    },
  },
];

/** Words that name a buyer but would otherwise become junk search keywords (学生党 → 党用). */
export const normaliseAudience = (text: string): string => text.replace(/学生党/g, '学生 ');

/** The usual price cap for this buyer and category, with the sentence that tells the user. */
export function assumedBudget(question: string, categories: CategoryInfo[]): { max: number; note: string } | null {
  for (const a of AUDIENCES) {
    if (!a.pattern.test(question)) continue;
    const category = categories.find((c) => a.budgets[c.id] !== undefined);
    if (!category) continue;
    const max = a.budgets[category.id]!;
    return {
      max,
      note: `你没说预算，${a.label}买${category.name}一般在${max}元以内，我先按这个价位来挑；预算不一样可以直接告诉我。`,
    };
  }
  return null;
}
