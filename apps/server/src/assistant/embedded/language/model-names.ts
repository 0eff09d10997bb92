import type { ModelName, Vocabulary } from '#server/modules/catalog/vocabulary';
import { MODEL_WORDS } from './lexicon/model-words';
import { linesIn } from './product-lines';
import { PRODUCT_LINES } from './lexicon/product-lines';
import { normaliseValue, statedValues } from './stated-values';

/**
 * Which catalog model a question names (decision 049): the model words come from the catalog's
 * own 型号 (vocabulary.models), not from hand rows, so every model line resolves however it is
 * typed: any case, with or without spaces (16promax, mini4pro, Y9000P), with or without its brand
 * or its line word (苹果16 Pro Max, iPhone 16 Pro Max, 16 Pro Max), with the first words of a long
 * model (戴森V12 is the V12 Detect Slim) or without a middle one (MacBook Air M3 is both sizes).
 */

/** Spoken model words as the catalog writes them (lexicon/model-words.ts): 飞马 → pegasus. */
const TOKEN_ALIASES = new Map(MODEL_WORDS);

/** Model-name tokens: runs of letters, numbers (with decimals) and Chinese characters. */
export function modelTokens(text: string): string[] {
  // NFKC: the model's Ⅲ (云锦Ⅲ) is the III a question is normalised to.
  const raw =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[a-z]+|\d+(?:\.\d+)?|[\u4e00-\u9fff]+/g) ?? [];
  return raw.flatMap((t) => TOKEN_ALIASES.get(t)?.split(' ') ?? [t]);
}

/** A line as a word of its own (mate in Mate 70, not in ultimate), as product-lines.ts reads it. */
const lineWord = (line: string) => new RegExp(`(?<![a-z])${line.replace(/ /g, '\\s*')}`, 'i');

const isHan = (t: string) => /^[\u4e00-\u9fff]+$/.test(t);

/** Generation words and how model names write them: 二代 is Mark II, II or 2 (R6二代, AirPods Pro二代). */
export const GENERATIONS: Record<string, string[]> = {
  二代: ['ii', '2'],
  第二代: ['ii', '2'],
  三代: ['iii', '3'],
  第三代: ['iii', '3'],
  四代: ['iv', '4'],
  五代: ['v', '5'],
};

/** Model words that alone tell no model apart (小米 pro): they count beside a line word or a number. */
const PLAIN_WORDS = new Set(['pro', 'max', 'plus', 'ultra', 'mini', 'lite', 'se', 'slim', 'air', 'x', 's', 'm', 'go']);

/** A model's tokens without its brand's own name (荣耀200 of 荣耀 is 200). */
const ownTokens = (m: ModelName) => modelTokens(m.model.startsWith(m.brand) ? m.model.slice(m.brand.length) : m.model);

/** Tokens every model of the brand in the category shares (iphone, switch, 拯救者): the line, said or not. */
const lineCache = new WeakMap<Vocabulary, Map<string, Set<string>>>();
function lineTokens(vocabulary: Vocabulary, m: ModelName): Set<string> {
  let byLine = lineCache.get(vocabulary);
  if (!byLine) {
    byLine = new Map();
    const groups = new Map<string, string[][]>();
    for (const x of vocabulary.models) {
      const key = `${x.categoryId}|${x.brand}`;
      groups.set(key, [...(groups.get(key) ?? []), ownTokens(x)]);
    }
    for (const [key, lists] of groups)
      byLine.set(key, new Set(lists.length > 1 ? lists[0]!.filter((t) => lists.every((l) => l.includes(t))) : []));
    lineCache.set(vocabulary, byLine);
  }
  return byLine.get(`${m.categoryId}|${m.brand}`) ?? new Set();
}

