import { plainColoursIn, withShades } from './colour-shades';
import { householdOf, roomWordOf } from './household';
import { TermIndex, termIndex, type Vocabulary } from '#server/modules/catalog/vocabulary';
import { ATTRIBUTES } from './attributes';
import { parseBudgetBesideNames } from './budget-beside-names';
import { findExclusions } from './exclusions';
import { NOT_SPEC_TERMS, SPEC_SYNONYMS, SPEC_WORDS } from './lexicon/spec-terms';
import { normaliseValue, statedValues } from './stated-values';
import { flavourValues, withoutUses } from './usage';
import { measureOf, measuresIn } from './measures';
import { deviceFitValue, deviceSaid } from './device-fit';
import { withinFamily } from './category-family';

/**
 * Attribute words from the catalog's own listings (decision 035): every spec value a listing
 * states (全画幅, RTX 4060, WiFi 7, GORE-TEX防水, 双开门) becomes terms a question may name,
 * normalised the way stated values are (case, spaces, full width, G/GB, 寸/英寸), so 4060,
 * rtx4060, RTX 4060 and wifi 7 all find them. A term found is a value the listings must show.
 */

const LATIN_HAN = /(?<=\p{Script=Han})(?=[a-z0-9])|(?<=[a-z0-9])(?=\p{Script=Han})/iu;

/** A size of two sides (1.8×2.0m, 183×61cm): its first side alone (1.8m) is how a shopper says it. */
const TWO_SIDES = /^(\d+(?:\.\d+)?)[×x*](\d+(?:\.\d+)?)(m|cm|mm)$/i;

/**
 * A phrase's pieces: its parts between + / 、, runs of its words (RTX 4070 Super → rtx4070,
 * 4070super), Latin and Chinese apart (GORE-TEX防水 → gore-tex, 防水), the parts of a model code
 * that carry a digit (i7-14650HX → i7). `numbers` are bare model numbers after a Latin name
 * (RTX 4060 → 4060), never a round figure such as 3000. `aliases` are other ways to say the whole
 * phrase (1.8×2.0m → 1.8m): they ask for the phrase itself.
 */
function piecesOf(phrase: string): { pieces: string[]; numbers: string[]; aliases: string[] } {
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
  const sides = TWO_SIDES.exec(phrase.trim());
  return { pieces: [...pieces], numbers, aliases: sides ? [`${sides[1]}${sides[3]}`] : [] };
}

/** A count with its measure word, in normalised text (10双, 4条装, 3件套, 30包). */
const PACK_COUNT = /(?<![\d.])\d+(?:双|条|包|支|件套|片|卷|罐|瓶|袋|盒|粒|层|抽)装?/g;

const NEVER = new Set([...NOT_SPEC_TERMS, ...ATTRIBUTES.flatMap((a) => a.words)].map((w) => normaliseValue(w)));

/** A term that is no wish alone: too short, a bare figure or unit (a length in metres is one), or a placeholder. */
const usable = (term: string): boolean =>
  term.length >= 2 && !NEVER.has(term) && !/^[\d.×x%-]+$/.test(term) && !/^\d*(?:\.\d+)?[a-ln-z]?$/.test(term);

/** What a term asks for: a value, and the categories where it does (null: wherever listings state the value). */
interface Meaning {
  value: string;
  categories: ReadonlySet<string> | null;
}

interface SpecIndex {
  index: TermIndex;
  /** The values each term asks for (synonyms joined by |). */
  meanings: Map<string, Meaning[]>;
  /** The spec key of each value (颜色, 门体): a newer value of the same key replaces an older one. */
  keys: Map<string, string>;
  /** The categories whose listings state each value (or where a shopper word row says it holds). */
  categories: Map<string, Set<string>>;
  /** Values that are only words of model names (机械表, 菜刀): said as a category's name, they name it. */
  modelWords: Set<string>;
  /** Terms a shopper-word row gives (lexicon SPEC_WORDS): always a wish, even when also a category's name. */
  said: Set<string>;
}

const cache = new WeakMap<Vocabulary, SpecIndex>();

