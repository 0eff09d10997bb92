import { describe, expect, it } from 'vitest';
import { BRAND_ALIASES } from '../../modules/catalog/lexicon/brands';
import { buildCatalog } from './build-catalog';
import { CATEGORIES, CORE_CATEGORIES } from './categories';
import { isOutdatedGeneratedCatalog } from './ensure-catalog';

/**
 * What a shopper reading the seeded catalog notices (issue 19, decision 047), checked over every
 * product: one name per brand, titles that never name a value their specs contradict, size runs
 * in every size, each category word meaning one category, full shelves, a pregnancy line.
 */
const catalog = buildCatalog({ products: 5000, nowMs: Date.parse('2026-05-20T04:00:00Z') });
const specsOf = (p: { specs: string }) => JSON.parse(p.specs) as Record<string, string>;
const byCategory = new Map(CATEGORIES.map((c) => [c.id, catalog.products.filter((p) => p.category_id === c.id)]));
const catalogBrands = [...new Set(catalog.products.map((p) => p.brand))];
const fold = (s: string) => s.toLowerCase().replace(/[\s'.-]/g, '');

describe('one name per brand', () => {
  // Every word the lexicon knows for a catalog brand, the brand's own name first.
  const wordsOf = new Map(catalogBrands.map((b) => [b, new Set([fold(b)])]));
  for (const [brand, ...aliases] of BRAND_ALIASES) for (const a of aliases) wordsOf.get(brand)?.add(fold(a));

  it.each(catalogBrands.map((b) => [b]))('%s is sold under no other name in the catalog', (brand) => {
    const others = catalogBrands.filter((other) => other !== brand && wordsOf.get(brand)!.has(fold(other)));
    expect(others).toEqual([]);
  });

  it('has one lexicon row per brand', () => {
    const rows = BRAND_ALIASES.map(([brand]) => fold(brand));
    expect(rows.filter((b, i) => rows.indexOf(b) !== i)).toEqual([]);
  });
});

describe('titles never name a value their specs contradict', () => {
  it.each(CATEGORIES.map((c) => [c.id, c] as const))('%s', (_id, category) => {
    const keys = [...category.specs, ...(category.variant ? [category.variant] : [])];
    const problems = byCategory.get(category.id)!.flatMap((p) => {
      const specs = specsOf(p);
      return keys.flatMap(({ key, values }) =>
        values
          .filter((v) => v.length >= 2 && p.title.includes(v) && !specs[key]?.includes(v))
          .map((v) => `${p.title}: 「${v}」 but ${key}=${specs[key]}`),
      );
    });
    expect(problems).toEqual([]);
  });

  it.each(CATEGORIES.map((c) => [c.id, c] as const))('%s: the noun names a kind only through its spec', (_id, category) => {
    // A fixed word in the noun that is also a value of a drawn spec is how a 挂耳 coffee got
    // called 咖啡豆; a key the category has only one value for can never disagree.
    const literal = category.noun.replace(/\{.+?\}/g, ' ');
    const named = category.specs
      .filter(({ values }) => values.length > 1)
      .flatMap(({ key, values }) => values.filter((v) => v.length >= 2 && literal.includes(v)).map((v) => `${key}=${v}`));
    expect(named).toEqual([]);
  });

  it('lets no category spec overwrite what the listing itself sets (brand, model, colour)', () => {
    const clashes = CATEGORIES.flatMap((c) =>
      c.specs.filter((s) => ['品牌', '型号', '颜色'].includes(s.key)).map((s) => `${c.id}: ${s.key}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe('size runs in every size', () => {
  it.each([
    ['diapers', '尺码', ['NB码', 'S码', 'M码', 'L码', 'XL码', 'XXL码']],
    ['luggage', '尺寸', ['20英寸', '24英寸', '28英寸']],
  ])('%s comes in every %s', (id, key, sizes) => {
    const sold = new Set(byCategory.get(id)!.map((p) => specsOf(p)[key]));
    expect([...sold].sort()).toEqual([...sizes].sort());
    // Every size is in the title too, where a shopper reads it.
    for (const p of byCategory.get(id)!) expect(p.title).toContain(specsOf(p)[key]);
  });
});

describe('each product in one fitting category', () => {
  /** Broad words that mean several categories on purpose (耳机 → both kinds of earphones). */
  const BROAD_WORDS: Record<string, string[]> = {
    耳机: ['anc-headphones', 'tws-earbuds'],
    蓝牙耳机: ['anc-headphones', 'tws-earbuds'],
    无线耳机: ['anc-headphones', 'tws-earbuds'],
    vlog相机: ['cameras', 'action-cameras'],
    保温壶: ['kettles', 'thermos-cups'],
    运动鞋: ['running-shoes', 'sneakers'],
    书包: ['backpacks', 'school-bags'],
    零食: ['nuts', 'snacks'],
  };
  const owners = new Map<string, Set<string>>();
  for (const c of CATEGORIES) for (const w of [c.name, ...c.synonyms]) owners.set(w, new Set([...(owners.get(w) ?? []), c.id]));

  it.each([...owners].map(([w, ids]) => [w, [...ids].sort()] as const))('「%s」 names %j', (word, ids) => {
    expect(ids).toEqual(BROAD_WORDS[word]?.slice().sort() ?? [ids[0]]);
  });

  it.each([
    ['电烤箱', 'ovens'],
    ['烤箱', 'ovens'],
    ['蒸烤箱', 'ovens'],
    ['微波炉', 'microwaves'],
    ['空气炸锅', 'air-fryers'],
  ])('「%s」 is only %s', (word, id) => expect([...(owners.get(word) ?? [])]).toEqual([id]));
});

describe('full shelves', () => {
  const perCore = 5000 / CORE_CATEGORIES.length;
  it.each(CATEGORIES.map((c) => [c.id, c.models.length] as const))(
    '%s (%d models) has as many products as a core category',
    (id) => {
      expect(byCategory.get(id)!.length).toBeGreaterThanOrEqual(Math.floor(perCore));
    },
  );
});

describe('supplements say who they are for', () => {
  it.each([
    ['孕妇', 3],
    ['中老年', 2],
    ['成人', 2],
  ])('%s: at least %d models', (audience, least) => {
    const models = new Set(
      byCategory
        .get('health-supplements')!
        .filter((p) => specsOf(p)['适用'] === audience)
        .map((p) => `${p.brand} ${specsOf(p)['型号']}`),
    );
    expect(models.size).toBeGreaterThanOrEqual(least);
  });

  it('fixes the audience in every supplement model rather than drawing it', () => {
    const supplements = CATEGORIES.find((c) => c.id === 'health-supplements')!;
    expect(supplements.models.filter((m) => !m.fixed['适用']).map((m) => m.model)).toEqual([]);
  });

  it('names a pregnancy supplement in its title', () => {
    expect(byCategory.get('health-supplements')!.some((p) => p.title.includes('孕妇'))).toBe(true);
  });
});

describe('a database holding an older generated catalog is generated again', () => {
  it.each([
    ['catalog-v1', true],
    ['catalog-v2', true],
    ['catalog-v3', false],
    ['import', false],
    [undefined, false],
  ] as const)('%s → %s', (version, outdated) => expect(isOutdatedGeneratedCatalog(version)).toBe(outdated));
});