/** Which of the model's tokens a question token covers: itself, or several in a row typed together (promax, 1000xm5). */
function covers(word: string, tokens: string[]): number[] | null {
  const at = tokens.indexOf(word);
  if (at >= 0) return [at];
  for (let i = 0; i < tokens.length; i++) {
    let joined = '';
    for (let j = i; j < tokens.length && word.startsWith(joined + tokens[j]!); j++) {
      joined += tokens[j]!;
      if (joined === word && j > i) return Array.from({ length: j - i + 1 }, (_, k) => i + k);
    }
  }
  return null;
}

interface Match {
  model: ModelName;
  /** Characters of the question the model explains. */
  said: number;
  /** Share of the model's characters the question said. */
  share: number;
  /** Only plain words said (苹果pro max): it counts when no other model fits them. */
  plain: boolean;
}

/**
 * How the question's words name one model, or null: every letter or number word of the question
 * is the model's (a brand's, category's or mall's word may stand beside it), and it says at least
 * one word that tells the model apart from the brand's others.
 */
function matchModel(
  words: string[],
  text: string,
  ignorable: Set<string>,
  categoryWords: Set<string>,
  m: ModelName,
  vocabulary: Vocabulary,
): Match | null {
  const tokens = ownTokens(m);
  if (!tokens.length) return null;
  const line = lineTokens(vocabulary, m);
  const hit = new Set<number>();
  /** Tokens said by a brand's word (xiaomi of Xiaomi Book): they tell no model apart. */
  const branded = new Set<number>();
  let said = 0;
  for (const w of words) {
    const generation = GENERATIONS[w]?.map((g) => tokens.indexOf(g)).find((i) => i >= 0);
    const at = generation !== undefined ? [generation] : isHan(w) ? null : covers(w, tokens);
    if (at) {
      at.forEach((i) => (ignorable.has(w) ? branded : hit).add(i));
      if (!ignorable.has(w)) said += w.length;
    } else if (!isHan(w) && !ignorable.has(w) && w !== m.brand.toLowerCase()) return null;
  }
  // A model's Chinese words (拯救者, 飞天, 天斧; 小 only with what follows it: 小M) are said when the question holds them.
  tokens.forEach((t, i) => {
    // A category word in a model (EVA拖鞋) names the category, not the model (拖鞋 只看回力和网易严选的).
    if (categoryWords.has(t)) return void branded.add(i);
    if (isHan(t) && !hit.has(i) && (t.length > 1 ? text.includes(t) : text.includes(t + (tokens[i + 1] ?? '\u0000')))) {
      hit.add(i);
      said += t.length;
    }
  });
  const own = [...hit].filter((i) => !line.has(tokens[i]!));
  const whole = tokens.every((_, i) => hit.has(i) || branded.has(i));
  // iPhone 16: every word of it said, though each is the line's.
  if (!own.length && !(whole && hit.size)) return null;
  branded.forEach((i) => hit.add(i));
  const plainOnly = own.length > 0 && own.every((i) => PLAIN_WORDS.has(tokens[i]!));
  const saysLine = [...hit].some((i) => line.has(tokens[i]!));
  const saysNumber = own.some((i) => /\d/.test(tokens[i]!));
  const length = tokens.join('').length;
  const share = [...hit].reduce((n, i) => n + tokens[i]!.length, 0) / length;
  return { model: m, said, share, plain: plainOnly && !saysLine && !saysNumber };
}

/** The text without the values it states (256G, 4K, 65W): a value is no model word. */
export function withoutStatedValues(text: string): string {
  let rest = text;
  for (const value of statedValues(rest)) {
    const lower = rest.toLowerCase();
    search: for (let at = 0; at < lower.length; at++)
      for (let end = at + 1; end <= Math.min(lower.length, at + value.length + 4); end++)
        // Never inside a word (the 360 g of 360 G580 is no 360GB).
        if (
          normaliseValue(lower.slice(at, end)) === value &&
          !/[a-z0-9]/.test(lower[end] ?? '') &&
          !/[a-z0-9]/.test(lower[at - 1] ?? '')
        ) {
          rest = `${rest.slice(0, at)} ${rest.slice(end)}`;
          break search;
        }
  }
  return rest;
}