function specIndex(vocabulary: Vocabulary): SpecIndex {
  const hit = cache.get(vocabulary);
  if (hit) return hit;
  const groups = SPEC_SYNONYMS.map((row) => [...new Set(row.map(normaliseValue))]);
  const groupOf = (term: string): string[] | undefined => groups.find((g) => g.includes(term));
  const meanings = new Map<string, Meaning[]>();
  const keys = new Map<string, string>();
  const keySets = new Map<string, Set<string>>();
  const categories = new Map<string, Set<string>>();
  const mean = (term: string, meaning: Meaning) => {
    const list = meanings.get(term) ?? [];
    if (!list.some((m) => m.value === meaning.value && m.categories === meaning.categories)) list.push(meaning);
    meanings.set(term, list);
  };
  const state = (value: string, categoryId: string, key: string) => {
    if (!keys.has(value)) keys.set(value, key);
    if (!keySets.has(value)) keySets.set(value, new Set());
    keySets.get(value)!.add(key);
    if (!categories.has(value)) categories.set(value, new Set());
    categories.get(value)!.add(categoryId);
  };
  /** A catalog term: it asks for its group of spellings, the value a listing shows. */
  const add = (term: string, categoryId: string, key: string, value?: string) => {
    const group = groupOf(term) ?? [term];
    const asked = value ?? group.join('|');
    for (const t of value ? [term] : group) mean(t, { value: asked, categories: null });
    state(asked, categoryId, key);
  };
  for (const [categoryId, key, phrase] of vocabulary.specPhrases) {
    const { pieces, numbers, aliases } = piecesOf(phrase);
    // 棉袜10双, 毛巾4条装, 收纳箱三件套: a count a model's name states is a value of its own (decision 064).
    pieces.push(...(normaliseValue(phrase).match(PACK_COUNT) ?? []));
    for (const piece of pieces) {
      const term = normaliseValue(piece);
      if (usable(term)) add(term, categoryId, key);
    }
    numbers.forEach((n) => add(n, categoryId, key));
    const whole = normaliseValue(phrase);
    for (const alias of aliases.map(normaliseValue)) if (usable(alias) && usable(whole)) add(alias, categoryId, key, whole);
  }
  // Shopper words (decision 036): each asks for what the catalog's spelling asks for, where it holds.
  const said = new Set<string>();
  for (const row of SPEC_WORDS) {
    const means = normaliseValue(row.means);
    // A copy: a row whose says holds its own means appends to the list it reads (热水洗 → 热水洗).
    const targets = [...(meanings.get(means) ?? [{ value: groupOf(means)?.join('|') ?? means, categories: null }])];
    for (const target of targets) {
      // Where the catalog states the value, within the row's categories when it names them.
      const stated = [...(target.categories ?? categories.get(target.value) ?? [])];
      const where = !row.categories
        ? stated
        : stated.length
          ? row.categories.filter((id) => stated.includes(id))
          : row.categories;
      if (!where.length) continue;
      const only = new Set(where);
      for (const id of where)
        if (!categories.get(target.value)?.has(id)) state(target.value, id, keys.get(target.value) ?? row.means);
      for (const word of row.says.map(normaliseValue)) {
        mean(word, { value: target.value, categories: only });
        said.add(word);
      }
    }
  }
  const built: SpecIndex = {
    index: new TermIndex(termIndex([...meanings.keys()].map((t) => [t, t]))),
    meanings,
    keys,
    categories,
    modelWords: new Set([...keySets].filter(([, k]) => k.size === 1 && k.has('型号')).map(([v]) => v)),
    said,
  };
  cache.set(vocabulary, built);
  return built;
}

/**
 * Does the word ask for a value the listings of these categories state? WiFi names routers, but
 * after 打印机 it is the printer's WiFi无线 (能wifi连的).
 */
export function isValueOf(word: string, categoryIds: readonly string[], vocabulary: Vocabulary): boolean {
  const spec = specIndex(vocabulary);
  return (spec.meanings.get(normaliseValue(word)) ?? []).some((m) => categoryIds.some((id) => whereHolds(spec, m).has(id)));
}

