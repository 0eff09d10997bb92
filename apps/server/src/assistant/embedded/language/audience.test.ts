import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { assumedBudget, showsVariant, variantsFor } from './audience';

describe('buyers that imply a variant', () => {
  it.each<[string, string[]]>([
    ['给女朋友挑双跑鞋', ['女款']],
    ['想给老婆买件羽绒服', ['女款']],
    ['送妈妈的冲锋衣', ['女款']],
    ['给男朋友挑个T恤', ['男款', '男士']],
    ['老公要条牛仔裤', ['男款', '男士']],
    // decision 061: the wearer said plainly, a newborn's size, men's perfume
    ['跑鞋 男的 1000以下', ['男款', '男士']],
    ['女的穿的羽绒服', ['女款']],
    ['男款卫衣', ['男款', '男士']],
    ['男士香水', ['男款', '男士']],
    ['刚出生的宝宝用的尿不湿', ['NB码', 'NB']],
    ['新生儿纸尿裤', ['NB码', 'NB']],
    ['三年级孩子用的书包', ['1-3年级']],
    ['小学生书包', ['1-3年级']],
    ['五年级的书包', ['4-6年级']],
    ['给老婆买，顺便问问爸爸的', ['女款']],
    ['降噪耳机', []],
    // A state wins over the person it is said of; a pet's age picks its stage (decision 041).
    ['老婆怀孕了 买点孕妇能吃的钙', ['孕妇']],
    ['备孕吃的叶酸', ['孕妇']],
    ['家里狗狗十三岁了 吃什么狗粮好', ['老年犬', '全犬种']],
    ['狗狗3岁了 换个狗粮', ['成犬', '全犬种']],
    ['狗狗一岁半了 吃什么狗粮', ['成犬', '全犬种']],
    ['三个月的小狗吃什么狗粮', ['幼犬', '全犬种']],
    ['猫咪两个月了 吃什么猫粮好', ['幼猫', '全阶段']],
    ['我家老狗牙口不好', ['老年犬', '全犬种']],
    ['小奶猫吃什么', ['幼猫', '全阶段']],
  ])('%s → %j', (text, variants) => expect(variantsFor(text)).toEqual(variants));

  const category = (id: string) => catalogVocabulary.byId.get(id)!;
  it.each<[string, string, number | null]>([
    ['学生党平价粉底液', 'foundations', 300],
    ['平价的口红推荐', 'lipsticks', 200],
    ['学生党买个笔记本', 'laptops', 6000],
    ['便宜点的电动牙刷', 'electric-toothbrushes', 300],
    ['粉底液推荐', 'foundations', null],
    ['平价的冰箱', 'refrigerators', null],
  ])('%s: the usual cap for %s is %s', (q, id, max) => {
    expect(assumedBudget(q, [category(id)])?.max ?? null).toBe(max);
  });

  const listing = (title: string, specs: Record<string, string>) => ({ title, specs }) as CatalogProduct;
  it('a listing shows the variant in its title or its specs', () => {
    expect(showsVariant(listing('某跑鞋 女款 白色', {}), ['女款'])).toBe(true);
    expect(showsVariant(listing('某羽绒服 白色', { 适用: '女款' }), ['女款'])).toBe(true);
    expect(showsVariant(listing('某羽绒服 白色', { 适用: '男款' }), ['女款'])).toBe(false);
  });
});
