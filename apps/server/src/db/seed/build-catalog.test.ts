import { describe, expect, it } from 'vitest';
import { addDays, chinaDay, daysBetween } from '@app/protocol/days';
import { buildCatalog } from './build-catalog';
import { CATEGORIES, CORE_CATEGORIES, EVERYDAY_CATEGORIES, LATER_CATEGORIES } from './categories';
import { CITIES } from './cities';
import { FLIGHT_DAYS } from './flights';
import { MALLS } from './malls';
import { festivalDepth, PRICE_HISTORY_DAYS } from './price-history';
import { productsPerCategory, roundRetailPrice } from './products';

const NOW = Date.parse('2026-05-20T04:00:00Z');
const catalog = buildCatalog({ products: 5000, nowMs: NOW });

const GROUPS = [
  '数码',
  '电脑办公',
  '家用电器',
  '厨房电器',
  '美妆护肤',
  '个人护理',
  '服饰鞋包',
  '母婴玩具',
  '运动户外',
  '健康按摩',
  '汽车用品',
  '食品饮料',
  '宠物用品',
  '家居日用',
  '日用清洁',
  '服饰配件',
  '数码配件',
  '厨房食品',
  '运动出行',
];

describe('generated catalog', () => {
  it('has the sizes asked for', () => {
    // 5,000 products in the core categories, as many per category in the everyday and later ones
    // (each batch rounded on its own).
    const core = catalog.products.filter((p) => CORE_CATEGORIES.some((c) => c.id === p.category_id));
    expect(core).toHaveLength(5000);
    const perCore = 5000 / CORE_CATEGORIES.length;
    expect(catalog.products.length).toBe(
      5000 + Math.round(perCore * EVERYDAY_CATEGORIES.length) + Math.round(perCore * LATER_CATEGORIES.length),
    );
    expect(catalog.priceHistory).toHaveLength(catalog.products.length);
    expect(catalog.categories.length).toBeGreaterThanOrEqual(150);
    expect(catalog.guides.length).toBeGreaterThanOrEqual(100);
    expect(CITIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(catalog.flights.flatMap((f) => [f.from_city, f.to_city])).size).toBeGreaterThanOrEqual(30);
  });

  it('covers every category group of the store', () => {
    expect(new Set(catalog.categories.map((c) => c.group_name))).toEqual(new Set(GROUPS));
  });

  it('keeps the core ids where they were: the everyday categories come after, on their own stream', () => {
    const first = catalog.products.find((p) => p.id === 'p_000001')!;
    expect(first.category_id).toBe(CORE_CATEGORIES[0]!.id);
    const everyday = catalog.products.filter((p) => !CORE_CATEGORIES.some((c) => c.id === p.category_id));
    expect(everyday[0]!.id).toBe('p_005001');
    expect(new Set(catalog.products.map((p) => p.id)).size).toBe(catalog.products.length);
  });

  it('spans cheap to premium in every category, so a sensible budget finds something', () => {
    for (const c of CATEGORIES) {
      const prices = catalog.products.filter((p) => p.category_id === c.id).map((p) => p.price);
      expect(prices.length, c.id).toBeGreaterThanOrEqual(3);
      expect(Math.max(...prices) / Math.min(...prices), c.id).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('is deterministic', () => {
    const again = buildCatalog({ products: 5000, nowMs: NOW });
    expect(again.products.map((p) => [p.title, p.price])).toEqual(catalog.products.map((p) => [p.title, p.price]));
  });

  it('gives every product 180 daily prices ending at its current price', () => {
    for (const [i, h] of catalog.priceHistory.entries()) {
      const prices = JSON.parse(h.prices) as number[];
      expect(prices).toHaveLength(PRICE_HISTORY_DAYS);
      expect(prices[prices.length - 1]).toBe(catalog.products[i]!.price);
      expect(h.end_day).toBe(chinaDay(NOW));
    }
  });

  it('dips prices during 双11 and 618', () => {
    expect(festivalDepth('2025-11-11')).toBeGreaterThan(festivalDepth('2025-10-21'));
    expect(festivalDepth('2025-06-18')).toBeGreaterThan(0.1);
    expect(festivalDepth('2025-07-15')).toBe(0);
    // Across products, prices on 11-11 sit clearly below those on 10-01.
    const endDay = '2026-12-01';
    const late = buildCatalog({ products: 500, nowMs: Date.parse(`${endDay}T04:00:00Z`) });
    const at = (day: string) => PRICE_HISTORY_DAYS - 1 - daysBetween(day, endDay);
    const averageRatio = (day: string) =>
      late.priceHistory.reduce((sum, h, i) => sum + (JSON.parse(h.prices) as number[])[at(day)]! / late.products[i]!.price, 0) /
      late.products.length;
    expect(averageRatio('2026-11-11')).toBeLessThan(averageRatio('2026-10-01') * 0.92);
  });

  it('prices each product within its category’s range and below its original price', () => {
    const byId = new Map(CATEGORIES.map((c) => [c.id, c]));
    for (const p of catalog.products) {
      const category = byId.get(p.category_id)!;
      const [lo, hi] = category.priceRange;
      const dearestVariant = category.variant ? 1 + category.variant.step * (category.variant.values.length - 1) : 1;
      expect(p.price).toBeGreaterThanOrEqual(Math.min(9.9, lo * 0.8));
      expect(p.price).toBeLessThanOrEqual(hi * dearestVariant * 1.1);
      expect(p.original_price).toBeGreaterThan(p.price);
    }
  });

  it('writes realistic titles, specs, malls and an image path', () => {
    const p = catalog.products[0]!;
    expect(p.title).toMatch(/^索尼 WH-1000XM5 头戴式无线降噪耳机 /);
    expect(JSON.parse(p.specs)).toMatchObject({ 品牌: '索尼', 型号: 'WH-1000XM5' });
    expect(p.image).toMatch(/^\/media\/products\/anc-headphones-\d\.svg$/);
    expect(p.url).toBe('/item-detail?id=p_000001');
    expect(new Set(catalog.products.map((x) => x.mall))).toEqual(new Set(MALLS.map((m) => m.name)));
    expect(p.search_text.split(' ')).toEqual(expect.arrayContaining(['索尼', '降噪', '耳机']));
  });

  it('titles guides by year and category, linking to /articles/guide/<id>', () => {
    expect(catalog.guides[0]).toMatchObject({ title: '2026年降噪耳机选购指南', url: `/articles/guide/${catalog.guides[0]!.id}` });
  });

  it('schedules flights for the next 60 days in Asia/Shanghai dates', () => {
    const dates = [...new Set(catalog.flights.map((f) => f.date))].sort();
    expect(dates).toHaveLength(FLIGHT_DAYS);
    expect(dates[0]).toBe(chinaDay(NOW));
    expect(dates[dates.length - 1]).toBe(addDays(chinaDay(NOW), FLIGHT_DAYS - 1));
    const perRouteDay = new Map<string, number>();
    for (const f of catalog.flights)
      perRouteDay.set(
        `${f.from_city}-${f.to_city}-${f.date}`,
        (perRouteDay.get(`${f.from_city}-${f.to_city}-${f.date}`) ?? 0) + 1,
      );
    expect(Math.min(...perRouteDay.values())).toBeGreaterThanOrEqual(2);
    expect(Math.max(...perRouteDay.values())).toBeLessThanOrEqual(6);
    expect(new Set(catalog.flights.map((f) => f.id)).size).toBe(catalog.flights.length);
    for (const f of catalog.flights.slice(0, 500)) expect(f.arr_time > f.dep_time).toBe(true);
  });

  it('uses the Asia/Shanghai day even late in the UTC evening', () => {
    expect(chinaDay(Date.parse('2026-05-20T17:00:00Z'))).toBe('2026-05-21');
  });
});

describe('seed helpers', () => {
  it.each([
    [2187, 2199],
    [1040, 999],
    [263, 259],
    [59.4, 58.9],
  ])('roundRetailPrice(%d) = %d', (raw, price) => expect(roundRetailPrice(raw)).toBe(price));

  it('spreads products evenly over categories', () => {
    expect(productsPerCategory(600, 89).reduce((a, b) => a + b, 0)).toBe(600);
    expect(Math.max(...productsPerCategory(600, 89)) - Math.min(...productsPerCategory(600, 89))).toBeLessThanOrEqual(1);
  });
});