/**
 * The catalog models a question names. `text` is the question without its price and stated
 * values (they are no model words); `categoryIds` narrows to the categories it names, when any.
 * A model of no named brand or line counts only when a letter or number word names it (Y9000P).
 */
export function namedModels(text: string, vocabulary: Vocabulary, categoryIds: readonly string[] = []): ModelName[] {
  return modelMatches(text, vocabulary, categoryIds).map((x) => x.model);
}

/** namedModels with how much of each model was said (1: all of it; 戴森V12 says part of V12 Detect Slim). */
export function modelMatches(
  text: string,
  vocabulary: Vocabulary,
  categoryIds: readonly string[] = [],
): Array<{ model: ModelName; share: number }> {
  if (!vocabulary.models.length) return [];
  // 华为体脂秤3: a category said in the text is looked in first (not the WATCH FIT 3).
  if (!categoryIds.length) {
    const said = vocabulary.matchCategories(text.normalize('NFKC').toLowerCase()).categories.map((c) => c.id);
    const within = said.length ? modelMatches(text, vocabulary, said) : [];
    if (within.length) return within;
  }
  // 耐克飞马41: a spoken model word inside a Chinese run is the catalog's word (lexicon/model-words.ts).
  const lower = MODEL_WORDS.reduce(
    (t, [said, model]) => (/[\u4e00-\u9fff]/.test(said) ? t.split(said).join(` ${model} `) : t),
    text.normalize('NFKC').toLowerCase(),
  );
  // iPhone 15 is a phone: with a line said, a model of another category must hold the line (Galaxy Tab, 小新Pad).
  const lines = categoryIds.length ? [] : PRODUCT_LINES.filter(([line]) => lineWord(line).test(lower));
  const ofLine = (m: ModelName) =>
    !lines.length ||
    lines.some(([line, , id]) => id === m.categoryId || ownTokens(m).join('').includes(modelTokens(line).join('')));
  const brands = new Set([...vocabulary.matchBrands(lower).brands, ...linesIn(lower, vocabulary).brands]);
  const terms = [
    ...vocabulary.matchBrands(lower).terms,
    ...vocabulary.matchCategories(lower).terms,
    ...vocabulary.matchMalls(lower).terms,
  ];
  const ignorable = new Set(terms.flatMap(modelTokens));
  const categoryWords = new Set(vocabulary.matchCategories(lower).terms.flatMap(modelTokens));
  // A Latin brand glued to its model (BoseQC45, vivoX200) is a word apart.
  const brandTerms = vocabulary.matchBrands(lower).terms.filter((t) => /[a-z]/i.test(t));
  const words = modelTokens(brandTerms.reduce((t, term) => t.split(term.toLowerCase()).join(` ${term.toLowerCase()} `), lower));
  // No brand said: a word with letters must name the model (Y9000P; not 列5个, 3-4人).
  const lettered = words.some((w) => /[a-z]/.test(w) && !ignorable.has(w));
  if (!brands.size && !lettered) return [];
  const matches: Match[] = [];
  for (const m of vocabulary.models) {
    if (brands.size && !brands.has(m.brand)) continue;
    if ((categoryIds.length && !categoryIds.includes(m.categoryId)) || !ofLine(m)) continue;
    const found = matchModel(words, lower, ignorable, categoryWords, m, vocabulary);
    if (found) matches.push(found);
  }
  // Plain words alone (苹果pro max) name a model only when no other fits them.
  const telling = matches.filter((x) => !x.plain);
  const kept = telling.length ? telling : matches.length === 1 ? matches : [];
  if (!kept.length) return [];
  const most = Math.max(...kept.map((x) => x.said));
  // No brand said and the words fit models of several brands (XM5: 索尼's and 富士's X-M5): no model is named.
  if (!brands.size && new Set(kept.filter((x) => x.said === most).map((x) => x.model.brand)).size > 1) return [];
  const best = kept.reduce((a, b) => (b.said > a.said || (b.said === a.said && b.share > a.share) ? b : a));
  return kept.filter((x) => x.said === best.said && x.share === best.share);
}
