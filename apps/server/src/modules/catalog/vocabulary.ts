import type { Db } from '../../db/database';
import { CATALOG_META_KEYS } from '../../db/catalog-meta';
import { BRAND_HOMONYMS, NOT_BRANDS } from './lexicon/brand-homonyms';
import { BRAND_ALIASES } from './lexicon/brands';
import { BRAND_GROUP_WORDS } from './lexicon/brand-origins';
import { CATEGORY_NAMES, NOT_CATEGORIES, PEOPLE_NOT_CATEGORIES } from './lexicon/categories';
import { latinSpellings } from './lexicon/latin-spellings';
import { MALL_ALIASES } from './lexicon/malls';
import { specPhrasesOf, type SpecPhrase } from './spec-phrases';

export interface CategoryInfo {
  id: string;
  name: string;
  group: string;
  synonyms: string[];
}

/** 的 (and a verb before it) joining what a thing does to what it is: 吃的粮, 穿的鞋, 用的锅. */
const DESCRIBED_BY = /[穿吃用喝戴玩装]?的/g;

export type Term = { term: string; values: string[] };

const isAscii = (s: string) => /^[\x20-\x7e]+$/.test(s);

/**
 * Whether a Latin term ends where `next` follows: not inside a longer word (lee in sleep). A name
 * (`intoNumbers`: brands) may run into a model number (oppo5g, nb990), unless it ends in a digit
 * (360 in 3601); other terms (mini of Mini LED in mini4pro) may not.
 */
const endsWord = (term: string, next = '', intoNumbers = false): boolean =>
  !/[a-z]/.test(next) && !(/[0-9]/.test(next) && (!intoNumbers || /[0-9]$/.test(term)));

/**
 * Finds terms in `text`, longest first, never letting a shorter term reuse characters a longer
 * one took: in 降噪耳机 the category name wins over the synonym 耳机. ASCII terms must stand
 * alone as words so "lee" is not found inside "sleep".
 */
export function findTerms(text: string, terms: readonly Term[], intoNumbers = false): { values: string[]; matched: string[] } {
  const lower = text.toLowerCase();
  const taken = new Array<boolean>(lower.length).fill(false);
  const values = new Set<string>();
  const matched: string[] = [];
  for (const { term, values: v } of terms) {
    let from = 0;
    for (let at = lower.indexOf(term, from); at >= 0; at = lower.indexOf(term, from)) {
      from = at + 1;
      const end = at + term.length;
      if (isAscii(term) && (/[a-z0-9]/.test(lower[at - 1] ?? '') || !endsWord(term, lower[end], intoNumbers))) continue;
      if (taken.slice(at, end).some(Boolean)) continue;
      taken.fill(true, at, end);
      v.forEach((x) => values.add(x));
      if (v.length) matched.push(term);
    }
  }
  return { values: [...values], matched };
}

/** How many recent look-ups a TermIndex keeps (TermIndex.find). */
const RECENT_FINDS = 4;

/**
 * Terms by their first character, so a search looks only at the terms that can occur in the text
 * (a handful of the catalog's hundreds of brands); they keep their longest-first order, so
 * findTerms over them finds exactly what it finds over all terms.
 */
export class TermIndex {
  private readonly byFirst = new Map<string, number[]>();

  /** `intoNumbers`: the terms are names, which may run into a model number (findTerms). */
  constructor(
    readonly terms: readonly Term[],
    private readonly intoNumbers = false,
  ) {
    terms.forEach(({ term }, rank) => {
      const first = term.charAt(0);
      const ranks = this.byFirst.get(first);
      if (ranks) ranks.push(rank);
      else this.byFirst.set(first, [rank]);
    });
  }

  /** The terms whose first character occurs in `text`, in the index's order. */
  candidates(text: string): Term[] {
    const lower = text.toLowerCase();
    const ranks = new Set<number>(this.byFirst.get('') ?? []);
    for (let i = 0; i < lower.length; i++) for (const rank of this.byFirst.get(lower.charAt(i)) ?? []) ranks.add(rank);
    return [...ranks].sort((a, b) => a - b).map((rank) => this.terms[rank]!);
  }

  /**
   * The last texts looked up, with what was found: reading one question looks the same text up
   * several times (respelling, then reading the turn; about half of 8 finds per answer, decision
   * 066). Callers get copies, so none can change what another is given.
   */
  private readonly recent: Array<{ text: string; values: readonly string[]; matched: readonly string[] }> = [];

