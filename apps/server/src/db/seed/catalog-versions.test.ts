import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';
import { CATEGORIES } from './categories';

const catalog = buildCatalog({ products: 5000, nowMs: Date.parse('2026-09-18T04:00:00Z') });
const rows = catalog.products.map((p) => ({ p, specs: JSON.parse(p.specs) as Record<string, string> }));
const modelOf = (specs: Record<string, string>) => specs['型号'] ?? '';
const distinct = (list: string[]) => [...new Set(list)];

/**
 * Second pass (decision 080): one model is one listing family (one category, one spec set), a
 * model sold in men's and women's versions has both, and prices follow sizes the way a mall's do.
 */
describe('one model, one place, its versions, its sizes', () => {
  /** A model's words without a trailing kind word (T7移动固态 → t7): the same product sold twice. */
  const core = (model: string) => model.replace(/移动固态|固态硬盘|硬盘|\s+/g, '').toLowerCase();

  it('sells each model in one category only', () => {
    const homes = new Map<string, Set<string>>();
    for (const c of CATEGORIES)
      for (const m of c.models) {
        const key = `${m.brand}|${core(m.model)}`;
        homes.set(key, (homes.get(key) ?? new Set()).add(c.id));
      }
    const twice = [...homes].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('sells portable drives only as storage drives, never beside internal SSDs', () => {
    const wrong = rows.filter(({ p }) => p.category_id === 'ssd' && /移动|Shield|Portable/.test(p.title)).map(({ p }) => p.title);
    expect(distinct(wrong)).toEqual([]);
  });

  it.each([
    ['running-shoes', '适用', ['男款', '女款']],
    ['hiking-shoes', '适用', ['男款', '女款']],
  ] as const)('%s: every brand sells %s %j, each title saying which', (category, key, values) => {
    const listed = rows.filter(({ p }) => p.category_id === category);
    const brands = distinct(listed.map(({ p }) => p.brand));
    const missing = brands.flatMap((b) =>
      values.filter((v) => !listed.some(({ p, specs }) => p.brand === b && specs[key] === v)).map((v) => `${b} ${v}`),
    );
    expect(missing).toEqual([]);
    const unsaid = listed.filter(({ p, specs }) => !p.title.includes(specs[key]!)).map(({ p }) => p.title);
    expect(distinct(unsaid)).toEqual([]);
  });

  it('offers more than one filtration in water purifiers, the ultrafiltration ones cheaper', () => {
    const models = CATEGORIES.find((c) => c.id === 'water-purifiers')!.models;
    const kinds = distinct(models.map((m) => m.fixed['技术']!));
    expect(kinds.sort()).toEqual(['RO反渗透', '超滤']);
    const dearestUf = Math.max(...models.filter((m) => m.fixed['技术'] === '超滤').map((m) => m.basePrice));
    const cheapestRo = Math.min(...models.filter((m) => m.fixed['技术'] === 'RO反渗透').map((m) => m.basePrice));
    expect(dearestUf).toBeLessThan(cheapestRo);
  });

  it.each(['televisions'])('%s: a bigger size of a model costs more on average', (category) => {
    const bySize = new Map<string, Map<number, number[]>>();
    for (const { p, specs } of rows.filter((r) => r.p.category_id === category)) {
      const sizes = bySize.get(modelOf(specs)) ?? new Map<number, number[]>();
      const size = parseFloat(specs['尺寸']!);
      sizes.set(size, [...(sizes.get(size) ?? []), p.price]);
      bySize.set(modelOf(specs), sizes);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const wrong = [...bySize].flatMap(([model, sizes]) => {
      const means = [...sizes].sort(([a], [b]) => a - b).map(([size, prices]) => [size, mean(prices)] as const);
      return means
        .slice(1)
        .flatMap(([size, m], i) => (m > means[i]![1] ? [] : [`${model} ${size}英寸 ¥${m} ≤ ${means[i]![0]}英寸`]));
    });
    expect(wrong).toEqual([]);
  });

  it.each([
    ['televisions', 'a model', '尺寸', 85, 55, 2],
    ['refrigerators', 'a brand', '容积', 600, 510, 1],
  ] as const)(
    '%s: within %s, a %s of %d+ costs more than one of %d or less (×%d at least)',
    (category, within, key, big, small, times) => {
      const sized = rows.filter(({ p }) => p.category_id === category);
      const groupOf = ({ p, specs }: (typeof rows)[number]) => (within === 'a model' ? `${p.brand} ${modelOf(specs)}` : p.brand);
      const wrong = distinct(sized.map(groupOf)).flatMap((group) => {
        const of = (test: (n: number) => boolean) =>
          sized.filter((r) => groupOf(r) === group && test(parseFloat(r.specs[key]!))).map(({ p }) => p.price);
        const bigs = of((n) => n >= big);
        const smalls = of((n) => n <= small);
        if (!bigs.length || !smalls.length) return [];
        // A mall's subsidy may undercut another's price by some percent: compared with that margin.
        const ratio = (Math.min(...bigs) * 1.15) / Math.max(...smalls);
        return ratio >= times ? [] : [`${group}: ${Math.min(...bigs)} vs ${Math.max(...smalls)}`];
      });
      expect(sized.length).toBeGreaterThan(0);
      expect(wrong).toEqual([]);
    },
  );
});
