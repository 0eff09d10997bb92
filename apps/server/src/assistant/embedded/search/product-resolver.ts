import type { CatalogProduct, CatalogService } from '#server/modules/catalog/service';
import { cutWords } from '#server/shared/segmenter';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { STOPWORDS } from '../language/stopwords';
import { linesIn } from '../language/product-lines';
import { withModelMeasures } from '../language/model-measures';
import { GENERATIONS, modelMatches, modelTokens, withoutStatedValues } from '../language/model-names';
import { asGeneration } from './generations';
import { cheapestPerModel } from '../language/model-listings';

/**
 * How a product name the user typed maps to the catalog:
 * exact (every word of the model), closest (the model has more words: 华为Mate 70 → Mate 70 Pro),
 * unspecified (brand and category but no model: 索尼降噪耳机 → its best seller), vague (only a
 * category or only a brand: 耳机, 苹果), not_found.
 */
export type Match = 'exact' | 'closest' | 'unspecified' | 'vague' | 'not_found';

export interface Resolution {
  name: string;
  match: Match;
  /** The cheapest listing of the matched model. */
  product: CatalogProduct | null;
  /** For a vague name: whether it named a brand (苹果) or a category (耳机). */
  vagueAs?: 'brand' | 'category';
  /** Not found, but another generation of its line is sold (小米14 → the 小米15, decision 075). */
  sameLine?: CatalogProduct;
}

/** Words that carry no model meaning in 小米15现在值得买吗 once the question's phrases are gone. */
const FILLER = new Set(['现在', '目前', '最近', '这个', '那个', '这款', '那款', '它', '一下', '帮我', '把', '给我', '我', '想']);

export { modelTokens };

const squash = (text: string) => modelTokens(text).join('');

/** A name typed without spaces covers several model words in a row: promax is Pro Max. */
function spansTokens(word: string, tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    let joined = '';
    for (let j = i; j < tokens.length && word.startsWith(joined + tokens[j]!); j++) {
      joined += tokens[j]!;
      if (joined === word && j > i) return true;
    }
  }
  return false;
}

/**
 * How well the name's tokens cover a model: null when a letter/number token is missing (XM5 is
 * not XM4), otherwise the share of the model's characters the name matched (1 = all of them).
 * Chinese words may also match the title (降噪耳机), which makes them valid but adds nothing.
 */
export function modelScore(nameTokens: string[], model: string, title: string, brand = ''): number | null {
  // 荣耀200 is model 荣耀200 of brand 荣耀; the name lost the brand word already, so must the model.
  const tokens = modelTokens(brand && model.startsWith(brand) ? model.slice(brand.length) : model);
  const modelText = tokens.join('');
  const titleText = squash(title);
  let matched = 0;
  for (const t of nameTokens) {
    const generation = GENERATIONS[t]?.find((g) => tokens.includes(g));
    if (generation) matched += generation.length;
    else if (/^[\u4e00-\u9fff]+$/.test(t)) {
      if (modelText.includes(t)) matched += t.length;
      else if (!titleText.includes(t)) return null;
    } else if (tokens.includes(t) || spansTokens(t, tokens)) matched += t.length;
    else return null;
  }
  return modelText.length ? Math.min(1, matched / modelText.length) : 0;
}

/** Chinese runs are cut into words so filler (现在, 这个) can be dropped; letters and numbers stay whole. */
export function nameTokens(text: string): string[] {
  return modelTokens(text).flatMap((t) =>
    /^[\u4e00-\u9fff]+$/.test(t) ? cutWords(t).filter((w) => !STOPWORDS.has(w) && !FILLER.has(w) && w.length > 1) : [t],
  );
}

/**
 * Finds the catalog product a name refers to (小米15, iPhone 16, 索尼WH-1000XM5, Bose QC45).
 * `categoryIds` narrows the search when the question named a category elsewhere.
 */