  find(text: string): { values: string[]; matched: string[] } {
    const known = this.recent.find((r) => r.text === text);
    if (known) return { values: [...known.values], matched: [...known.matched] };
    const found = findTerms(text, this.candidates(text), this.intoNumbers);
    this.recent.unshift({ text, values: [...found.values], matched: [...found.matched] });
    if (this.recent.length > RECENT_FINDS) this.recent.pop();
    return found;
  }
}

export function termIndex(entries: Array<[string, string]>): Term[] {
  const map = new Map<string, Set<string>>();
  for (const [term, value] of entries) {
    const key = term.toLowerCase();
    if (!map.has(key)) map.set(key, new Set());
    if (value) map.get(key)!.add(value);
  }
  return [...map.entries()]
    .map(([term, values]) => ({ term, values: [...values] }))
    .sort((a, b) => b.term.length - a.term.length);
}

/** One model the catalog sells: iPhone 16 Pro Max of 苹果 in smartphones (decision 049). */
export interface ModelName {
  brand: string;
  categoryId: string;
  model: string;
}

/** The distinct models of the listings' specs (品牌 and 型号). */
export function modelsOf(rows: Iterable<{ categoryId: string; specs: Record<string, string> }>): ModelName[] {
  const seen = new Map<string, ModelName>();
  for (const { categoryId, specs } of rows) {
    const brand = specs['品牌'];
    const model = specs['型号'];
    if (brand && model && !seen.has(`${categoryId}|${brand}|${model}`))
      seen.set(`${categoryId}|${brand}|${model}`, { brand, categoryId, model });
  }
  return [...seen.values()];
}

export class Vocabulary {
  private readonly categoryTerms: TermIndex;
  private readonly brandTerms: TermIndex;
  private readonly mallTerms: TermIndex;
  readonly byId: Map<string, CategoryInfo>;

  /**
   * `brandCategories`: the categories each brand sells in, when known, so a word that is both a
   * brand and a category (坚果 the projector maker, 坚果 the snack) is read as the one that fits.
   */
  constructor(
    readonly categories: CategoryInfo[],
    readonly brands: string[],
    readonly malls: string[],
    readonly brandCategories: ReadonlyMap<string, readonly string[]> = new Map(),
    /** What the listings state about themselves (spec-phrases.ts): the attribute words a shopper may ask for. */
    readonly specPhrases: readonly SpecPhrase[] = [],
    /** The models the catalog sells (brand, category, 型号): what a shopper names (decision 049). */
    readonly models: readonly ModelName[] = [],
  ) {
    this.byId = new Map(categories.map((c) => [c.id, c]));
    this.categoryTerms = new TermIndex(
      termIndex([
        ...categories.flatMap((c) =>
          [c.name, ...c.synonyms, ...(CATEGORY_NAMES[c.id] ?? [])].map((t): [string, string] => [t, c.id]),
        ),
        // Longer words that hold a category word (电视剧 ⊃ 电视) take their characters and name nothing.
        ...[...NOT_CATEGORIES, ...PEOPLE_NOT_CATEGORIES].map((w): [string, string] => [w, '']),
      ]),
    );
    // One-character and all-digit brand names (吕, 360) would match ordinary words and prices.
    const named = new Set(brands.filter((b) => b.length > 1 && !/^\d+$/.test(b)));
    // Their aliases are fine (ryo, 奇虎360), so those brands can still be named.
    const sold = new Set(brands);
    // A Latin name of several words in any spelling (oral b, oral-b, oralb; decision 085).
    const aliases = BRAND_ALIASES.filter(([brand]) => sold.has(brand)).flatMap(([brand, ...rest]) =>
      rest.flatMap(latinSpellings).map((alias): [string, string] => [alias, brand]),
    );
    // A one-character brand (吕) is named right before a word of a category it sells (吕洗发露,
    // 吕 洗头膏, 吕的护发素). An all-digit one (360) is not: 预算360 行车记录仪 is a price.
    const wordsOf = (id: string) => {
      const c = this.byId.get(id);
      return c ? [c.name, ...c.synonyms, ...(CATEGORY_NAMES[id] ?? [])] : [];
    };
    const beforeWords = brands
      .filter((b) => b.length === 1 && !/^\d$/.test(b))
      .flatMap((b) =>
        (brandCategories.get(b) ?? [])
          .flatMap(wordsOf)
          .flatMap((w) => [`${b}${w}`, `${b} ${w}`, `${b}的${w}`].map((t): [string, string] => [t, b])),
      );
    this.brandTerms = new TermIndex(
      termIndex([
        ...[...named].flatMap((b) => latinSpellings(b).map((s): [string, string] => [s, b])),
        ...aliases,
        ...beforeWords,
        // Longer words that contain a brand (劳力士 ⊃ 力士) take their characters and name nothing.
        ...NOT_BRANDS.map((w): [string, string] => [w, '']),
        // A word for a group of brands (欧美的 ⊃ 美的) names no brand itself (brand-origins.ts).
        ...BRAND_GROUP_WORDS.flatMap(([w]): Array<[string, string]> => [
          [w, ''],
          [`${w}的`, ''],
        ]),
      ]),
      true,
    );
    this.mallTerms = new TermIndex(
      termIndex(malls.flatMap((m) => [m, ...(MALL_ALIASES[m] ?? [])].map((t): [string, string] => [t, m]))),
    );
  }

