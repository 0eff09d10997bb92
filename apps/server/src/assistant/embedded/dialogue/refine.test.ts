import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { Vocabulary } from '#server/modules/catalog/vocabulary';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { refineNeed } from './refine';

const vocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))],
  MALLS.map((m) => m.name),
);

const earphones: Need = {
  ...emptyNeed(),
  categoryIds: ['anc-headphones', 'tws-earbuds'],
  budget: { max: 2000, label: '2000元以内' },
};
const shown = { shownPrices: [1499, 619, 1199, 1199] };

describe('refineNeed: only the named slots change', () => {
  it.each<[string, Partial<Need>]>([
    ['再便宜点', { budget: { max: 959, label: '959元以内' } }],
    ['有没有再便宜点的', { budget: { max: 959, label: '959元以内' } }],
    ['贵一点也行', { budget: { min: 1600, max: 3000, label: '1600–3000元' } }],
    // Decision 076: 的 may stand before the leave word.
    ['贵一点的也行', { budget: { min: 1600, max: 3000, label: '1600–3000元' } }],
    ['贵些的也没事', { budget: { min: 1600, max: 3000, label: '1600–3000元' } }],
    ['预算提高到3000', { budget: { max: 3000, label: '3000元以内' } }],
    ['1000以内的', { budget: { max: 1000, label: '1000元以内' } }],
    ['2000到3000之间', { budget: { min: 2000, max: 3000, label: '2000–3000元' } }],
    ['换成索尼的', { brands: ['索尼'] }],
    ['只看Bose', { brands: ['Bose'] }],
    ['那索尼的呢', { brands: ['索尼'] }],
    ['不要苹果', { excludeBrands: ['苹果'] }],
    ['除了华为都行', { excludeBrands: ['华为'] }],
    ['头戴式的', { categoryIds: ['anc-headphones'] }],
    ['换成头戴式的，预算提高到3000', { categoryIds: ['anc-headphones'], budget: { max: 3000, label: '3000元以内' } }],
    ['要轻一点的', { attributes: ['轻'] }],
    ['续航长的', { attributes: ['续航长'] }],
    ['京东的', { malls: ['京东'] }],
    ['通勤用', { keywords: ['通勤'] }],
    // The buyer's variant (lexicon/audience-variants.ts) is a slot too.
    ['给老妈买的', { variants: ['女款'] }],
    ['给爸妈用', { variants: ['中老年'] }],
    ['送男朋友', { variants: ['男款', '男士'] }],
    // A brand too dear is ruled out; the budget stays as the user put it, none is made up.
    ['索尼太贵了 有别的吗', { brands: [], excludeBrands: ['索尼'] }],
    ['索尼太贵了有没有平替', { brands: [], excludeBrands: ['索尼'] }],
  ])('%s', (question, changed) => {
    const r = refineNeed(question, { ...earphones, brands: changed.excludeBrands ?? [] }, vocabulary, shown);
    expect(r).not.toBeNull();
    expect(r!.need).toEqual({ ...earphones, ...changed });
  });

  it.each(['推荐几款笔记本电脑', '想买个空气炸锅', '推荐个吹风机'])('%s is not a refinement', (question) => {
    expect(refineNeed(question, earphones, vocabulary, shown)).toBeNull();
  });

  it('says so when the user reverses an earlier exclusion', () => {
    const r = refineNeed('只看苹果', { ...earphones, excludeBrands: ['苹果'] }, vocabulary, shown);
    expect(r!.need.brands).toEqual(['苹果']);
    expect(r!.need.excludeBrands).toEqual([]);
    expect(r!.note).toMatch(/之前说不要苹果/);
  });

  it('keeps a same-question contradiction for the flow to answer', () => {
    const r = refineNeed('不要苹果，只看苹果', earphones, vocabulary, shown);
    expect(r!.need.brands).toEqual(['苹果']);
    expect(r!.need.excludeBrands).toEqual(['苹果']);
  });

  it('换一批 leaves out what was shown', () => {
    expect(refineNeed('换一批', earphones, vocabulary, shown)!.excludeShown).toBe(true);
  });
});

/** Follow-ups in shoppers' words (decision 040), read against the catalog's own vocabulary. */
describe('refineNeed: a category word the need states as a value (decision 070)', () => {
  it.each([
    ['平板的', ['mops'], '平板'],
    ['要旋转的', ['mops'], '旋转'],
  ])('%s after %j is the value %s, not another category', (q, categoryIds, value) => {
    const r = refineNeed(q, { ...emptyNeed(), categoryIds }, catalogVocabulary, { shownPrices: [] });
    expect(r?.need.categoryIds).toEqual(categoryIds);
    expect(r?.need.values).toContain(value);
  });
});

