import type { CatalogService } from '#server/modules/catalog/service';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { CHEAPER_THAN_WORDS, CHEAPER_WORDS, DUPE_WORDS, LIKE_AFTER, LIKE_BEFORE } from './lexicon/dupe-words';
import { namedModels } from './model-names';
import { linesIn } from './product-lines';
import { isModel } from './ruled-out-models';
import { parseBudget } from './budget';

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const DUPES = byLength(DUPE_WORDS);

/** What a stand-in is asked for: the named thing's kind, brands, and the price to stay under. */
export interface DupeAsk {
  categoryId: string;
  brands: string[];
  /** The cheapest listing of the named thing: the stand-ins cost less. */
  below: number | null;
  /** The words that named the thing and asked for a stand-in, taken out of the question. */
  said: string[];
}

/** The words that liken to the named thing (像X那样, 跟X差不多), with X, when a price word goes with them. */
function likened(question: string): { thing: string; said: string } | null {
  if (!CHEAPER_WORDS.some((w) => question.includes(w))) return null;
  for (const before of byLength(LIKE_BEFORE))
    for (const after of byLength(LIKE_AFTER)) {
      const from = question.indexOf(before);
      if (from < 0) continue;
      const to = question.indexOf(after, from + before.length);
      if (to < 0 || to - from > 24) continue;
      const thing = question.slice(from + before.length, to).replace(/^我?(?:同事|朋友|室友)?的?|的$/g, '');
      if (thing.trim()) return { thing, said: question.slice(from, to + after.length) };
    }
  return null;
}

const CHEAPER_THAN = new RegExp(`比(?:我的|我那个|我家的)?(.{1,24}?)(?:还|更|再)?(?:${byLength(CHEAPER_THAN_WORDS).join('|')})`);

/** 比戴森便宜的, 比AirPods还实惠: the thing after 比, when a price word closes it. */
function cheaperThan(question: string): { thing: string; said: string } | null {
  const m = CHEAPER_THAN.exec(question);
  return m ? { thing: m[1]!.replace(/的$/, ''), said: m[0] } : null;
}

/**
 * 戴森吹风机的平替, 神仙水有平替吗, AirPods Pro 2的平替, 像戴森那样但便宜很多的吹风机 (decision 068):
 * a stand-in for a named model, line or brand is of its kind, of other brands, and cheaper than
 * the named thing's cheapest listing. Null when nothing is asked a stand-in for, or nothing named
 * says a kind.
 */
export async function dupeAskOf(question: string, vocabulary: Vocabulary, catalog: CatalogService): Promise<DupeAsk | null> {
  const lower = question.toLowerCase();
  const word = DUPES.find((w) => lower.includes(w));
  const like = word ? null : (likened(lower) ?? cheaperThan(lower));
  if (!word && !like) return null;
  const thing = like ? like.thing : lower.slice(0, lower.indexOf(word!));
  const said = like ? [like.said] : [word!];
  const named = vocabulary.matchCategories(lower).categories.map((c) => c.id);
  const models = namedModels(thing, vocabulary, named);
  const lines = linesIn(thing, vocabulary);
  const brands = [...new Set([...models.map((m) => m.brand), ...vocabulary.matchBrands(thing).brands, ...lines.brands])];
  // 耳机 names two kinds; the named model's or line's kind among them is the one (AirPods: earbuds).
  const ownKinds = [...models.map((m) => m.categoryId), ...lines.categoryIds];
  const categoryId = ownKinds.find((id) => named.includes(id)) ?? named[0] ?? ownKinds[0];
  if (!categoryId || !brands.length) return null;
  const listed = await catalog.searchProducts({ category: [categoryId], brand: brands, sort: 'price_asc', limit: 40 });
  const of = models.length ? listed.filter((p) => models.some((m) => isModel(p, m.model))) : listed;
  const below = of.length ? Math.min(...of.map((p) => p.price)) : null;
  return { categoryId, brands, below, said: [...said, thing] };
}

/** The question as a plain ask for the stand-ins: 吹风机 不要戴森 2198元以内, the rest of what was said kept. */
export function withDupeAsk(question: string, ask: DupeAsk, vocabulary: Vocabulary): string {
  const name = vocabulary.byId.get(ask.categoryId)?.name ?? '';
  const said = ask.said.filter(Boolean).reduce((q, w) => q.split(w).join(' '), question.toLowerCase());
  // The kind is said once, as the chosen one: 耳机 beside AirPods would bring back over-ear ones.
  const rest = vocabulary.matchCategories(said).terms.reduce((q, w) => q.split(w).join(' '), said);
  // A budget said wins; else the stand-ins cost less than the named thing.
  const cap = ask.below !== null && ask.below > 10 && !parseBudget(question) ? ` ${Math.floor(ask.below) - 1}元以内` : '';
  return `${name} ${rest.replace(/有没有|有吗|推荐|[的了吗呢]/g, ' ').trim()}，不要${ask.brands.join('和')}${cap}`;
}
