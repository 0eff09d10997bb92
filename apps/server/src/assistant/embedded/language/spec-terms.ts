import { TermIndex, termIndex, type Vocabulary } from '#server/modules/catalog/vocabulary';
import { ATTRIBUTES } from './attributes';
import { parseBudgetBesideNames } from './budget-beside-names';
import { findExclusions } from './exclusions';
import { NOT_SPEC_TERMS, SPEC_SYNONYMS } from './lexicon/spec-terms';
import { normaliseValue, statedValues } from './stated-values';
import { flavourValues, withoutUses } from './usage';

/**
 * Attribute words from the catalog's own listings (decision 035): every spec value a listing
 * states (全画幅, RTX 4060, WiFi 7, GORE-TEX防水, 双开门) becomes terms a question may name,
 * normalised the way stated values are (case, spaces, full width, G/GB, 寸/英寸), so 4060,
 * rtx4060, RTX 4060 and wifi 7 all find them. A term found is a value the listings must show.
 */

const LATIN_HAN = /(?<=\p{Script=Han})(?=[a-z0-9])|(?<=[a-z0-9])(?=\p{Script=Han})/iu;

/**
 * A phrase's pieces: its parts between + / 、, runs of its words (RTX 4070 Super → rtx4070,
 * 4070super), Latin and Chinese apart (GORE-TEX防水 → gore-tex, 防水), the parts of a model code
 * that carry a digit (i7-14650HX → i7). `numbers` are bare model numbers after a Latin name
 * (RTX 4060 → 4060), never a round figure such as 3000.
 */
function piecesOf(phrase: string): { pieces: string[]; numbers: string[] } {
  const pieces = new Set<string>();
  const numbers: string[] = [];
  for (const group of phrase.split(/[+/、,，]+/)) {
    const words = group.split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j <= words.length; j++) pieces.add(words.slice(i, j).join(''));
      const word = words[i]!;
      if (/^\d{4}$/.test(word) && Number(word) % 100 !== 0 && /^[a-z]+$/i.test(words[i - 1] ?? '')) numbers.push(word);
      for (const part of word.split(LATIN_HAN)) {
        pieces.add(part);
        if (part.includes('-'))
          part
            .split('-')
            .filter((x) => /\d/.test(x) && /[a-z]/i.test(x))
            .forEach((x) => pieces.add(x));
      }
    }
  }
  return { pieces: [...pieces], numbers };
}

const NEVER = new Set([...NOT_SPEC_TERMS, ...ATTRIBUTES.flatMap((a) => a.words)].map((w) => normaliseValue(w)));

/** A term that is no wish alone: too short, a bare figure or unit, or a placeholder. */
const usable = (term: string): boolean =>
  term.length >= 2 && !NEVER.has(term) && !/^[\d.×x%-]+$/.test(term) && !/^\d*(?:\.\d+)?[a-z]?$/.test(term);

interface SpecIndex {
  index: TermIndex;
  /** The value each term asks for (synonyms joined by |). */
  valueOf: Map<string, string>;
  /** The spec key of each value (颜色, 门体): a newer value of the same key replaces an older one. */
  keys: Map<string, string>;
  /** The categories whose listings state each value. */
  categories: Map<string, Set<string>>;
}

const cache = new WeakMap<Vocabulary, SpecIndex>();

function specIndex(vocabulary: Vocabulary): SpecIndex {
  const hit = cache.get(vocabulary);
  if (hit) return hit;
  const groups = SPEC_SYNONYMS.map((row) => [...new Set(row.map(normaliseValue))]);
  const groupOf = (term: string): string[] | undefined => groups.find((g) => g.includes(term));
  const valueOf = new Map<string, string>();
  const keys = new Map<string, string>();
  const categories = new Map<string, Set<string>>();
  const add = (term: string, categoryId: string, key: string) => {
    const group = groupOf(term) ?? [term];
    const value = group.join('|');
    for (const t of group) valueOf.set(t, value);
    if (!keys.has(value)) keys.set(value, key);
    if (!categories.has(value)) categories.set(value, new Set());
    categories.get(value)!.add(categoryId);
  };
  for (const [categoryId, key, phrase] of vocabulary.specPhrases) {
    const { pieces, numbers } = piecesOf(phrase);
    for (const piece of pieces) {
      const term = normaliseValue(piece);
      if (usable(term)) add(term, categoryId, key);
    }
    numbers.forEach((n) => add(n, categoryId, key));
  }
  const built: SpecIndex = {
    index: new TermIndex(termIndex([...valueOf.entries()])),
    valueOf,
    keys,
    categories,
  };
  cache.set(vocabulary, built);
  return built;
}

