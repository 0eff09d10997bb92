import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';

const read = (q: string) => {
  const c = parseConstraints(q, catalogVocabulary);
  return { ids: c.categories.map((x) => x.id), brands: c.brands, values: c.values ?? [], keywords: c.keywords };
};

/**
 * An accessory asked for by the device it fits (decision 071): the accessory alone, no brand of
 * the device's, and what the device asks of it (the power a laptop draws, the iPhone's Lightning).
 */
describe('accessories asked for by the device they fit (decision 071)', () => {
  it.each<[ask: string, category: string, value: string | null]>([
    ['能给笔记本充电的充电宝', 'power-banks', '65瓦以上'],
    ['笔记本能用的充电宝', 'power-banks', '65瓦以上'],
    ['出差带的 能充电脑的充电宝', 'power-banks', '65瓦以上'],
    ['MacBook用的充电器', 'chargers', '65瓦以上'],
    ['给电脑充电的充电头', 'chargers', '65瓦以上'],
    ['ThinkPad能用的充电器', 'chargers', '65瓦以上'],
    ['笔记本用的数据线', 'data-cables', '60瓦以上'],
    ['iPad用的充电器', 'chargers', '30瓦以上'],
    ['平板用的充电宝', 'power-banks', '30瓦以上'],
    ['switch用的充电宝', 'power-banks', null],
    ['老款iPhone用的Lightning快充线', 'data-cables', 'lightning'],
    ['iPhone13用的充电线', 'data-cables', 'lightning'],
    ['旧iphone的数据线', 'data-cables', 'lightning'],
    ['iPhone 12的快充线', 'data-cables', 'lightning'],
    ['airpods的充电线', 'data-cables', 'lightning'],
    ['苹果手机用的充电线', 'data-cables', null],
    ['华为手机用的快充头', 'chargers', null],
    ['iPhone16的手机壳', 'phone-cases', null],
  ])('%s → %s %s', (q, id, value) => {
    const r = read(q);
    expect(r.ids, q).toEqual([id]);
    expect(r.brands, q).toEqual([]);
    if (value) expect(r.values, q).toContain(value);
    expect(r.keywords, q).toEqual([]);
  });

  it.each<[ask: string, ids: string[], brands: string[], values: string[]]>([
    // A brand said of the accessory itself stays; a device that fits any cable asks nothing.
    ['苹果原装数据线', ['data-cables'], ['苹果'], []],
    ['iPhone16的数据线', ['data-cables'], [], []],
    // A measure said wins over the device's.
    ['笔记本用的100W以上的充电宝', ['power-banks'], [], ['100瓦以上']],
    // No accessory: the device is what is wanted.
    ['笔记本电脑推荐', ['laptops'], [], []],
    ['充电宝推荐', ['power-banks'], [], []],
  ])('%s stays %j %j %j', (q, ids, brands, values) => {
    const r = read(q);
    expect(r.ids, q).toEqual(ids);
    expect(r.brands, q).toEqual(brands);
    expect(r.values, q).toEqual(values);
  });
});
