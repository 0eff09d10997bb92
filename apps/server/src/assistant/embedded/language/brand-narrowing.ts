import { ONLY_BRAND_WORDS } from './lexicon/brand-switch-words';

/**
 * Whether the question makes a brand it names the only one (decision 086): 就看西门子的, 只要索尼吧,
 * 算了 西门子也行 就看西门子的. An ONLY_BRAND_WORDS word right before one of the brand terms said
 * (spaces and 一下 between are fine).
 */
export function narrowsToBrand(question: string, brandTerms: readonly string[]): boolean {
  const t = question.toLowerCase().replace(/\s+/g, '');
  return brandTerms.some((term) => {
    const name = term.toLowerCase().replace(/\s+/g, '');
    for (let at = t.indexOf(name); at >= 0; at = t.indexOf(name, at + 1)) {
      const before = t.slice(0, at).replace(/一下$/, '');
      if (ONLY_BRAND_WORDS.some((w) => before.endsWith(w))) return true;
    }
    return false;
  });
}
