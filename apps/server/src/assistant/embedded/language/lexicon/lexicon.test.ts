import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { CATEGORY_NAMES } from '#server/modules/catalog/lexicon/categories';
import { TRADITIONAL_PAIRS } from './traditional-chars';
import { ENGLISH_WORDS } from './english-words';
import { ENGLISH_SHOPPING_WORDS } from './english-shopping-words';

const catalogBrands = new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)));

describe('brand aliases', () => {
  it.each([
    ['sony降噪耳机', '索尼'],
    ['SONY耳机', '索尼'],
    ['Sony的相机', '索尼'],
    ['huawei手表', '华为'],
    ['HUAWEI平板', '华为'],
    ['nike跑鞋', '耐克'],
    ['耐克跑鞋', '耐克'],
    ['adidas跑鞋', '阿迪达斯'],
    ['阿迪的鞋', '阿迪达斯'],
    ['apple的平板', '苹果'],
    ['xiaomi手机', '小米'],
    ['红米手机', '小米'],
    ['dyson吹风机', '戴森'],
    ['bose耳机', 'Bose'],
    ['BOSE耳机', 'Bose'],
    ['ysl口红', '圣罗兰'],
    ['sk2精华', 'SK-II'],
    ['nb跑鞋', 'New Balance'],
    ['dji无人机', '大疆'],
    ['lego积木', '乐高'],
    ['华子的手表', '华为'],
    ['菊厂平板', '华为'],
    ['果子的平板', '苹果'],
    ['米家扫地机', '小米'],
    ['DJI 云台', '大疆'],
    ['大法的耳机', '索尼'],
    ['thermos保温杯', '膳魔师'],
  ])('%s → %s', (text, brand) => {
    expect(catalogVocabulary.matchBrands(text).brands).toEqual([brand]);
  });

  it.each([['劳力士手表'], ['sleep mode'], ['midi键盘'], ['4k电视']])('%s names no brand (aliases are whole words)', (text) => {
    expect(catalogVocabulary.matchBrands(text).brands).toEqual([]);
  });

  it('no English word read as Chinese is a brand alias (thermos is 膳魔师, not a cup)', () => {
    const read = [...ENGLISH_WORDS, ...ENGLISH_SHOPPING_WORDS].map(([en]) => en);
    expect(read.filter((en) => catalogVocabulary.matchBrands(en).brands.length > 0)).toEqual([]);
  });

  it('every row names a catalog brand, so no alias is dead', () => {
    const missing = BRAND_ALIASES.map(([brand]) => brand).filter((b) => !catalogBrands.has(b));
    expect(missing).toEqual([]);
  });
});

describe('colloquial category names', () => {
  it.each([
    ['扫地机', 'robot-vacuums'],
    ['豆浆机', 'blenders'],
    ['电竞屏', 'monitors'],
    ['棉袄', 'down-jackets'],
    ['吹风筒', 'hair-dryers'],
    ['小电驴', 'electric-scooters'],
    ['跑鞋', 'running-shoes'],
    ['蓝牙音响', 'bluetooth-speakers'],
  ])('%s → %s', (text, id) => {
    expect(catalogVocabulary.matchCategories(text).categories.map((c) => c.id)).toContain(id);
  });

  it('every row is a catalog category', () => {
    const ids = new Set(CATEGORIES.map((c) => c.id));
    expect(Object.keys(CATEGORY_NAMES).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('a word that is both a brand and a category', () => {
  it.each([
    ['坚果', ['nuts'], []],
    ['有没有好一点的坚果推荐一下', ['nuts'], []],
    ['坚果礼盒', ['nuts'], []],
    ['坚果投影仪', ['projectors'], ['坚果']],
    ['只要坚果的投影仪', ['projectors'], ['坚果']],
    ['五粮液的白酒', ['baijiu'], ['五粮液']],
    ['乐高积木', ['building-toys'], ['乐高']],
  ])('%s → %j of %j', (text, categories, brands) => {
    const need = catalogVocabulary.matchNeed(text);
    expect(need.categories.map((c) => c.id)).toEqual(categories);
    expect(need.brands).toEqual(brands);
  });
});

describe('brand words that are everyday things', () => {
  it.each<[string, string[]]>([
    ['苹果多少钱一斤', []],
    ['水果推荐 苹果', []],
    ['烟台苹果', []],
    ['想吃苹果', []],
    ['苹果手机', ['苹果']],
    ['苹果的平板', ['苹果']],
    ['买点苹果', ['苹果']],
  ])('%s → %j', (question, brands) => {
    expect(catalogVocabulary.matchBrands(question).brands).toEqual(brands);
  });

  it('says what the thing is', () => {
    expect(catalogVocabulary.thingsIn('苹果多少钱一斤')).toEqual([['苹果', '水果']]);
    expect(catalogVocabulary.thingsIn('苹果手机')).toEqual([]);
  });
});

describe('the traditional characters (traditional-chars.ts)', () => {
  const chars = [...TRADITIONAL_PAIRS];
  const keys = chars.filter((_, i) => i % 2 === 0);
  const values = chars.filter((_, i) => i % 2 === 1);
  it('pairs each traditional character, once, with a different simplified one', () => {
    expect(chars.length % 2).toBe(0);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k, i) => k === values[i])).toEqual([]);
  });
  it('never maps a character that is itself a simplified form (the mapping is one step)', () => {
    expect(keys.filter((k) => values.includes(k))).toEqual([]);
  });
});
