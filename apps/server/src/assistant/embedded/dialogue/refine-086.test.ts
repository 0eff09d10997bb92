import { describe, expect, it } from 'vitest';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
import { catalogVocabulary as vocabulary } from '#server/testing/catalog-vocabulary';
import { refineNeed } from './refine';

// Decision 086: relaxations and narrowings said in a follow-up, each family in many phrasings and
// over several categories and brands.
const need = (categoryIds: string[], slots: Partial<Need> = {}): Need => ({ ...emptyNeed(), categoryIds, ...slots });
const shown = { shownPrices: [1299, 999, 1599, 899] };

/** A category, one of its brands, and a model word of that brand kept as a value. */
const BRAND_LINES: ReadonlyArray<readonly [category: string, brand: string, line: string]> = [
  ['air-purifiers', '小米', '米家'],
  ['robot-vacuums', '小米', '米家'],
  ['phones', '小米', 'redmi'],
];
const ANY_BRAND = ['别家的也行 不限牌子', '别的牌子也行', '牌子不限', '品牌无所谓', '其他品牌也可以', '哪个牌子都行'];

describe('a brand restriction lifted takes the brand’s own line words with it (别家的也行 after 小米家的)', () => {
  it.each(BRAND_LINES.flatMap(([c, b, line]) => ANY_BRAND.map((q) => [q, c, b, line] as const)))(
    '%s after %s of %s (%s)',
    (q, c, brand, line) => {
      const r = refineNeed(q, need([c], { brands: [brand], values: [line, '白色'] }), vocabulary, shown)!;
      expect(r.need.brands).toEqual([]);
      expect(r.need.values).toEqual(['白色']);
      expect(r.relaxes).toBe(true);
    },
  );
});

/** Category, a brand ruled out before. */
const RULED_OUT: ReadonlyArray<readonly [category: string, brand: string]> = [
  ['dishwashers', '西门子'],
  ['electric-toothbrushes', '飞利浦'],
  ['hair-dryers', '戴森'],
  ['anc-headphones', '索尼'],
  ['phones', '华为'],
];
const LET_IN_THEN_ONLY = [
  '算了 {b}也行 就看{b}的',
  '{b}也可以 只看{b}吧',
  '{b}也行吧 就要{b}的',
  '那{b}也行 只考虑{b}',
  '{b}也ok 就买{b}',
];
const LET_IN = ['{b}也行', '{b}的也可以看看', '{b}也考虑一下', '{b}也放进来'];

describe('a brand ruled out, let back in and made the only one in the same turn (西门子也行 就看西门子的)', () => {
  it.each(RULED_OUT.flatMap(([c, b]) => LET_IN_THEN_ONLY.map((f) => [f.replaceAll('{b}', b), c, b] as const)))(
    '%s (%s) → only %s',
    (q, c, brand) => {
      const r = refineNeed(q, need([c], { excludeBrands: [brand, '小米'] }), vocabulary, shown)!;
      expect(r.need.brands).toEqual([brand]);
      expect(r.need.excludeBrands).not.toContain(brand);
    },
  );
  it.each(RULED_OUT.flatMap(([c, b]) => LET_IN.map((f) => [f.replaceAll('{b}', b), c, b] as const)))(
    '%s (%s) lets %s in beside the others',
    (q, c, brand) => {
      const r = refineNeed(q, need([c], { excludeBrands: [brand, '小米'] }), vocabulary, shown)!;
      expect(r.need.brands).toEqual([]);
      expect(r.need.excludeBrands).toEqual(['小米']);
    },
  );
});

describe('a sub-type word names a sibling kind: every other slot is kept (入耳的 after 降噪耳机)', () => {
  const held: Partial<Need> = {
    budget: { max: 1000, label: '1000元以内' },
    excludeBrands: ['苹果'],
    values: ['降噪'],
  };
  it.each<[string, string, string]>([
    ['入耳的', 'anc-headphones', 'tws-earbuds'],
    ['入耳式的呢', 'anc-headphones', 'tws-earbuds'],
    ['换成入耳的', 'anc-headphones', 'tws-earbuds'],
    ['还是真无线的吧', 'anc-headphones', 'tws-earbuds'],
    ['头戴式的', 'tws-earbuds', 'anc-headphones'],
    ['要头戴的', 'tws-earbuds', 'anc-headphones'],
  ])('%s after %s → %s with the budget, the exclusion and the value', (q, from, to) => {
    const r = refineNeed(q, need([from], held), vocabulary, shown)!;
    expect(r.need.categoryIds).toEqual([to]);
    expect(r.need.budget).toMatchObject({ max: 1000 });
    expect(r.need.excludeBrands).toEqual(['苹果']);
    expect(r.need.values).toContain('降噪');
  });
  it.each<[string, string]>([
    ['空气炸锅呢', 'anc-headphones'],
    ['看看手机', 'tws-earbuds'],
  ])('%s after %s, a category named outright, is a new need', (q, from) => {
    expect(refineNeed(q, need([from], held), vocabulary, shown)).toBeNull();
  });
});

describe('a follow-up that is only an amount, or a particle before it, sets the cap', () => {
  it.each<[string, number]>([
    ['那就三千吧', 3000],
    ['两千五吧', 2500],
    ['3000吧', 3000],
    ['还是一千五吧', 1500],
    ['再多一点吧 2000', 2000],
    ['预算再多点吧 两千五', 2500],
    ['那就放到三千吧', 3000],
  ])('%s → %d, no keyword searched', (q, max) => {
    const r = refineNeed(q, need(['projectors'], { budget: { max: 1000, label: '1000元以内' } }), vocabulary, shown)!;
    expect(r.need.budget).toMatchObject({ max });
    expect(r.need.keywords).toEqual([]);
  });
});

describe('a substitute asked after one product rules out its brand (有没有平替 after Theragun mini)', () => {
  it.each<[string, string, string]>([
    ['有没有便宜点的平替 五百以内', 'massage-guns', 'Theragun'],
    ['有平替吗', 'hair-dryers', '戴森'],
    ['来个平替 一千以内', 'anc-headphones', '索尼'],
  ])('%s after a %s of %s', (q, c, brand) => {
    const r = refineNeed(q, need([c]), vocabulary, { shownPrices: [1399], focusBrand: brand, focusPrice: 1399 })!;
    expect(r.need.excludeBrands).toEqual([brand]);
    expect(r.need.categoryIds).toEqual([c]);
  });
});

describe('an origin word inside a name ruled out is no ask for that origin (不要瑞士军刀的)', () => {
  it.each<[string, string, string]>([
    ['不要瑞士军刀的', 'backpacks', '瑞士军刀'],
    ['瑞士军刀的就算了', 'backpacks', '瑞士军刀'],
    ['瑞士军刀的别推了', 'luggage', '瑞士军刀'],
  ])('%s after %s rules %s out and wants no brand', (q, c, brand) => {
    const r = refineNeed(q, need([c], { budget: { max: 300, label: '300元以内' } }), vocabulary, shown)!;
    expect(r.need.excludeBrands).toEqual([brand]);
    expect(r.need.brands).toEqual([]);
    expect(r.note).toBe('');
  });
});