export async function resolveProduct(
  name: string,
  catalog: CatalogService,
  vocabulary: Vocabulary,
  categoryIds: string[] = [],
): Promise<Resolution> {
  // A model of the catalog named in the usual ways (decision 049): 53度飞天, 16promax, 戴森V12.
  const matches = modelMatches(withoutStatedValues(name), vocabulary, categoryIds);
  const models = matches.map((x) => x.model);
  let direct: Resolution | null = null;
  // Models of two categories (索尼xm5头戴: WH and WF) are told apart by the words below.
  if (models.length && new Set(models.map((m) => m.categoryId)).size === 1) {
    const listings = await catalog.searchProducts({
      brand: [...new Set(models.map((m) => m.brand))],
      category: [...new Set(models.map((m) => m.categoryId))],
      limit: 200,
    });
    const all = listings.filter((p) => models.some((m) => m.model === p.specs['型号'] && m.brand === p.brand));
    // macbook air 13寸, 索尼x90l 65寸: the size said picks the model, or the model's listing (decision 065).
    const measured = withModelMeasures(name, all);
    const own = measured.listings;
    const ranked = [...cheapestPerModel(own).values()].sort((a, b) => b.sales - a.sales);
    // A line and a size that leave one of its models name it (macbook air 13寸 is the Air 13 M3).
    const narrowed = ranked.length === 1 && measured.fitted && cheapestPerModel(all).size > 1;
    // The whole model said is exact; part of it (戴森V12, 飞天茅台) or several models the closest.
    const whole = ranked.length === 1 && (narrowed || matches.every((x) => x.share >= 1));
    if (ranked.length) direct = { name, match: whole ? 'exact' : 'closest', product: ranked[0]!.best };
    // 小米14 read as Redmi Note 14 (only the number said): another generation of the line may fit better.
    if (direct && matches.some((x) => x.share >= 0.5)) return direct;
  }
  const brandsFound = vocabulary.matchBrands(name);
  const brands = new Set(brandsFound.brands);
  // iPhone, ThinkPad, 神仙水: a product line says its brand (lexicon/product-lines.ts).
  for (const brand of linesIn(name, vocabulary).brands) brands.add(brand);
  let rest = name;
  for (const term of brandsFound.terms) rest = rest.replace(new RegExp(term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i'), ' ');
  const categories = vocabulary.matchCategories(rest);
  const tokens = nameTokens(rest);
  const named = { name, product: null };
  if (brands.size === 0 && tokens.length === 0) return { ...named, match: 'not_found' };

  // 小米14 read first as a phone: its other generations are looked for among phones.
  const category = categories.categories.length
    ? categories.categories.map((c) => c.id)
    : direct?.product
      ? [direct.product.categoryId]
      : categoryIds;
  // A brand alias that is also a model word (Redmi of 小米Redmi K80, 米家) counts when the model has it.
  const aliasTokens = brandsFound.terms.flatMap((t) => modelTokens(t));
  const lookUp = async (ids: string[], words = tokens) => {
    const filters = { brand: brands.size ? [...brands] : undefined, category: ids.length ? ids : undefined, limit: 100 };
    const rows = await catalog.searchProducts({ ...filters, text: words.join(' ') });
    // 600G is searched as written too: its tokens (600 g) match no title word of a brand with many models.
    const asWritten = rest.match(/[a-z0-9][a-z0-9.-]*/gi)?.join(' ');
    if (asWritten && asWritten !== words.join(' ')) rows.push(...(await catalog.searchProducts({ ...filters, text: asWritten })));
    // Search tokens and model tokens can split differently (WH1000XM5); the brand alone is the fallback.
    if (brands.size) rows.push(...(await catalog.searchProducts({ ...filters, sort: 'sales' })));
    let found: { product: CatalogProduct; score: number; sales: number; generation?: true } | null = null;
    let other: { product: CatalogProduct; score: number; rank: number } | null = null;
    const models = [...cheapestPerModel(rows).values()];
    // 红米14: an alias that is a model word of the brand (redmi) is part of the line asked for.
    const lineAliases = aliasTokens.filter((t) => models.some(({ best }) => modelTokens(best.specs['型号'] ?? '').includes(t)));
    // 小米15 pro: where a model holds the number said (the 小米 15 phone), other generations are
    // looked for in that category only, never a laptop that happens to be a Pro 14 (decision 084).
    const saidNumbers = words.filter((t) => /^\d{1,4}$/.test(t));
    // The number with the line words said before it (iphone of iphone15): 15 alone is no MacBook Air 15.
    const lineWords = words.slice(0, words.indexOf(saidNumbers[0] ?? '')).filter((t) => !/^\d/.test(t));
    const holdsNumber = (p: CatalogProduct) => {
      const own = modelTokens(p.specs['型号'] ?? p.title);
      return own.includes(saidNumbers[0]!) && lineWords.every((t) => own.includes(t));
    };
    const lineCategories = new Set(
      saidNumbers.length === 1 ? models.filter(({ best }) => holdsNumber(best)).map(({ best }) => best.categoryId) : [],
    );
    for (const { best: product, sales } of models) {
      const model = product.specs['型号'] ?? product.title;
      const own = modelTokens(model);
      // 352 X86C: a brand the vocabulary does not read as one (all digits) is still no model word.
      const modelWords = words.filter((t) => t !== product.brand.toLowerCase());
      const score = modelScore(
        [...modelWords, ...aliasTokens.filter((t) => own.includes(t))],
        model,
        product.title,
        product.brand,
      );
      // 小米14 when the catalog sells the 小米15: the nearest generation of the line (decision 075).
      const generation =
        brands.size && (!lineCategories.size || lineCategories.has(product.categoryId)) ? asGeneration(modelWords, model) : null;
      const asOther = generation && modelScore([...generation.tokens, ...lineAliases], model, product.title, product.brand);
      if (generation && asOther) {
        const rank = generation.distance * 2 - (generation.newer ? 1 : 0);
        if (!other || asOther > other.score || (asOther === other.score && rank < other.rank))
          other = { product, score: asOther, rank };
      }
      if (score === null) continue;
      if (!found || score > found.score || (score === found.score && sales > found.sales)) found = { product, score, sales };
    }
    // A model that holds the number said but not the line (Redmi Note 14 for 小米14) gives way.
    if (other && (!found || other.score > found.score))
      return { product: other.product, score: other.score, sales: 0, generation: true };
    // 小米15 pro when only the 小米 15 is sold: the model of that number is the line's.
    const numbered = models
      .filter(({ best }) => lineCategories.has(best.categoryId) && holdsNumber(best))
      .sort((a, b) => b.sales - a.sales)[0];
    if (!found && numbered) return { product: numbered.best, score: 0, sales: 0, generation: true };
    return found;
  };
  // A category word in the name only narrows: 米家随手吸尘器 is a car vacuum, not a 吸尘器 of the home.
  let best = await lookUp(category);
  if ((!best || best.score === 0) && categories.categories.length && brands.size) {
    const wider = await lookUp([]);
    if (wider && (!best || wider.score > 0)) best = wider;
  }
  // 高洁丝臻选, 李宁对拍: a model word the segmenter cuts into single characters is looked up whole;
  // only a model that holds it counts.
  const runs = (rest.match(/[\u4e00-\u9fff]{2,}/g) ?? []).filter((r) => !STOPWORDS.has(r) && !FILLER.has(r));
  if (brands.size && !tokens.length && runs.length && (!best || best.score === 0)) {
    const whole = await lookUp(category, runs);
    if (whole && whole.score > 0) best = whole;
  }
  const onlyCategory = categories.categories.length > 0 && tokens.every((t) => categories.terms.some((term) => term.includes(t)));
  // The question's category only narrows: a name of another category (Switch OLED和戴森V12) is still looked up.
  if (direct && (!best || best.score <= Math.max(...matches.map((x) => x.share)))) return direct;
  // 小米14, iPhone 15: not sold; the answer says so and names the line's model that is (decision 075).
  if (best?.generation) return { ...named, match: 'not_found', sameLine: best.product };
  if (!best && categoryIds.length && !categories.categories.length) return resolveProduct(name, catalog, vocabulary);
  const vague: Resolution = { ...named, match: 'vague', vagueAs: onlyCategory ? 'category' : 'brand' };
  if (!best) return tokens.length === 0 || onlyCategory ? vague : { ...named, match: 'not_found' };
  if (best.score > 0) return { name, match: best.score >= 1 ? 'exact' : 'closest', product: best.product };
  if (brands.size && category.length) return { name, match: 'unspecified', product: best.product };
  return brands.size || onlyCategory ? vague : { ...named, match: 'not_found' };
}
