import type { CategoryInfo } from '#server/modules/catalog/vocabulary';
import { KIND_WORDS } from './lexicon/kind-words';

/**
 * 健身增肌 想买罐蛋白粉: the kinds the question names within its categories (lexicon/kind-words.ts),
 * as values the listings must show, the longest word first so 深海鱼油 is not read twice.
 */
export function kindValues(question: string, categories: readonly CategoryInfo[]): string[] {
  let text = question.toLowerCase();
  const shown = new Set<string>();
  for (const { id } of categories)
    for (const [word, value] of [...(KIND_WORDS[id] ?? [])].sort((a, b) => b[0].length - a[0].length))
      if (text.includes(word)) {
        shown.add(value);
        text = text.split(word).join(' ');
      }
  return [...shown];
}
