import type { CategoryInfo } from '#server/modules/catalog/vocabulary';
import type { Budget } from './budget';
import { SAME_BRAND_WORDS } from './lexicon/brand-switch-words';
import { SAME_BUDGET_WORDS } from './lexicon/same-budget-words';
import { rulesOutThisBrand } from './exclusions';

/** What the two readings below change of a question's constraints. */
interface Said {
  categories: CategoryInfo[];
  brands: string[];
  keywords: string[];
}

/**
 * 阿迪的鞋子 休闲款 (decision 070): a word said beside several categories that starts the name of
 * one of them (休闲 → 休闲鞋) picks that one, and is no keyword any more.
 */
export function pickedByWord(said: Said): Said {
  if (said.categories.length < 2) return said;
  for (const k of said.keywords) {
    const picked = said.categories.filter((c) => c.synonyms.some((s) => s.startsWith(k) && s.length > k.length));
    if (picked.length && picked.length < said.categories.length)
      return { ...said, categories: picked, keywords: said.keywords.filter((w) => w !== k) };
  }
  return said;
}

/**
 * 它家的吸尘器呢, 同一个牌子的 (decision 070): the brands of the need before, for the kind asked
 * now; the words that said so are no keywords.
 */
export function sameBrandAsBefore(question: string, said: Said, previousBrands: readonly string[] = []): Said {
  if (!SAME_BRAND_WORDS.some((w) => question.includes(w)) || rulesOutThisBrand(question)) return said;
  const keywords = said.keywords.filter((k) => !SAME_BRAND_WORDS.some((w) => w.includes(k) || k.includes(w)));
  const brands = said.brands.length || !previousBrands.length ? said.brands : [...previousBrands];
  return { ...said, keywords, brands };
}

/**
 * 再看空气炸锅 一样的预算 (decision 086): the budget of the need before, for the kind asked now,
 * when the question says none of its own; the words that said so are no keywords.
 */
export function sameBudgetAsBefore<T extends { keywords: string[]; budget: Budget | null }>(
  question: string,
  said: T,
  previous: Budget | null | undefined,
): T {
  const t = question.replace(/\s+/g, '');
  const words = SAME_BUDGET_WORDS.filter((w) => t.includes(w));
  if (!words.length) return said;
  const keywords = said.keywords.filter(
    (k) => !words.some((w) => w.includes(k) || k.includes(w)) && !/^(?:预算|价位|价钱)$/.test(k),
  );
  return { ...said, keywords, budget: said.budget ?? (previous ? { ...previous } : null) };
}
