import type { CatalogService } from '#server/modules/catalog/service';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { Need } from '#server/ports/conversation-state';
import {
  CHEAPER_THAN_WORDS,
  CHEAPER_WORDS,
  DUPE_WORDS,
  HALF_PRICE_WORDS,
  LIKE_AFTER,
  LIKE_ASKED,
  LIKE_BEFORE,
  LIKE_ONLY_BEFORE,
  TOO_DEAR_AFTER,
  TOO_DEAR_BEFORE,
} from './lexicon/dupe-words';
import { namedModels } from './model-names';
import { linesIn } from './product-lines';
import { isModel } from './ruled-out-models';
import { parseBudget } from './budget';
import { cheapestPerModel } from './model-listings';
import { BRAND_FLAGSHIPS } from './lexicon/brand-flagships';
import { BRAND_GROUP_WORDS } from '#server/modules/catalog/lexicon/brand-origins';

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const DUPES = byLength(DUPE_WORDS);

/** What a stand-in is asked for: the named thing's kind, brands, and the price to stay under. */
export interface DupeAsk {
  categoryId: string;
  brands: string[];
  /** The named model's cheapest listing, or a brand's middle model: the stand-ins cost less. */
  below: number | null;
  /** The words that named the thing and asked for a stand-in, taken out of the question. */
  said: string[];
}

const OWNER = /^我?(?:同事|朋友|室友)?的?|的$/g;
/** Where a likened thing said without 像/跟 starts: after the last pause or wanting word (想要戴森那样的). */
const CLAUSE_START = /.*(?:[，,。.!！?？;；\s]|想要|要个|要|想买|买个|来个|找个|求)/;

/**
 * The words that liken to the named thing (像X那样, 跟X差不多, 想要戴森那样的 … 预算只有五百), with X,
 * when a price word goes with them; the dupe ask checks that X names a brand, line or model.
 */
function likened(question: string): { thing: string; said: string } | null {
  if (!CHEAPER_WORDS.some((w) => question.includes(w)) && !parseBudget(question)) return null;
  for (const before of byLength(LIKE_BEFORE))
    for (const after of byLength(LIKE_AFTER)) {
      const from = question.indexOf(before);
      if (from < 0) continue;
      const to = question.indexOf(after, from + before.length);
      if (to < 0 || to - from > 24) continue;
      const thing = question.slice(from + before.length, to).replace(OWNER, '');
      if (thing.trim()) return { thing, said: question.slice(from, to + after.length) };
    }
  for (const before of byLength(LIKE_ONLY_BEFORE)) {
    const from = question.indexOf(before);
    const to = from < 0 ? -1 : question.indexOf('的', from + before.length);
    const thing = to < 0 ? '' : question.slice(from + before.length, to).replace(OWNER, '');
    if (thing.trim() && to - from <= 24) return { thing, said: question.slice(from, to + 1) };
  }
  // 想要戴森那样的吹风机 但预算只有五百: no 像 before it; the thing starts its clause.
  for (const after of byLength(LIKE_AFTER)) {
    const to = question.indexOf(after);
    if (to <= 0) continue;
    const head = question.slice(0, to);
    const from = CLAUSE_START.exec(head)?.[0].length ?? 0;
    const thing = head.slice(from).replace(OWNER, '');
    if (thing.trim() && thing.length <= 24) return { thing, said: question.slice(from, to + after.length) };
  }
  return null;
}