/** The spec key a value is of (颜色 for 黑色), when it is a catalog attribute word. */
export const specKeyOf = (value: string, vocabulary: Vocabulary): string | undefined => specIndex(vocabulary).keys.get(value);

const without = (text: string, terms: string[]) =>
  terms.reduce((t, term) => (term ? t.replace(new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ') : t), text);

/**
 * The catalog attribute words a question names, as values (normalised; synonyms joined by |),
 * outside its budget, brands, malls and ruled-out names; a category word may hold one (滚筒洗衣机,
 * 对开门冰箱 ask for the kind), but a word that is the category's own name is none (水果刀). With categories known (named, or `fallback` from the
 * conversation), only words their listings state count: 户外 is no wish for a power bank.
 */
export function specTermsIn(question: string, vocabulary: Vocabulary, fallback: readonly string[] = []): string[] {
  if (!vocabulary.specPhrases.length) return [];
  const spec = specIndex(vocabulary);
  let rest = findExclusions(question, vocabulary).rest;
  const budget = parseBudgetBesideNames(rest, vocabulary);
  if (budget) rest = without(rest, [budget.span]);
  const need = vocabulary.matchNeed(withoutSpecWords(rest, vocabulary));
  rest = without(without(rest, need.brandTerms), vocabulary.matchMalls(rest).terms);
  const uses = withoutUses(rest, { categories: need.categories, terms: need.categoryTerms }, vocabulary);
  const ids = uses.length ? uses.map((c) => c.id) : fallback;
  // A Chinese word that is itself the category's name (水果刀, 机械表) names the category, no value;
  // WiFi7 names routers and the standard both.
  const names = new Set(need.categoryTerms.map(normaliseValue).filter((t) => !/[a-z0-9]/.test(t)));
  const found = spec.index.find(normaliseValue(rest)).matched.filter((t) => !names.has(t));
  const values = [...new Set(found.map((t) => spec.valueOf.get(t)!))];
  const stated = ids.length ? values.filter((v) => ids.some((id) => spec.categories.get(v)?.has(id))) : values;
  // 辣的零食: a flavour said alone, as the phrases the categories' listings state (decision 036).
  return [...stated, ...flavourValues(rest, vocabulary, ids, stated)];
}

/**
 * Every value a question states: the measured ones (512G, 75寸, 一级能效; stated-values.ts) and
 * the catalog's attribute words it names (全画幅相机 → 全画幅).
 */
export function wantedValues(question: string, vocabulary: Vocabulary, fallback: readonly string[] = []): string[] {
  const measured = statedValues(question);
  const named = specTermsIn(question, vocabulary, fallback).filter((v) => !measured.some((m) => m === v || m.includes(v)));
  return [...measured, ...named];
}

/**
 * The text without the attribute words that hold a word of another category (茶轴 holds 茶): in
 * 茶轴的有吗 the 茶 is the switch, not tea. Category and brand matching read this text.
 */
export function withoutSpecWords(text: string, vocabulary: Vocabulary): string {
  if (!vocabulary.specPhrases.length) return text;
  const categoryTerms = vocabulary.matchCategories(text).terms.map((t) => t.toLowerCase());
  if (!categoryTerms.length) return text;
  const spec = specIndex(vocabulary);
  // Only a word of other categories: 纯牛奶 holds 牛奶 and is milk, so it stays.
  const elsewhere = (term: string, category: string) =>
    !vocabulary.matchCategories(category).categories.some((c) => spec.categories.get(spec.valueOf.get(term)!)?.has(c.id));
  const over = spec.index
    .find(normaliseValue(text))
    .matched.filter((t) => categoryTerms.some((c) => c !== t && t.includes(c) && elsewhere(t, c)));
  return without(text, over);
}

/**
 * The categories a question's values point to when it names none (幼猫 → 猫粮, 红轴 → 键盘): those
 * whose listings state every value, when there are at most two of them.
 */
export function categoriesOfValues(values: readonly string[], vocabulary: Vocabulary): string[] {
  const spec = specIndex(vocabulary);
  const sets = values.map((v) => spec.categories.get(v)).filter((c): c is Set<string> => Boolean(c));
  if (!sets.length) return [];
  const shared = [...sets[0]!].filter((id) => sets.every((set) => set.has(id)));
  return shared.length <= 2 ? shared : [];
}