  /** Every category word, longest first, with the categories it names (none for NOT_CATEGORIES). */
  get categoryWords(): readonly Term[] {
    return this.categoryTerms.terms;
  }

  /**
   * Categories named in `text` by name or synonym (耳机 → both earphone categories). A thing named
   * by what it does (洗碗的机器, 烧水的壶, 跑步穿的鞋) is also read without its 的 (洗碗机器,
   * 烧水壶, 跑步鞋); that reading wins when its names cover more of the text. `read` is the text
   * the terms were found in, so callers can remove them from it.
   */
  matchCategories(text: string): { categories: CategoryInfo[]; terms: string[]; read: string } {
    const plain = this.categoryTerms.find(text);
    const joinedText = text.replace(DESCRIBED_BY, '');
    const joined = joinedText !== text ? this.categoryTerms.find(joinedText) : plain;
    const cover = (r: { matched: string[] }) => r.matched.reduce((n, t) => n + t.length, 0);
    const better = cover(joined) > cover(plain);
    const found = better ? joined : plain;
    const values = this.narrowest(found.matched, found.values);
    return { categories: values.map((id) => this.byId.get(id)!), terms: found.matched, read: better ? joinedText : text };
  }

  /**
   * tws 真无线耳机 蓝牙耳机, 微单 相机: a word naming every category another word of the question
   * names, and more, only says the narrower one again (decision 084). Words naming unrelated
   * categories (耳机和音箱) keep them all.
   */
  private narrowest(matched: readonly string[], values: readonly string[]): string[] {
    if (matched.length < 2) return [...values];
    const namesOf = new Map(
      matched.map((t) => [t, new Set(this.categoryTerms.terms.find((x) => x.term === t.toLowerCase())?.values ?? [])]),
    );
    const sets = [...namesOf.values()].filter((set) => set.size);
    const broader = (set: Set<string>) => sets.some((other) => other.size < set.size && [...other].every((id) => set.has(id)));
    const kept = new Set([...namesOf.values()].filter((set) => !broader(set)).flatMap((set) => [...set]));
    return values.filter((id) => kept.has(id));
  }

  /**
   * Categories and brands of one text, a word that is both read as the one that fits (decision
   * 022): 五粮液 and 乐高 are both (the brand sells in that category); 坚果投影仪 is the brand 坚果
   * (it sells projectors); 坚果 alone is the snack (the brand 坚果 sells no nuts).
   */
  matchNeed(text: string): {
    categories: CategoryInfo[];
    brands: string[];
    categoryTerms: string[];
    brandTerms: string[];
    read: string;
  } {
    const c = this.matchCategories(text);
    const b = this.matchBrands(text);
    let categories = c.categories;
    const brands = new Set(b.brands);
    const sells = (brand: string, ids: string[]) => (this.brandCategories.get(brand) ?? []).some((id) => ids.includes(id));
    // A brand word inside a category word (坚果 in 坚果礼盒) is the same choice.
    for (const term of b.terms.filter((t) => c.terms.some((ct) => ct.includes(t)) && this.brandCategories.size)) {
      const own = this.matchBrands(term).brands;
      const meant = this.matchCategories(c.terms.find((ct) => ct.includes(term))!).categories.map((x) => x.id);
      const others = categories.filter((x) => !meant.includes(x.id));
      if (
        others.length &&
        own.some((br) =>
          sells(
            br,
            others.map((x) => x.id),
          ),
        )
      )
        categories = others;
      else if (!own.some((br) => sells(br, meant))) own.forEach((br) => brands.delete(br));
    }
    // 金龙鱼的油: a category word that straddles a brand word (鱼油 across 金龙鱼|油) is not said
    // when the brand does not sell it.
    const read = c.read.toLowerCase();
    const spanOf = (term: string) => {
      const at = read.indexOf(term.toLowerCase());
      return at < 0 ? null : ([at, at + term.length] as const);
    };
    const straddling = c.terms.filter((ct) => {
      const cs = spanOf(ct);
      return (
        cs &&
        b.terms.some((bt) => {
          const bs = spanOf(bt);
          const crosses = bs && cs[0] < bs[1] && bs[0] < cs[1] && !ct.includes(bt) && !bt.includes(ct);
          const meant = this.matchCategories(ct).categories.map((x) => x.id);
          return crosses && !this.matchBrands(bt).brands.some((br) => sells(br, meant));
        })
      );
    });
    if (straddling.length && this.brandCategories.size) {
      const dropped = new Set(straddling.flatMap((t) => this.matchCategories(t).categories.map((x) => x.id)));
      const kept = c.terms.filter((t) => !straddling.includes(t));
      const still = new Set(kept.flatMap((t) => this.matchCategories(t).categories.map((x) => x.id)));
      categories = categories.filter((x) => !dropped.has(x.id) || still.has(x.id));
    }
    return { categories, brands: [...brands], categoryTerms: c.terms, brandTerms: b.terms, read: c.read };
  }

