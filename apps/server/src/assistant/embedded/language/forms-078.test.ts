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

/** Every mall as shoppers call it: the catalog's name, nicknames, apps, store words. */
const MALL_NAMES: ReadonlyArray<readonly [said: string, mall: string]> = [
  ['拼多多', '拼多多'],
  ['pdd', '拼多多'],
  ['拼夕夕', '拼多多'],
  ['淘宝', '天猫'],
  ['猫超', '天猫'],
  ['天猫', '天猫'],
  ['京东', '京东'],
  ['狗东', '京东'],
  ['抖音', '抖音商城'],
  ['唯品会', '唯品会'],
  ['苏宁', '苏宁易购'],
];

/** A mall ruled out, every way ({m} stands for it). */
const NOT_THERE = [
  '耳机 不要{m}的',
  '不要{m}的 扫地机',
  '吹风机 {m}的就算了',
  '手机 {m}的不要',
  '耳机 别在{m}买',
  '扫地机 不在{m}买的',
  '笔记本 不想在{m}下单',
  '手表 除了{m}都行',
  '显示器 {m}以外的',
  '冰箱 别推{m}上的',
  '电视 {m}买不放心',
  '空调 {m}的排除掉',
];

describe('a mall ruled out, said any way (decision 078)', () => {
  const cases = MALL_NAMES.flatMap(([said, mall]) => NOT_THERE.map((f) => [f.replace('{m}', said), mall] as const));
  it.each(cases)('%s rules out %s', (q, mall) => {
    const c = read(q);
    expect(c.excludeMalls).toContain(mall);
    expect(c.malls).not.toContain(mall);
    expect(c.categories.length).toBeGreaterThan(0);
    expect(c.keywords).toEqual([]);
  });

  it.each([
    ['耳机 只要京东自营', '京东'],
    ['手机 只在京东买', '京东'],
    ['扫地机 天猫超市有的', '天猫'],
    ['吹风机 拼多多百亿补贴的', '拼多多'],
  ])('%s wants %s and rules none out', (q, mall) => {
    const c = read(q);
    expect(c.malls).toEqual([mall]);
    expect(c.excludeMalls ?? []).toEqual([]);
  });

  it.each(['耳机 不在乎牌子', '别去实体店买 耳机', '扫地机 不上门安装的'])('%s rules no mall out', (q) => {
    expect(read(q).excludeMalls ?? []).toEqual([]);
  });
});

describe('an order by rating or by sales, said every way (decision 078)', () => {
  const RATING = ['评分最高的', '好评最多的', '口碑最好的', '评价最好的', '好评率最高的', '打分最高的', '{c} 按评分排'];
  const SALES = [
    '销量最高的',
    '卖得最好的',
    '最火的',
    '最受欢迎的',
    '人气最高的',
    '最畅销的',
    '买的人最多的',
    '{c} 销量从高到低',
  ];
  const KINDS = ['耳机', '扫地机', '吹风机', '手机', '猫粮', '显示器'];
  const said = (form: string, c: string) => (form.includes('{c}') ? form.replace('{c}', c) : `${form}${c}`);
  it.each(KINDS.flatMap((c) => RATING.map((f) => [said(f, c), 'rating'] as const)))('%s is by %s', (q, sort) => {
    const c = read(q);
    expect(c.sort).toBe(sort);
    expect(c.keywords).toEqual([]);
    expect(c.categories.length).toBeGreaterThan(0);
  });
  it.each(KINDS.flatMap((c) => SALES.map((f) => [said(f, c), 'sales'] as const)))('%s is by %s', (q, sort) => {
    const c = read(q);
    expect(c.sort).toBe(sort);
    expect(c.keywords).toEqual([]);
  });
});

describe('a kind said by its shop word within a mixed category (decision 078)', () => {
  it.each<[string, string, string]>([
    ['猫砂推荐', 'cat-litter', '豆腐|膨润土|混合'],
    ['买点猫砂', 'cat-litter', '豆腐|膨润土|混合'],
    ['猫沙 便宜的', 'cat-litter', '豆腐|膨润土|混合'],
    ['猫砂盆推荐', 'cat-litter', '猫砂盆'],
    ['智能猫砂盆', 'cat-litter', '智能猫砂盆'],
    ['猫厕所推荐', 'cat-litter', '猫砂盆'],
    ['猫咪厕所 两百以内', 'cat-litter', '猫砂盆'],
    ['手搭帐篷', 'tents', '双层防雨|屋脊帐'],
    ['帐篷 手动搭建的就行', 'tents', '双层防雨|屋脊帐'],
    ['不要自动的帐篷 要手搭的', 'tents', '双层防雨|屋脊帐'],
    ['自动帐篷', 'tents', '全自动速开'],
    ['速开帐篷 两人的', 'tents', '全自动速开'],
    ['划船机推荐', 'exercise-bikes', '划船机'],
    ['椭圆机', 'exercise-bikes', '椭圆机'],
    ['壶铃', 'dumbbells', '壶铃'],
    ['公路自行车', 'bicycles', '公路车'],
    ['山地自行车 三千以内', 'bicycles', '山地车'],
  ])('%s is %s showing %s', (q, id, shown) => {
    const c = read(q);
    expect(c.categories.map((x) => x.id)).toEqual([id]);
    expect(c.values).toContain(shown);
    expect(c.keywords).toEqual([]);
  });
});
