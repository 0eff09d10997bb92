import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { Vocabulary } from '#server/modules/catalog/vocabulary';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
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
    ['送男朋友', { variants: ['男款'] }],
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