describe('refineNeed: shopper words, origins and a raised cap', () => {
  const need = (categoryIds: string[], max?: number): Need => ({
    ...emptyNeed(),
    categoryIds,
    budget: max ? { max, label: `${max}元以内` } : null,
  });

  it.each<[string, string[], string[]]>([
    ['有没有能烘干的', ['washing-machines'], ['洗烘一体']],
    ['要十字门的', ['refrigerators'], ['十字对开门']],
    ['1.5米的床', ['mattresses'], ['1.5×2.0m']],
    ['要轻便的伞车 出门方便', ['strollers'], ['轻便伞车']],
    ['澳洲的', ['wine'], ['澳大利亚']],
    ['两瓶装的', ['wine'], ['750ml×2']],
  ])('%s after %j asks for %j', (question, categoryIds, values) => {
    const r = refineNeed(question, need(categoryIds), catalogVocabulary, { shownPrices: [] });
    expect(r!.need.values).toEqual(values);
    expect(r!.need.keywords).toEqual([]);
    expect(r!.need.brands).toEqual([]);
  });

  it.each<[string, string[], string[]]>([
    ['日系的呢', ['rice-cookers'], ['象印', '虎牌']],
    ['国货的有吗', ['face-creams'], ['珀莱雅', '薇诺娜']],
    ['德系的', ['woks'], ['双立人']],
  ])('%s after %j keeps the brands of that origin', (question, categoryIds, brands) => {
    const r = refineNeed(question, need(categoryIds), catalogVocabulary, { shownPrices: [] });
    expect(r!.need.brands).toEqual(brands);
    expect(r!.need.keywords).toEqual([]);
  });

  it.each<[string, number]>([
    ['预算放宽点 五百以内', 500],
    ['可以贵一点 800以内', 800],
    ['预算再加点 800以内', 800],
    ['预算提高到1000', 1000],
  ])('%s raises the cap and shows what the old one hid first', (question, max) => {
    const r = refineNeed(question, need(['air-fryers'], 300), catalogVocabulary, { shownPrices: [259, 269, 299] });
    expect(r!.need.budget).toEqual({ max, label: `${max}元以内` });
    expect(r!.need.categoryIds).toEqual(['air-fryers']);
    expect(r!.lifted).toBe(300);
  });

  it('预算再加点 alone raises it above the old cap', () => {
    const r = refineNeed('预算再加点', need(['air-fryers'], 300), catalogVocabulary, { shownPrices: [259, 269, 299] });
    expect(r!.need.budget?.max).toBeGreaterThan(300);
  });

  it('能wifi连的 after printers: the category word is a value printers state', () => {
    const r = refineNeed('能wifi连的', need(['printers']), catalogVocabulary, { shownPrices: [] });
    expect(r!.need.categoryIds).toEqual(['printers']);
    expect(r!.need.values).toEqual(['wifi']);
    expect(refineNeed('看看路由器', need(['printers']), catalogVocabulary, { shownPrices: [] })).toBeNull();
  });

  it('辣的零食 after nuts: 零食 takes in nuts, but only snacks are 香辣, so it is a new need', () => {
    expect(refineNeed('再推荐点辣的零食', need(['nuts']), catalogVocabulary, { shownPrices: [] })).toBeNull();
  });

  it('a lower cap is no lift', () => {
    expect(refineNeed('200以内的', need(['air-fryers'], 300), catalogVocabulary, { shownPrices: [] })!.lifted).toBeUndefined();
  });
});

describe('a spec key of the need is no other category (decision 063)', () => {
  it.each<[string, string, string[]]>([
    ['tablets', '屏幕大一点', ['大屏']],
    ['smartphones', '屏幕大点的', ['大屏']],
    ['laptops', '屏幕小一点的', ['小屏']],
  ])('%s, %s → %j of the same category', (category, question, attributes) => {
    const r = refineNeed(question, { ...emptyNeed(), categoryIds: [category] }, catalogVocabulary, shown);
    expect(r?.need.categoryIds).toEqual([category]);
    expect(r?.need.attributes).toEqual(attributes);
  });

  it('a category said on its own is still a new need (显示器也看看 after laptops)', () => {
    expect(refineNeed('显示器也看看', { ...emptyNeed(), categoryIds: ['laptops'] }, catalogVocabulary, shown)).toBeNull();
  });
});
