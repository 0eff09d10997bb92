import type { CatalogProduct } from '#server/modules/catalog/service';
import type { CategoryInfo } from '#server/modules/catalog/vocabulary';
import { AUDIENCE_VARIANTS } from './lexicon/audience-variants';

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

/**
 * The variants the buyer implies (给女朋友 → 女款, 三年级 → 1-3年级); the first buyer named
 * decides, so 给老婆买 and 给爸爸买 in one question do not fight.
 */
export function variantsFor(text: string): string[] {
  let best: { at: number; variants: readonly string[] } | null = null;
  for (const row of AUDIENCE_VARIANTS)
    for (const buyer of row.buyers) {
      const at = text.indexOf(buyer);
      if (at >= 0 && (!best || at < best.at)) best = { at, variants: row.variants };
    }
  return best ? [...best.variants] : [];
}

/** The listing shows one of the variants in its title or specs. */
export const showsVariant = (p: CatalogProduct, variants: readonly string[]): boolean => {
  const shown = [p.title, ...Object.values(p.specs)].join(' ');
  return variants.some((v) => shown.includes(v));
};

/** The buyer words taken out (给爸妈用 → 给 用), so a follow-up naming the buyer adds no search keyword. */
export const withoutBuyers = (text: string): string =>
  AUDIENCE_VARIANTS.flatMap((row) => row.buyers)
    .sort((a, b) => b.length - a.length)
    .reduce((t, buyer) => t.split(buyer).join(' '), text);