const keysCache = new WeakMap<Vocabulary, Map<string, Set<string>>>();

/**
 * Is the word a spec key the categories' listings state (屏幕 of tablets, 容量 of kettles)? Then
 * 屏幕大一点 after tablets is about their screens, not a monitor (decision 063).
 */
export function isSpecKeyOf(word: string, categoryIds: readonly string[], vocabulary: Vocabulary): boolean {
  let keys = keysCache.get(vocabulary);
  if (!keys) {
    keys = new Map();
    for (const [id, key] of vocabulary.specPhrases) {
      if (!keys.has(key)) keys.set(key, new Set());
      keys.get(key)!.add(id);
    }
    keysCache.set(vocabulary, keys);
  }
  const holders = keys.get(word);
  return Boolean(holders && categoryIds.some((id) => holders.has(id)));
}

/** The categories where a value holds (those whose listings state it, or where a word row says). */
export const valueCategories = (value: string, vocabulary: Vocabulary): ReadonlySet<string> =>
  specIndex(vocabulary).categories.get(value) ?? new Set();

/** The spec key a value is of (颜色 for 黑色), when it is a catalog attribute word. */
export const specKeyOf = (value: string, vocabulary: Vocabulary): string | undefined =>
  // 白色|玻璃白 (a colour with its shades) is of its first spelling's key.
  specIndex(vocabulary).keys.get(value) ?? specIndex(vocabulary).keys.get(value.split('|')[0]!);