  /**
   * Brands named in `text`. A brand word that is also an everyday thing (苹果) is the thing when
   * the text speaks of it (BRAND_HOMONYMS: 苹果多少钱一斤): then it names no brand.
   */
  matchBrands(text: string): { brands: string[]; terms: string[] } {
    const { values, matched } = this.brandTerms.find(text);
    const things = this.thingsIn(text).filter(([word]) => matched.includes(word));
    if (!things.length) return { brands: values, terms: matched };
    const words = new Set(things.map(([word]) => word));
    const kept = matched.filter((t) => !words.has(t));
    return { brands: values.filter((b) => kept.some((t) => this.brandTerms.find(t).values.includes(b))), terms: kept };
  }

  /** Brand words read as everyday things in `text` (苹果 in 苹果多少钱一斤), with what the thing is (水果). */
  thingsIn(text: string): Array<readonly [word: string, thing: string]> {
    const lower = text.toLowerCase();
    return BRAND_HOMONYMS.filter(([word, , ...context]) => lower.includes(word) && context.some((c) => lower.includes(c))).map(
      ([word, thing]) => [word, thing] as const,
    );
  }

  matchMalls(text: string): { malls: string[]; terms: string[] } {
    const { values, matched } = this.mallTerms.find(text);
    return { malls: values, terms: matched };
  }
}

const CACHE_MS = 60_000;
const cache = new WeakMap<Db, { at: number; vocabulary: Promise<Vocabulary> }>();

async function load(db: Db): Promise<Vocabulary> {
  const [categories, brands, malls, synonymsRow, specRows] = await Promise.all([
    db.kysely.selectFrom('categories').selectAll().orderBy('id').execute(),
    db.kysely.selectFrom('products').select(['brand', 'category_id']).distinct().execute(),
    db.kysely.selectFrom('products').select('mall').distinct().execute(),
    db.kysely.selectFrom('meta').select('value').where('key', '=', CATALOG_META_KEYS.synonyms).executeTakeFirst(),
    db.kysely.selectFrom('products').select(['category_id', 'specs']).distinct().execute(),
  ]);
  const synonyms = synonymsRow ? (JSON.parse(synonymsRow.value) as Record<string, string[]>) : {};
  const specs = specRows.map((r) => ({ categoryId: r.category_id, specs: JSON.parse(r.specs) as Record<string, string> }));
  return new Vocabulary(
    categories.map((c) => ({ id: c.id, name: c.name, group: c.group_name, synonyms: synonyms[c.id] ?? [] })),
    [...new Set(brands.map((b) => b.brand))],
    malls.map((m) => m.mall),
    brands.reduce((map, b) => map.set(b.brand, [...(map.get(b.brand) ?? []), b.category_id]), new Map<string, string[]>()),
    specPhrasesOf(specs),
    modelsOf(specs),
  );
}

/** The catalog's categories, brands and malls, read once a minute (a re-seed shows up soon). */
export function vocabularyOf(db: Db, now = Date.now()): Promise<Vocabulary> {
  const hit = cache.get(db);
  if (hit && now - hit.at < CACHE_MS) return hit.vocabulary;
  const vocabulary = load(db);
  cache.set(db, { at: now, vocabulary });
  vocabulary.catch(() => cache.delete(db));
  return vocabulary;
}
