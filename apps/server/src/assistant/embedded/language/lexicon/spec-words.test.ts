import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { modelSpecs } from '#server/db/seed/model-specs';
import { BRAND_GROUP_WORDS, BRAND_ORIGINS, ORIGIN_WORDS, originOf } from '#server/modules/catalog/lexicon/brand-origins';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from '../constraints';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { wantedValues } from '../spec-terms';
import { normaliseValue, showsValue } from '../stated-values';
import { SPEC_WORDS } from './spec-terms';

/** Seeded listings of a category, as the search sees them: a title and the specs. */
const listings = (categoryId: string): CatalogProduct[] => {
  const c = CATEGORIES.find((x) => x.id === categoryId)!;
  return c.models.flatMap((m) => {
    const s = modelSpecs(c, m);
    const variants = s.variant ? [s.variant] : (c.variant?.values ?? ['']);
    return variants.map(
      (v) =>
        ({
          title: [m.brand, m.model, s.noun, v].filter(Boolean).join(' '),
          specs: { ...s.specs, ...(c.variant && v ? { [c.variant.key]: v } : {}) },
          tags: [],
        }) as unknown as CatalogProduct,
    );
  });
};

describe('shopper words for catalog values (SPEC_WORDS)', () => {
  // Each word, asked with each category it may hold for, reads only values some listing of it shows.
  const cases = SPEC_WORDS.flatMap((row) =>
    CATEGORIES.filter((c) => (row.categories ? row.categories.includes(c.id) : true))
      .filter((c) => row.categories || listings(c.id).some((p) => showsValue(p, normaliseValue(row.means))))
      .flatMap((c) => row.says.map((said) => [said, c.id] as const)),
  );

  it.each(cases)('%s, asked of %s, reads only values its listings show', (said, categoryId) => {
    for (const v of wantedValues(said, catalogVocabulary, [categoryId]))
      expect(
        listings(categoryId).some((p) => showsValue(p, v)),
        v,
      ).toBe(true);
  });

  it.each(SPEC_WORDS.map((row) => [row.says[0]!, row] as const))('%s reads a value in some category', (_, row) => {
    const read = CATEGORIES.filter((c) => row.says.every((said) => wantedValues(said, catalogVocabulary, [c.id]).length));
    expect(read.length).toBeGreaterThan(0);
  });

  it('names only categories the catalog has', () => {
    const ids = new Set(CATEGORIES.map((c) => c.id));
    expect(SPEC_WORDS.flatMap((r) => r.categories ?? []).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('brand origins', () => {
  const catalogBrands = new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)));
  const listed = BRAND_ORIGINS.flatMap(([, list]) => list.split('|'));

  it('lists catalog brands, each once', () => {
    expect(listed.filter((b) => !catalogBrands.has(b))).toEqual([]);
    expect(listed.filter((b, i) => listed.indexOf(b) !== i)).toEqual([]);
  });

  it.each([
    ['象印', 'JP'],
    ['西门子', 'DE'],
    ['三星', 'KR'],
    ['Swisse', 'AU'],
    ['安佳', 'NZ'],
    ['飞鹤', 'CN'],
  ])('%s is from %s', (brand, origin) => expect(originOf(brand)).toBe(origin));

  it('every origin a word takes in has brands', () => {
    const origins = new Set(BRAND_ORIGINS.map(([o]) => o));
    expect(ORIGIN_WORDS.flatMap((w) => w.origins).filter((o) => !origins.has(o))).toEqual([]);
    expect(BRAND_GROUP_WORDS.find(([w]) => w === '日系')).toContain('象印');
  });

  // Each question: the brands of that origin that sell the category, and no keyword left over.
  it.each<[string, string[]]>([
    ['日系的电饭煲', ['象印', '虎牌']],
    ['日本的电饭煲推荐', ['象印', '虎牌']],
    ['国货面霜有哪些', ['珀莱雅', '薇诺娜']],
    ['德系的炒锅', ['双立人']],
    ['澳洲的保健品', ['Swisse']],
    ['韩系的保鲜盒', ['乐扣乐扣']],
    ['欧美香水推荐', ['迪奥', '香奈儿', '祖玛珑', '古驰']],
    ['国产的吹风机', ['徕芬', '追觅', '小米']],
    ['美系的奶粉', ['美赞臣', '惠氏']],
    // 欧美的 holds 美的: the group word names no brand itself.
    ['欧美的冰箱', ['西门子']],
    ['美的冰箱', ['美的']],
  ])('%s → %j', (question, brands) => {
    const c = parseConstraints(question, catalogVocabulary);
    expect(new Set(c.brands)).toEqual(new Set(brands));
    expect(c.keywords).toEqual([]);
  });

  it.each<[string, string]>([
    ['澳洲的葡萄酒', '澳大利亚'],
    ['新西兰的牛奶', '新西兰进口'],
    ['进口奶粉', '进口奶源'],
    ['国产奶粉', '国产奶源'],
    ['国产牛奶', '国产'],
  ])('%s: the origin is a value the listings state, not a brand group', (question, value) => {
    const c = parseConstraints(question, catalogVocabulary);
    expect(c.brands).toEqual([]);
    expect(c.values).toEqual([value]);
  });

  it('an origin with no maker of the category is said, not dropped', () => {
    expect(parseConstraints('日系的扫地机器人', catalogVocabulary).keywords).toEqual(['日系']);
  });
});
