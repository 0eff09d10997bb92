import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { KIND_WORDS, NOT_KIND_SYNONYMS } from './lexicon/kind-words';

type KindRows = ReadonlyMap<string, ReadonlyArray<readonly [word: string, shown: string]>>;
const derived = new WeakMap<Vocabulary, KindRows>();
const NOT_KINDS = new Set(NOT_KIND_SYNONYMS.map((w) => w.toLowerCase()));

/**
 * The kinds of each category: the lexicon's rows, and the category's own synonyms that some but
 * not all of its models are named by (养生壶 of 电热水壶, 挂机 and 柜机 of 空调, 油汀 of 取暖器).
 * A synonym inside the category's name (热水壶 of 电热水壶), a Latin one (iPad: a model line,
 * read as such elsewhere) or one the lexicon says is the whole category is no kind.
 */
function kindRows(vocabulary: Vocabulary): KindRows {
  const known = derived.get(vocabulary);
  if (known) return known;
  const models = new Map<string, string[]>();
  for (const m of vocabulary.models) models.set(m.categoryId, [...(models.get(m.categoryId) ?? []), m.model.toLowerCase()]);
  const rows = new Map<string, Array<readonly [string, string]>>();
  for (const c of vocabulary.categories) {
    const own = [...(KIND_WORDS[c.id] ?? [])];
    const names = models.get(c.id) ?? [];
    for (const synonym of c.synonyms) {
      const word = synonym.toLowerCase();
      if (word.length < 2 || /[a-z]/.test(word) || c.name.includes(synonym) || NOT_KINDS.has(word)) continue;
      if (own.some(([w]) => w === word)) continue;
      const carrying = names.filter((n) => n.includes(word)).length;
      if (carrying > 0 && carrying < names.length) own.push([word, synonym]);
    }
    if (own.length) rows.set(c.id, own);
  }
  derived.set(vocabulary, rows);
  return rows;
}

/**
 * 健身增肌 想买罐蛋白粉, 养生壶 两百以内: the kinds the question names within its categories, as
 * values the listings must show, the longest word first so 深海鱼油 is not read twice.
 */
export function kindValues(question: string, categories: readonly CategoryInfo[], vocabulary?: Vocabulary): string[] {
  let text = question.toLowerCase();
  const shown = new Set<string>();
  const rows = vocabulary ? kindRows(vocabulary) : null;
  for (const { id } of categories)
    for (const [word, value] of [...(rows?.get(id) ?? KIND_WORDS[id] ?? [])].sort((a, b) => b[0].length - a[0].length))
      if (text.includes(word)) {
        shown.add(value);
        text = text.split(word).join(' ');
      }
  return [...shown];
}

/** Every kind value of these categories (a newly named kind replaces the one asked before: 柜机 → 挂机). */
export const kindValuesOf = (categories: readonly CategoryInfo[], vocabulary: Vocabulary): Set<string> =>
  new Set(categories.flatMap(({ id }) => (kindRows(vocabulary).get(id) ?? []).map(([, shown]) => shown)));
