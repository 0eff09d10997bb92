import type { CatalogProduct } from '#server/modules/catalog/service';
import type { CategoryInfo } from '#server/modules/catalog/vocabulary';
import { chineseNumber } from './budget';
import { AUDIENCE_VARIANTS, PET_STAGES } from './lexicon/audience-variants';
import { BUYER_BUDGETS } from './lexicon/buyer-budgets';

/** Words that name a buyer but would otherwise become junk search keywords (学生党 → 党用). */
export const normaliseAudience = (text: string): string => text.replace(/学生党/g, '学生 ');

/** The usual price cap for this buyer and category, with the sentence that tells the user. */
export function assumedBudget(question: string, categories: CategoryInfo[]): { max: number; note: string } | null {
  for (const a of BUYER_BUDGETS) {
    if (!a.words.some((w) => question.includes(w))) continue;
    const category = categories.find((c) => a.budgets[c.id] !== undefined);
    if (!category) continue;
    const max = a.budgets[category.id]!;
    return {
      max,
      note: `你没说预算，${a.says(category.name)}一般在${max}元以内，我先按这个价位来挑；预算不一样可以直接告诉我。`,
    };
  }
  return null;
}

/**
 * The variants the buyer implies (给女朋友 → 女款, 三年级 → 1-3年级); the first buyer named
 * decides, so 给老婆买 and 给爸爸买 in one question do not fight; a state (怀孕, 狗狗十三岁) wins
 * over the person it is said of (老婆怀孕了 → 孕妇), decision 041.
 */
export function variantsFor(text: string): string[] {
  const pet = petStage(text);
  if (pet) return [...pet];
  let best: { at: number; state: boolean; variants: readonly string[] } | null = null;
  for (const row of AUDIENCE_VARIANTS)
    for (const buyer of row.buyers) {
      const at = text.indexOf(buyer);
      const state = row.state === true;
      if (at >= 0 && (!best || (state && !best.state) || (state === best.state && at < best.at)))
        best = { at, state, variants: row.variants };
    }
  return best ? [...best.variants] : [];
}

const AGE_DIGITS = '0123456789零一二两三四五六七八九十半';

/** An age said before 岁 or 个月 (十三岁, 一岁半, 三个月), in years; null when none. */
function ageInYears(text: string): number | null {
  for (const [unit, perYear] of [
    ['岁', 1],
    ['个月', 12],
    ['月龄', 12],
  ] as const) {
    const at = text.indexOf(unit);
    if (at <= 0) continue;
    let from = at;
    while (from > 0 && AGE_DIGITS.includes(text[from - 1]!)) from--;
    const n = from < at ? chineseNumber(text.slice(from, at)) : null;
    // 一岁半: half a unit more.
    const half = text.startsWith('半', at + unit.length) ? 0.5 : 0;
    if (n !== null && n > 0) return (n + half) / perYear;
  }
  return null;
}

/** 狗狗十三岁了 → 老年犬: the stage of the pet the question names with its age (lexicon PET_STAGES). */
function petStage(text: string): readonly string[] | null {
  const pet = PET_STAGES.find((p) => p.animals.some((a) => text.includes(a)));
  const age = pet ? ageInYears(text) : null;
  if (!pet || age === null) return null;
  return (pet.stages.find((s) => age <= s.upTo) ?? pet.stages[pet.stages.length - 1]!).variants;
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
