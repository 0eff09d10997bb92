import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { FLAVOURS, FLAVOUR_NEGATIONS, USAGE_AFTER, USAGE_BEFORE } from './lexicon/usage-words';
import { normaliseValue } from './stated-values';

/**
 * A category word said as the use of another thing the question names (decision 036): in
 * 再看看保温杯 泡茶用 the 茶 is what the cup is for, in 泡茶的保温杯 it describes the cup, in 适合跑步的耳机
 * 跑步 is the use. Such a word names no category when another category word is said plainly.
 */

const occurrences = (text: string, term: string): number[] => {
  const at: number[] = [];
  for (let i = text.indexOf(term); i >= 0; i = text.indexOf(term, i + 1)) at.push(i);
  return at;
};

/** Is the term at `at` said as a use: 泡茶用, 用来泡茶, or 泡茶的 + another category word after it? */
function asUse(text: string, term: string, at: number, others: readonly string[]): boolean {
  const after = text.slice(at + term.length);
  const before = text.slice(0, at);
  if (USAGE_AFTER.some((w) => after.startsWith(w))) return true;
  if (USAGE_BEFORE.some((w) => before.replace(/[\s泡煮装放]+$/, '').endsWith(w))) return true;
  return after.startsWith('的') && others.some((o) => after.slice(1).includes(o));
}

/**
 * The categories a question names once its category words said as a use are left out; all of
 * them when every word is said so (跑步用的 alone still asks for something to run with).
 */
export function withoutUses(
  text: string,
  match: { categories: CategoryInfo[]; terms: string[] },
  vocabulary: Vocabulary,
): CategoryInfo[] {
  if (match.terms.length < 2) return match.categories;
  const lower = text.toLowerCase();
  const terms = match.terms.map((t) => t.toLowerCase());
  const uses = terms.filter((t) => {
    const others = terms.filter((o) => o !== t && !o.includes(t) && !t.includes(o));
    const at = occurrences(lower, t);
    return at.length > 0 && at.every((i) => asUse(lower, t, i, others));
  });
  const plain = terms.filter((t) => !uses.includes(t));
  if (!uses.length || !plain.length) return match.categories;
  const ids = (ts: string[]) => new Set(ts.flatMap((t) => vocabulary.matchCategories(t).categories.map((c) => c.id)));
  const kept = ids(plain);
  const dropped = ids(uses);
  return match.categories.filter((c) => kept.has(c.id) || !dropped.has(c.id));
}

/**
 * 辣的零食, 要甜一点的: a flavour said alone, as one value (its catalog phrases joined by |) that
 * the named categories' listings state; none when no category is known or none states it. A
 * flavour inside another word (辣条, 香辣) or denied (不辣, 别太甜) is no wish.
 */
export function flavourValues(
  text: string,
  vocabulary: Vocabulary,
  categoryIds: readonly string[],
  taken: readonly string[],
): string[] {
  if (!categoryIds.length) return [];
  let rest = text.toLowerCase();
  for (const t of [...vocabulary.matchCategories(rest).terms, ...taken.flatMap((v) => v.split('|'))])
    rest = rest.split(t.toLowerCase()).join(' ');
  const stated = vocabulary.specPhrases.filter(([id]) => categoryIds.includes(id)).map(([, , phrase]) => normaliseValue(phrase));
  const out: string[] = [];
  for (const [word, ...values] of FLAVOURS) {
    const at = occurrences(rest, word);
    if (
      !at.length ||
      at.every((i) =>
        FLAVOUR_NEGATIONS.some((n) =>
          rest
            .slice(0, i)
            .replace(/[太很一点有些]+$/, '')
            .endsWith(n),
        ),
      )
    )
      continue;
    const shown = values.map(normaliseValue).filter((v) => stated.some((p) => p.includes(v)));
    if (shown.length) out.push([...new Set(shown)].join('|'));
  }
  return out;
}

/**
 * Several categories named (零食 is nuts and snacks) and a value only some of them state (香辣):
 * the ones that state every value; all of them when none does.
 */
export function narrowByValues(
  categories: CategoryInfo[],
  values: readonly string[],
  vocabulary: Vocabulary,
  text: string,
): CategoryInfo[] {
  // A value inside the category word itself (蓝牙 in 蓝牙耳机) narrows nothing.
  const terms = vocabulary.matchCategories(text).terms.map((t) => normaliseValue(t));
  const said = values.filter((v) => !v.split('|').some((alt) => terms.some((t) => t.includes(alt))));
  if (categories.length < 2 || !said.length) return categories;
  values = said;
  const states = (id: string, value: string) =>
    vocabulary.specPhrases.some(
      ([cid, , phrase]) => cid === id && value.split('|').some((v) => normaliseValue(phrase).includes(v)),
    );
  const kept = categories.filter((c) => values.every((v) => states(c.id, v)));
  return kept.length ? kept : categories;
}

/** A left-over word that only says a flavour (点辣, 甜一点), never a search keyword. */
export const isFlavourWord = (word: string): boolean => {
  const bare = [...word].filter((ch) => !'点的些一很有偏要带'.includes(ch)).join('');
  return FLAVOURS.some(([w]) => w === bare);
};

/**
 * A follow-up whose category words are all things the earlier need's listings state (能wifi连的
 * after printers: WiFi is a printer's connection, not a router): it refines that need.
 */
export function statedByNeed(text: string, needIds: readonly string[], vocabulary: Vocabulary): boolean {
  const terms = vocabulary.matchCategories(text).terms.map((t) => normaliseValue(t));
  if (!terms.length || !needIds.length) return false;
  // Model names (型号) hold category words (磁吸手机壳) and say nothing about what a listing offers.
  const phrases = vocabulary.specPhrases
    .filter(([id, key]) => needIds.includes(id) && key !== '型号')
    .map(([, , p]) => normaliseValue(p));
  return terms.every((t) => phrases.some((p) => p.includes(t)));
}