/** 索尼xm5太贵了 有差不多的吗, 买不起switch 有类似的游戏机吗: a thing too dear, and one like it asked for. */
function tooDear(question: string): { thing: string; said: string } | null {
  for (const dear of byLength(TOO_DEAR_AFTER)) {
    const at = question.indexOf(dear);
    if (at <= 0 || !LIKE_ASKED.some((w) => question.indexOf(w, at) > at)) continue;
    const head = question.slice(0, at);
    const from = CLAUSE_START.exec(head)?.[0].length ?? 0;
    const thing = head.slice(from).replace(OWNER, '');
    if (thing.trim()) return { thing, said: question.slice(from, at + dear.length) };
  }
  for (const dear of byLength(TOO_DEAR_BEFORE)) {
    const at = question.indexOf(dear);
    if (at < 0 || !LIKE_ASKED.some((w) => question.indexOf(w, at) > at)) continue;
    const rest = question.slice(at + dear.length);
    const thing = /^[^，,。.!！?？;；\s]{1,24}/.exec(rest)?.[0].replace(OWNER, '') ?? '';
    if (thing.trim()) return { thing, said: question.slice(at, at + dear.length + thing.length) };
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
export async function dupeAskOf(
  question: string,
  vocabulary: Vocabulary,
  catalog: CatalogService,
  need: Need | null = null,
): Promise<DupeAsk | null> {
  const lower = question.toLowerCase();
  const word = DUPES.find((w) => lower.includes(w));
  const like = word ? null : (tooDear(lower) ?? likened(lower) ?? cheaperThan(lower));
  if (!word && !like) return null;
  const thing = like ? like.thing : lower.slice(0, lower.indexOf(word!));
  const said = like ? [like.said] : [word!];
  const named = vocabulary.matchCategories(lower).categories.map((c) => c.id);
  const models = namedModels(thing, vocabulary, named);
  const lines = linesIn(thing, vocabulary);
  const brands = [...new Set([...models.map((m) => m.brand), ...vocabulary.matchBrands(thing).brands, ...lines.brands])];
  // 耳机 names two kinds; the named model's or line's kind among them is the one (AirPods: earbuds).
  const ownKinds = [...models.map((m) => m.categoryId), ...lines.categoryIds];
  // 小米太贵了 有没有平替 after 500以内的小米行李箱: with no kind named, the kind of the need the
  // brand sells in; the need keeps its own budget, none is made up from prices (decision 086).
  const kept = named.length || models.length ? undefined : keptKind(brands, need, vocabulary);
  const categoryId =
    kept ?? ownKinds.find((id) => named.includes(id)) ?? named[0] ?? ownKinds[0] ?? brandsKind(thing, brands, vocabulary);
  if (!categoryId || !brands.length) return null;
  if (kept) return { categoryId, brands, below: null, said: [...said, thing] };
  const listed = await catalog.searchProducts({ category: [categoryId], brand: brands, sort: 'price_asc', limit: 40 });
  const of = models.length ? listed.filter((p) => models.some((m) => isModel(p, m.model))) : listed;
  // A model: under its cheapest listing. A brand (比大疆便宜的): under its middle model, not its
  // cheapest, which may leave no other brand at all.
  const prices = [...cheapestPerModel(of).values()].map((m) => m.best.price).sort((a, b) => a - b);
  const middle = prices.length ? (models.length ? prices[0]! : prices[Math.floor((prices.length - 1) / 2)]!) : null;
  // 便宜一半: at most half its price.
  const below = middle !== null && HALF_PRICE_WORDS.some((w) => lower.includes(w)) ? middle / 2 + 1 : middle;
  // 飞利浦牙刷的国产替代: a group word in the thing (国产, 日系) stays an ask for the stand-ins (decision 081).
  const groups = BRAND_GROUP_WORDS.map(([w]) => w).filter((w) => thing.includes(w));
  const halves = HALF_PRICE_WORDS.filter((w) => lower.includes(w));
  return {
    categoryId,
    brands,
    below,
    said: [...said, ...groups.reduce((t, w) => t.split(w).join('\n'), thing).split('\n'), ...halves],
  };
}

/** The need's category the brands sell in, when the need is about one of them. */
function keptKind(brands: string[], need: Need | null, vocabulary: Vocabulary): string | undefined {
  if (!need?.categoryIds.length || !brands.length) return undefined;
  const sold = new Set(brands.flatMap((b) => vocabulary.brandCategories.get(b) ?? []));
  return need.categoryIds.find((id) => sold.has(id) || brands.some((b) => need.brands.includes(b)));
}

/**
 * 赫曼米勒的穷人版, lululemon的垫子太贵: no kind named; the one kind the brands sell, or the one
 * whose name holds a word of the thing (垫子 → 瑜伽垫) (decision 081).
 */
function brandsKind(thing: string, brands: string[], vocabulary: Vocabulary): string | undefined {
  const sold = [...new Set(brands.flatMap((b) => vocabulary.brandCategories.get(b) ?? []))];
  if (sold.length === 1) return sold[0];
  const stem = vocabulary
    .matchBrands(thing)
    .terms.reduce((t, w) => t.split(w).join(''), thing)
    .replace(/[的子儿]/g, '');
  const names = (id: string) => [vocabulary.byId.get(id)?.name ?? '', ...(vocabulary.byId.get(id)?.synonyms ?? [])];
  const heads = [...stem].filter((ch) => /\p{Script=Han}/u.test(ch));
  const holding = sold.filter((id) => heads.length > 0 && names(id).some((n) => heads.every((ch) => n.includes(ch))));
  if (holding.length === 1) return holding[0];
  const flagship = brands.length === 1 ? BRAND_FLAGSHIPS[brands[0]!] : undefined;
  return flagship && sold.includes(flagship) ? flagship : undefined;
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
