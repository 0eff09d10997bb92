import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { statedFeatures, withFeatures } from './stated-features';

const listing = (id: string, specs: Record<string, string>, tags: string[] = []) =>
  ({ id, title: `扫地机器人 ${id}`, specs, tags }) as unknown as CatalogProduct;

const rows = [
  listing('a', { 功能: '自动集尘' }, ['自动集尘']),
  listing('b', { 功能: '自动上下水' }, ['自动集尘']),
  listing('c', { 功能: '热水洗' }),
  listing('d', {}, ['自动集尘']),
];

describe('stated features', () => {
  it.each<[string[], string[]]>([
    [['自动', '集尘'], ['自动集尘']],
    [['热水洗'], ['热水洗']],
    [['静音'], []],
  ])('%j names %j', (keywords, features) => {
    expect(statedFeatures(rows, keywords)).toEqual(features);
  });

  it.each<[string[], string[]]>([
    [['自动集尘'], ['a', 'd']],
    [['热水洗'], ['c']],
    [
      ['自动集尘', '热水洗'],
      ['a', 'd'],
    ],
    [[], ['a', 'b', 'c', 'd']],
  ])('%j keeps %j (the 功能 spec outweighs a tag; a filter nothing passes is skipped)', (features, ids) => {
    expect(withFeatures(rows, features).map((p) => p.id)).toEqual(ids);
  });
});
