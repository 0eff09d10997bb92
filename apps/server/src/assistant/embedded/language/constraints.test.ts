import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { Need } from '#server/ports/conversation-state';
import { masked, parseConstraints } from './constraints';

// The generated catalog's own vocabulary, without a database.
const vocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))],
  MALLS.map((m) => m.name),
);

const ids = (q: string, opts?: Parameters<typeof parseConstraints>[2]) =>
  parseConstraints(q, vocabulary, opts)
    .categories.map((c) => c.id)
    .sort();

describe('parseConstraints', () => {
  it.each([
    ['推荐一款2000元以内的降噪耳机', ['anc-headphones']],
    ['耳机推荐', ['anc-headphones', 'tws-earbuds']],
    ['500左右的蓝牙耳机', ['anc-headphones', 'tws-earbuds']],
    ['学生党用什么笔记本电脑好', ['laptops']],
    ['想买个扫地机器人', ['robot-vacuums']],
    ['给猫买点猫粮', ['cat-food']],
    ['送女朋友口红', ['lipsticks']],
    ['iPad 哪款值得买', ['tablets']],
    // A category name holding the price read (千元机) still names its category.
    ['想买个千元机', ['smartphones']],
    ['千元机哪个牌子好', ['smartphones']],
  ])('%s → %j', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it('reads budget, brand, mall and order together', () => {
    const c = parseConstraints('京东上3000以内最便宜的索尼降噪耳机', vocabulary);
    expect(c.categories.map((x) => x.id)).toEqual(['anc-headphones']);
    expect(c.budget).toMatchObject({ max: 3000 });
    expect(c.brands).toEqual(['索尼']);
    expect(c.malls).toEqual(['京东']);
    expect(c.sort).toBe('price_asc');
    expect(c.keywords).toEqual([]);
  });

  it.each<[string, string]>([
    ['笔记本电脑 价格从高到低', 'price_desc'],
    ['电视 按价格从高到低', 'price_desc'],
    ['电视 按价格由贵到便宜', 'price_desc'],
    ['电视 按价格排', 'price_asc'],
    ['扫地机器人 由高到低排', 'price_desc'],
    ['手机 贵的在前', 'price_desc'],
    ['耳机 价格从低到高', 'price_asc'],
    ['空气炸锅 最便宜的先', 'price_asc'],
    ['电视 便宜的排前面', 'price_asc'],
    ['显示器按价格排', 'price_asc'],
    ['跑鞋 销量从高到低', 'sales'],
    ['充电宝按销量排', 'sales'],
  ])('orders %s by %s (lexicon/sort-words.ts)', (q, sort) => {
    const c = parseConstraints(q, vocabulary);
    expect(c.sort).toBe(sort);
    expect(c.keywords.filter((k) => /高|低|贵|排/.test(k))).toEqual([]);
  });

  it.each<[string, string[], string[]]>([
    ['iphone有什么推荐', ['smartphones'], ['苹果']],
    ['ThinkPad 有推荐的吗', ['laptops'], ['联想']],
    ['拯救者y9000p', ['gaming-laptops'], ['联想']],
    // The phone's brand names the device the case fits, not the case's maker (decision 049).
    ['iPhone 16的手机壳', ['phone-cases'], []],
    // A brand that makes no such accessory names the device it is for.
    ['华为Mate70pro 手机壳', ['phone-cases'], []],
    // A word for a group of brands (BRAND_GROUPS): those selling the category.
    ['国产手机推荐', ['smartphones'], ['华为', '小米', 'vivo', 'OPPO', '荣耀', '一加']],
  ])('%s: a product line names its brand and category (lexicon/product-lines.ts)', (q, categories, brands) => {
    const c = parseConstraints(q, catalogVocabulary);
    expect(c.categories.map((x) => x.id)).toEqual(categories);
    expect(c.brands).toEqual(brands);
  });

  it('keeps descriptive words as search keywords and drops filler', () => {
    const c = parseConstraints('推荐一款适合通勤的长续航降噪耳机', vocabulary);
    expect(c.keywords).toEqual(expect.arrayContaining(['通勤']));
    // 长续航 is a wanted quality, ranked by the 续航 spec (attributes.ts), not a search word.
    expect(c.attributes).toEqual(['续航长']);
    expect(c.keywords).not.toContain('推荐');
    expect(c.keywords).not.toContain('耳机');
  });

  it('maps shoppers’ mall names to the mall (淘宝 → 天猫, 狗东 → 京东)', () => {
    expect(parseConstraints('淘宝上的手机', vocabulary).malls).toEqual(['天猫']);
    expect(parseConstraints('狗东买电视', vocabulary).malls).toEqual(['京东']);
  });

  const earlier: Need = {
    categoryIds: ['anc-headphones'],
    brands: [],
    excludeBrands: [],
    budget: { max: 1000, label: '1000元以内' },
    attributes: [],
    malls: [],
    keywords: [],
    values: [],
    variants: [],
  };

  it('a follow-up without a category keeps the conversation need’s category and budget', () => {
    const c = parseConstraints('有没有更便宜的？', vocabulary, { previous: earlier });
    expect(c.categories.map((x) => x.id)).toEqual(['anc-headphones']);
    expect(c.budget).toMatchObject({ max: 1000 });
    expect(c.sort).toBe('price_asc');
    expect(c.inherited).toBe(true);
  });

  it('a new category in the follow-up replaces the earlier one', () => {
    const c = parseConstraints('那手机呢', vocabulary, { previous: earlier });
    expect(c.categories.map((x) => x.id)).toEqual(['smartphones']);
    expect(c.inherited).toBe(false);
  });

  it('a question that names its own need keeps nothing of the earlier one (豆浆机 after 耳机 under 1000)', () => {
    const c = parseConstraints('豆浆机推荐', vocabulary, { previous: earlier });
    expect(c.categories.map((x) => x.id)).toEqual(['blenders']);
    expect(c.budget).toBeNull();
  });

  it('预算不限 drops the inherited budget', () => {
    const c = parseConstraints('预算不限，有更好的吗', vocabulary, { previous: earlier });
    expect(c.categories.map((x) => x.id)).toEqual(['anc-headphones']);
    expect(c.budget).toBeNull();
  });

  it('the target price caps the budget when the question names none', () => {
    expect(parseConstraints('降噪耳机', vocabulary, { targetPrice: 800 }).budget).toMatchObject({ max: 800 });
    expect(parseConstraints('500以内的降噪耳机', vocabulary, { targetPrice: 800 }).budget).toMatchObject({ max: 500 });
  });
});

describe('masked', () => {
  it.each<[string, string[], string]>([
    ['要幼猫吃的', ['猫吃的', '幼猫'], '要    '],
    ['猫粮 幼猫', ['猫粮'], '   幼猫'],
    ['耳机😀降噪', ['降噪'], '耳机😀  '],
    ['无', [''], '无'],
  ])('%s without %j', (text, terms, out) => {
    expect(masked(text, terms)).toBe(out);
  });
});

describe('a spec key of a category said is no category of its own (decision 063)', () => {
  it.each<[string, string[]]>([
    ['给老人用的手机 屏幕大', ['smartphones']],
    ['屏幕大的平板', ['tablets']],
    ['显示器推荐', ['monitors']],
  ])('%s → %j', (q, expected) => {
    // The catalog's own vocabulary: spec keys come from its listings.
    expect(parseConstraints(q, catalogVocabulary).categories.map((c) => c.id)).toEqual(expected);
  });
});