const without = (text: string, terms: string[]) =>
  terms.reduce((t, term) => (term ? t.replace(new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ') : t), text);

/** The categories where a term's meaning holds. */
const whereHolds = (spec: SpecIndex, m: Meaning): ReadonlySet<string> =>
  m.categories ?? spec.categories.get(m.value) ?? new Set();

/**
 * The catalog attribute words a question names, as values (normalised; synonyms joined by |),
 * outside its budget, brands, malls and ruled-out names. A category word may hold one (滚筒洗衣机,
 * 对开门冰箱 ask for the kind; 滚筒, 永生花, 水果刀 are both a category's word and a kind it
 * lists), but the category's own name (仿真花, 破壁机) and a model's name said as the category
 * (机械表, 菜刀) are none. Shopper words (lexicon SPEC_WORDS) ask for the catalog's spelling in
 * the categories where they hold. With categories known (named, `fallback` from the conversation,
 * or those the named brands sell), only words their listings state count: 户外 is no wish for a
 * power bank.
 */
export function specTermsIn(question: string, vocabulary: Vocabulary, fallback: readonly string[] = []): string[] {
  return readSpecTerms(question, vocabulary, fallback).values;
}

/**
 * The words of the question that said a value, as typed (1米8, 能带上飞机, 两瓶装): they are the
 * value, not keywords a listing must spell.
 */
export function valueSpans(question: string, vocabulary: Vocabulary, fallback: readonly string[] = []): string[] {
  const { terms, ids } = readSpecTerms(question, vocabulary, fallback);
  const text = question.toLowerCase();
  // 500升以上, 能睡四个人: the words of a comparison (measures.ts).
  const compared = measuresIn(question, vocabulary, ids).map((m) => m.span.toLowerCase());
  // 家里就两个人, 小两口: a household is never a keyword, sized or not (household.ts).
  const household = householdOf(question)?.span.toLowerCase();
  const room = roomWordOf(question);
  // 老款iPhone用的数据线: the device is the value's (device-fit.ts), never a keyword.
  const fit = deviceFitValue(question, ids)?.span ?? deviceSaid(question, ids);
  return [...compared, ...(household ? [household] : []), ...(room ? [room] : []), ...(fit ? [fit] : [])].concat(
    terms.flatMap((term) => {
      if (text.includes(term)) return [term];
      // Typed another way (一米五 for 1.5m): the shortest stretch that normalises to the term.
      for (let at = 0; at < text.length; at++)
        for (let end = at + 1; end <= Math.min(text.length, at + term.length + 6); end++)
          if (normaliseValue(text.slice(at, end)) === term) return [text.slice(at, end)];
      return [];
    }),
  );
}

function readSpecTerms(
  question: string,
  vocabulary: Vocabulary,
  fallback: readonly string[],
): { values: string[]; kinds: string[]; terms: string[]; ids: readonly string[] } {
  if (!vocabulary.specPhrases.length) return { values: [], kinds: [], terms: [], ids: [] };
  const spec = specIndex(vocabulary);
  let rest = findExclusions(question, vocabulary).rest;
  const budget = parseBudgetBesideNames(rest, vocabulary);
  if (budget) rest = without(rest, [budget.span]);
  const need = vocabulary.matchNeed(withoutSpecWords(rest, vocabulary));
  rest = without(without(rest, need.brandTerms), vocabulary.matchMalls(rest).terms);
  // 保温杯 泡茶用: a category said as a use is no category of the values (decision 036).
  // 光动能手表: the family member the value or brand says (category-family.ts, decision 085).
  const uses = withinFamily(
    withoutUses(rest, { categories: need.categories, terms: need.categoryTerms }, vocabulary),
    need.brands,
    question,
    vocabulary,
  );
  const sold = need.brands.flatMap((b) => vocabulary.brandCategories.get(b) ?? []);
  const ids = uses.length ? uses.map((c) => c.id) : fallback.length ? fallback : sold;
  const own = new Set(need.categories.map((c) => normaliseValue(c.name)));
  // 四件套 is 4件套 normalised (decision 064): the Latin test reads the word as typed.
  const names = new Set(need.categoryTerms.filter((t) => !/[a-z0-9]/i.test(t)).map(normaliseValue));
  // The category's own name is a kind of it only when another word names the category (纸尿裤的尿布,
  // 洗碗机洗涤剂 要洗洁精的): said alone (推荐三款仿真花) it is the category.
  const namedBesides = (t: string) => [...names].some((n) => !n.includes(t) && !t.includes(n));
  // WiFi7 names routers and the standard both; 机械表 is a model's name and the category's.
  const namesCategory = (t: string) =>
    !spec.said.has(t) &&
    ((own.has(t) && !namedBesides(t)) || (names.has(t) && spec.meanings.get(t)!.every((m) => spec.modelWords.has(m.value))));
  const holds = (m: Meaning) => !ids.length || ids.some((id) => whereHolds(spec, m).has(id));
  const text = normaliseValue(rest);
  // In the order said, so the latest filters first (shopping-search.ts).
  const found = spec.index.find(text).matched;
  // 无雾加湿器: a category word that is also a model's name still says the value before its head
  // (the word without the category's shorter name), when that is a term of its own (decision 051).
  const inside = found
    .filter(namesCategory)
    .flatMap((t) => [...names, ...own].filter((n) => n !== t && t.endsWith(n)).map((n) => t.slice(0, -n.length)))
    .filter((t) => t.length >= 2 && spec.meanings.has(t) && !namesCategory(t));
  const terms = [...found, ...inside]
    .filter((t) => !namesCategory(t) && (spec.meanings.get(t) ?? []).some(holds))
    .sort((a, b) => text.indexOf(a) - text.indexOf(b));
  const valuesOf = (ts: string[]) =>
    ts.flatMap((t) =>
      spec.meanings
        .get(t)!
        .filter(holds)
        .map((m) => m.value),
    );
  // A kind the category word itself says (洗衣凝珠, 滚筒洗衣机) is the weakest wish (wantedValues).
  // The head noun is the category word not followed by 的: in 钙片的复合维生素 and 豆腐猫砂的那种 the
  // word before 的 is a wish of its own, the head's kind the weakest.
  const heads = [...names].filter((n) => text.includes(n) && text[text.lastIndexOf(n) + n.length] !== '的');
  const inName = (t: string) => heads.some((n) => n.includes(t));
  const kinds = [...new Set(valuesOf(terms.filter(inName)))];
  const values = [...new Set([...kinds, ...valuesOf(terms.filter((t) => !inName(t)))])];
  // 辣的零食: a flavour said alone, as the phrases the categories' listings state (decision 036).
  return { values: [...new Set([...values, ...flavourValues(rest, vocabulary, ids, values)])], kinds, terms, ids };
}

/**
 * Every value a question states: the measured ones (512G, 75寸, 一级能效; stated-values.ts) and
 * the catalog's attribute words it names (全画幅相机 → 全画幅).
 */
export function wantedValues(question: string, vocabulary: Vocabulary, fallback: readonly string[] = []): string[] {
  const { values, kinds, ids } = readSpecTerms(question, vocabulary, fallback);
  // A comparison (500升以上, measures.ts) stands for the measure it compares.
  const compared = measuresIn(question, vocabulary, ids);
  const replaced = new Set(compared.map((m) => normaliseValue(m.stated)));
  // 老款iPhone用的数据线: a value the device asks of the accessory (Lightning), when no comparison.
  const device = deviceFitValue(question, ids);
  const deviceSpan = device?.span ?? deviceSaid(question, ids);
  const fit = device?.value;
  const fits = fit && !measureOf(fit) ? [normaliseValue(fit)] : [];
  // 预算2w: the amount a budget reads is money, not a wattage (decision 084).
  const budget = parseBudgetBesideNames(question, vocabulary);
  const measured = [
    ...statedValues(budget ? without(question, [budget.span]) : question).filter((v) => !replaced.has(v)),
    ...compared.map((m) => m.value),
    ...fits.filter((v) => !values.includes(v)),
  ];
  // 台式机加硬盘: the device's own words state nothing of the accessory (台式 is a dishwasher's), decision 073.
  const named = values.filter(
    (v) => !replaced.has(v) && !measured.some((m) => m === v || m.includes(v)) && !deviceSpan?.includes(v),
  );
  // Listings are filtered by the latest value first (shopping-search.ts), so a kind the category
  // word says (两千克的洗衣凝珠) comes first: a value said on its own decides before it.
  const said = named.filter((v) => !kinds.includes(v));
  // 白色的冰箱: its 玻璃白 and 奶油白 ones too (decision 075).
  const wanted = [...named.filter((v) => kinds.includes(v)), ...measured, ...said].map((v) => withShades(v, vocabulary, ids));
  return [...wanted, ...plainColoursIn(question, wanted, vocabulary, ids)];
}

/**
 * The text without the attribute words that hold a word of another category (茶轴 holds 茶): in
 * 茶轴的有吗 the 茶 is the switch, not tea. Category and brand matching read this text.
 */
export function withoutSpecWords(text: string, vocabulary: Vocabulary): string {
  if (!vocabulary.specPhrases.length) return text;
  // 屏幕大于65寸的电视: what a comparison measures names no category beside another (measures.ts).
  const subjects = measuresIn(text, vocabulary).flatMap((m) => (m.subject ? [m.subject] : []));
  const bare = without(text, subjects);
  if (subjects.length && vocabulary.matchCategories(bare).categories.length) return withoutSpecWords(bare, vocabulary);
  const categoryTerms = vocabulary.matchCategories(text).terms.map((t) => t.toLowerCase());
  if (!categoryTerms.length) return text;
  const spec = specIndex(vocabulary);
  // Only a word of other categories: 纯牛奶 holds 牛奶 and is milk, so it stays.
  const elsewhere = (term: string, category: string) =>
    !vocabulary
      .matchCategories(category)
      .categories.some((c) => spec.meanings.get(term)!.some((m) => whereHolds(spec, m).has(c.id)));
  const found = spec.index.find(normaliseValue(text)).matched;
  const over = found.filter((t) => categoryTerms.some((c) => c !== t && t.includes(c) && elsewhere(t, c)));
  // 拖地的 扫地机器人: a category word that is a feature of another category named beside it is
  // that feature (扫拖一体), not its own category (decision 081).
  const feature = categoryTerms.filter((c) =>
    found.some(
      (t) =>
        c.includes(t) &&
        elsewhere(t, c) &&
        categoryTerms.some((o) => o !== c && !o.includes(c) && !c.includes(o) && !elsewhere(t, o)),
    ),
  );
  return without(text, [...over, ...feature]);
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
