import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { refineNeed } from '../dialogue/refine';
import { withContextVariants } from './context-variants';
import { fitsModelMeasure, withModelMeasures } from './model-measures';
import { recallsList } from './turn-words';
import { STAND_INS, standInNote } from './lexicon/stand-ins';
import { CONTEXT_VARIANTS } from './lexicon/context-variants';

/** Decision 065: context variants, more of the same, sizes that name a model, stand-ins, going back. */
const need = (...categoryIds: string[]): Need => ({ ...emptyNeed(), categoryIds });

describe('withContextVariants: a generic word in a pet, baby or car context', () => {
  it.each<[string, Need | null, string]>([
    // The conversation holds the context.
    ['饮水机', need('cat-litter'), '宠物饮水机'],
    ['饮水机呢', need('dog-food'), '宠物饮水机呢'],
    ['有没有喂水器', need('cat-food'), '有没有宠物饮水机'],
    ['吃的也看看', need('cat-litter'), '猫粮也看看'],
    ['厕所呢', need('cat-food'), '猫砂盆呢'],
    ['充电器呢', need('dash-cams'), '车载充电器呢'],
    ['吸尘器', need('car-seat-cushions'), '车载吸尘器'],
    ['摄像头也要一个', need('car-chargers'), '行车记录仪也要一个'],
    ['座椅呢', need('strollers'), '安全座椅呢'],
    ['零食呢', need('dog-food'), '狗零食呢'],
    // The question says it.
    ['给我家狗买点吃的', null, '给我家狗买点狗粮'],
    ['猫咪吃的 200以内', null, '猫咪猫粮 200以内'],
    ['宝宝喝的奶', null, '宝宝婴儿奶粉'],
    ['给宝宝买个座椅', null, '给宝宝买个安全座椅'],
    ['车上用的充电器', null, '车上用的车载充电器'],
    ['狗狗吃的零食', null, '狗狗吃的狗零食'],
    ['宝宝坐车用的座椅', null, '宝宝坐车用的安全座椅'],
    // The question's own context wins over the conversation's.
    ['给狗买点吃的', need('cat-food'), '给狗买点狗粮'],
    // Already the variant, brought home, or no context: as said.
    ['宠物饮水机', need('cat-litter'), '宠物饮水机'],
    ['车载吸尘器', need('dash-cams'), '车载吸尘器'],
    ['家用的吸尘器', need('dash-cams'), '家用的吸尘器'],
    ['饮水机', null, '饮水机'],
    ['饮水机', need('laptops'), '饮水机'],
    ['充电器呢', need('cat-food'), '充电器呢'],
    ['零食呢', need('nuts'), '零食呢'],
    // A model's own words stay (倍思无线充支架 is a car charger's name).
    ['倍思无线充支架和公牛车载充电器比一比', null, '倍思无线充支架和公牛车载充电器比一比'],
    ['猫吃的', null, '猫吃的'],
  ])('%s (need %j) → %s', (q, n, out) => {
    expect(withContextVariants(q, catalogVocabulary, n)).toBe(out);
  });

  it.each(CONTEXT_VARIANTS.map((row) => [row.as] as const))('the variant 「%s」 names a category', (word) => {
    expect(catalogVocabulary.matchCategories(word).categories.length).toBeGreaterThan(0);
  });
});

describe('more of the same: 换一批 and its family leave the shown models out', () => {
  const robots = need('robot-vacuums');
  const shown = { shownPrices: [3799, 3399, 3399, 4299] };
  it.each([
    '换一批',
    '还有别的吗',
    '再来几个',
    '看看别的',
    '还有吗',
    '有没有别的推荐',
    '再推荐几款',
    '下一批',
    '都不喜欢 换',
    '其他的呢',
  ])('%s asks for more', (q) => {
    expect(refineNeed(q, robots, catalogVocabulary, shown)?.excludeShown).toBe(true);
  });
  it.each(['再来几个', '看看别的型号', '下一批呢'])('%s leaves no keyword behind', (q) => {
    expect(refineNeed(q, robots, catalogVocabulary, shown)?.need.keywords).toEqual([]);
  });
  it.each(['有没有别的颜色', '第二个怎么样'])('%s is no ask for more', (q) => {
    expect(refineNeed(q, robots, catalogVocabulary, shown)?.excludeShown ?? false).toBe(false);
  });
});

const listing = (model: string, specs: Record<string, string>): CatalogProduct => ({
  id: model,
  title: `苹果 ${model}`,
  brand: '苹果',
  categoryId: 'laptops',
  categoryName: '笔记本电脑',
  group: '电脑办公',
  mall: '京东',
  price: 1,
  originalPrice: 1,
  image: '',
  url: '',
  specs: { 型号: model, ...specs },
  tags: [],
  rating: 5,
  sales: 1,
});

describe('a size said with a named line picks the model with it', () => {
  const air13 = listing('MacBook Air 13 M3', { 屏幕: '13.6英寸' });
  const air15 = listing('MacBook Air 15 M3', { 屏幕: '15.3英寸' });
  const tv65 = listing('X90L', { 尺寸: '65英寸' });
  const tv75 = listing('X90L', { 尺寸: '75英寸' });
  it.each<[CatalogProduct, string, boolean]>([
    [air13, '13英寸', true],
    [air15, '13英寸', false],
    [air15, '15英寸', true],
    [tv65, '65英寸', true],
    [tv65, '75英寸', false],
    [air13, '512gb', false],
    // A decimal said is the listing's own figure: 13.3 is no 13.6.
    [air13, '13.3英寸', false],
    [air13, '13.6英寸', true],
  ])('%#: %s', (p, value, fits) => {
    expect(fitsModelMeasure(p, value)).toBe(fits);
  });
  it.each<[string, CatalogProduct[], CatalogProduct[], boolean]>([
    ['macbook air 13寸 多少钱', [air13, air15], [air13], true],
    ['macbook air 15寸', [air13, air15], [air15], true],
    ['索尼x90l 75寸', [tv65, tv75], [tv75], true],
    // A size none has (or none said) keeps them all.
    ['macbook air 11寸', [air13, air15], [air13, air15], false],
    ['macbook air', [air13, air15], [air13, air15], false],
  ])('%s', (name, all, kept, fitted) => {
    expect(withModelMeasures(name, all)).toEqual({ listings: kept, fitted });
  });
});

describe('things not sold, seeded as the nearest category, are said plainly', () => {
  it.each(STAND_INS.flatMap((row) => row.words.map((w) => [w] as const)))('「%s」 has a note and names a category', (word) => {
    expect(standInNote(`推荐个${word}`)).not.toBe('');
    expect(catalogVocabulary.matchCategories(word).categories.length).toBeGreaterThan(0);
  });
  it.each(['咖啡机', '猫粮', '狗粮'])('%s has no note', (q) => expect(standInNote(q)).toBe(''));
});

describe('going back to a topic by naming it', () => {
  it.each<[string, boolean]>([
    ['回到猫粮', true],
    ['说回洗衣机', true],
    ['切回刚才的耳机', true],
    ['再看看之前那几个洗衣机', true],
    ['猫粮', false],
    ['回家用的', false],
  ])('%s → %s', (q, recalls) => expect(recallsList(q)).toBe(recalls));
});
