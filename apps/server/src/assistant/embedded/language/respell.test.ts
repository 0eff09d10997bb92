import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { respellCategoryWords, soundAlike } from './respell';
import { kindValues } from './kind-words';

const categoriesOf = (q: string) =>
  catalogVocabulary.matchCategories(respellCategoryWords(q, catalogVocabulary)).categories.map((c) => c.id);

describe('respellCategoryWords (decision 042)', () => {
  it.each([
    // A same-sounding character, fuzzy pairs (chen/cheng) included.
    ['吸成器 无线的', 'vacuum-cleaners'],
    ['空气净画器推荐', 'air-purifiers'],
    ['电吹锋 要速干', 'hair-dryers'],
    ['洗碗鸡 六套', 'dishwashers'],
    // A shorter word inside the typed one (电脑 of 平扳电脑) does not keep it from being restored (decision 055).
    ['平扳电脑 上网课', 'tablets'],
    ['平版电脑 追剧', 'tablets'],
    ['苹板电脑推荐', 'tablets'],
    ['笔计本电脑 学生用', 'laptops'],
    ['冲电宝 2万毫安', 'power-banks'],
    // A clipped generic head at the end of a phrase.
    ['车里用的小吸尘', 'car-vacuums'],
    ['我家需要个加湿', 'humidifiers'],
    ['有没有好用的吹风', 'hair-dryers'],
    // A place that narrows.
    ['车里用的吸尘器', 'car-vacuums'],
    ['开车用的充电器', 'car-chargers'],
  ])('%s → %s', (q, id) => expect(categoriesOf(q)).toContain(id));

  it.each([
    // Real words left as they are: a stem that is another word, a function said of a named category.
    ['钓鱼新手 买什么竿'],
    ['扫地机器人 要能吸尘拖地'],
    ['我想要充电的'],
    ['手机壳推荐'],
    ['电视剧推荐'],
    // A brand's model name goes on with its code: nothing clipped in it.
    ['美的微蒸烤一体 PC23还会降吗'],
  ])('%s is left as typed', (q) => expect(respellCategoryWords(q, catalogVocabulary)).toBe(q));

  it.each([
    ['尘', '成', true],
    ['风', '锋', true],
    ['机', '鸡', true],
    ['尘', '器', false],
    ['手', '机', false],
  ])('%s and %s sound alike: %s', (a, b, same) => expect(soundAlike(a, b)).toBe(same));
});

describe('kindValues (decision 042)', () => {
  const supplements = catalogVocabulary.categories.filter((c) => c.id === 'health-supplements');
  it.each([
    ['健身增肌 想买罐蛋白粉', ['蛋白粉']],
    ['深海鱼油哪个牌子好', ['鱼油']],
    ['给我妈买点钙片', ['钙']],
    ['保健品推荐', []],
  ])('%s → %j', (q, values) => expect(kindValues(q, supplements)).toEqual(values));
});
