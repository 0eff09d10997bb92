import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';
import { normaliseQuestion } from './normalise';
import { selfCorrected } from './self-correct';

// Decision 078: families of phrasings behind the known defects, each written many ways.
const read = (q: string) => parseConstraints(selfCorrected(normaliseQuestion(q), catalogVocabulary), catalogVocabulary);

/** A category word, a brand the catalog sells in it, and a value its listings show. */
const RULED_OUT: ReadonlyArray<readonly [category: string, brand: string, value: string, shown: string]> = [
  ['咖啡机', '德龙', '全自动', '全自动'],
  ['洗衣机', '海尔', '滚筒', '滚筒'],
  ['T恤', '优衣库', '纯棉', '纯棉|全棉'],
  ['耳机', '索尼', '有线', '有线'],
  ['扫地机', '科沃斯', '扫拖一体', '扫拖一体'],
];

/** A thing ruled out by a verb with its result, before or after it ({x} stands for the thing). */
const REMOVING = [
  '{c} {x}排除掉',
  '{c} 把{x}排除',
  '{c} 把{x}排除掉',
  '{c} {x}去掉',
  '{c} 去掉{x}',
  '{c} 把{x}去掉',
  '{c} {x}的删掉',
  '{c} {x}拿掉',
  '{c} 把{x}的划掉',
  '{c} {x}排除在外',
  '{c} 排除掉{x}',
];

describe('a brand ruled out by 排除掉 / 去掉 / 把X去掉 (decision 078)', () => {
  const cases = RULED_OUT.flatMap(([c, b]) => REMOVING.map((f) => [f.replace('{c}', c).replace('{x}', b), b] as const));
  it.each(cases)('%s rules out %s', (q, brand) => {
    const c = read(q);
    expect(c.excludeBrands).toContain(brand);
    expect(c.brands).not.toContain(brand);
    expect(c.excludeValues ?? []).toEqual([]);
    expect(c.categories.length).toBeGreaterThan(0);
  });
});

describe('a value ruled out by 排除掉 / 去掉 / 把X去掉 (decision 078)', () => {
  const cases = RULED_OUT.flatMap(([c, , v, shown]) =>
    REMOVING.map((f) => [f.replace('{c}', c).replace('{x}', `${v}的`).replace('的的', '的'), shown] as const),
  );
  it.each(cases)('%s rules out %s', (q, shown) => {
    const c = read(q);
    expect(c.excludeValues).toContain(shown);
    expect(c.values ?? []).not.toContain(shown);
    expect(c.categories.length).toBeGreaterThan(0);
  });
});

describe('cotton ruled out every way, even inside the category word (纯棉T恤)', () => {
  it.each([
    ['不要纯棉的T恤', 't-shirts'],
    ['不要纯棉T恤', 't-shirts'],
    ['T恤 不要纯棉的', 't-shirts'],
    ['短袖 不要全棉的', 't-shirts'],
    ['T恤别要纯棉', 't-shirts'],
    ['四件套 全棉的不要', 'bedding-sets'],
    ['睡衣 纯棉的就算了', 'pajamas'],
  ])('%s rules out cotton and keeps %s', (q, id) => {
    const c = read(q);
    expect(c.excludeValues).toContain('纯棉|全棉');
    expect(c.values ?? []).toEqual([]);
    expect(c.categories.map((x) => x.id)).toEqual([id]);
  });
});
