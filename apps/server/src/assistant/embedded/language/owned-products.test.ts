import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { withOwnedAsKind } from './owned-products';
import { parseConstraints } from './constraints';

describe('withOwnedAsKind (decisions 063, 068)', () => {
  it.each<[string, string]>([
    // A model owned names the kind wanted.
    ['我现在用的是iphone13 想换个新的', '我手机  想换个新的'],
    ['手上的mate40用了四年了 有什么推荐', '手机   有什么推荐'],
    ['iPhone 13用了三年了 有啥值得换的', '手机   有啥值得换的'],
    // A model the catalog sells is ruled out too.
    ['现在用的索尼XM4，想换个更轻的头戴耳机', '降噪耳机 ，想换个更轻的头戴耳机，不要WH-1000XM4'],
    // A brand owned alone is no brand wanted.
    ['我现在用的是华为 想换苹果手机', '我  想换苹果手机'],
    // A category said with it stays; its brand goes, ruled out when another brand is asked for.
    ['现在用的是戴森吸尘器 想换个便宜点的', '吸尘器  想换个便宜点的'],
    ['我家那台海尔冰箱太小了，想换个大点的', '冰箱 太小了，想换个大点的'],
    ['家里的美的空调老是不制冷，想换个别的牌子', '空调 老是不制冷，想换个别的牌子，不要美的'],
    ['手上的kindle坏了 想换个电纸书', '电子书阅读器 坏了 想换个电纸书'],
    // Nothing owned: unchanged.
    ['推荐个iphone16', '推荐个iphone16'],
    ['给我的女朋友买个iPhone', '给我的女朋友买个iPhone'],
    ['我的预算3000 想买个扫地机', '我的预算3000 想买个扫地机'],
  ])('%s → %s', (q, out) => {
    expect(withOwnedAsKind(q, catalogVocabulary)).toBe(out);
  });

  it.each<[string, string, string[], string[]]>([
    ['我现在用的是AirPods Pro 2，有没有比它降噪更好的', 'tws-earbuds', [], ['型号=AirPods Pro 2']],
    ['比我的iPad Air屏幕大的平板', 'tablets', [], ['型号=iPad Air 11英寸']],
    ['家里的美的空调老是不制冷，想换个别的牌子', 'air-conditioners', ['美的'], []],
    ['我的小米手环8想升级一下', 'smartwatches', [], []],
  ])('%s: the kind %s, no brand wanted, %j and %j ruled out', (q, category, brandsOut, valuesOut) => {
    const c = parseConstraints(withOwnedAsKind(q, catalogVocabulary), catalogVocabulary);
    expect(c.categories.map((x) => x.id)).toContain(category);
    expect(c.brands).toEqual([]);
    expect(c.excludeBrands).toEqual(brandsOut);
    expect(c.excludeValues ?? []).toEqual(valuesOut);
  });
});

describe('things owned said after 家里, 我那个, and what is ruled out after them (decision 068)', () => {
  it.each<[string, string]>([
    ['家里小米的扫地机老卡住 换个别的牌子的', '扫地机器人  换个别的牌子的，不要小米'],
    ['跟我同事那个戴森差不多效果的吹风机 但便宜点 五百内', '跟我 差不多效果的吹风机 但便宜点 五百内'],
    ['Switch玩腻了 升级个PS5', '游戏机 玩腻了 升级个PS5'],
    // Not a thing owned: a household, a buyer, a brand ruled out by what follows it.
    ['家里两个人 洗碗机推荐', '家里两个人 洗碗机推荐'],
    ['给家里老人买个按摩椅', '给家里老人买个按摩椅'],
    ['兰蔻用了过敏 推荐个面霜', '兰蔻用了过敏 推荐个面霜'],
    ['海飞丝用着头痒 换个洗发水', '海飞丝用着头痒 换个洗发水'],
  ])('%s → %s', (q, out) => {
    expect(withOwnedAsKind(q, catalogVocabulary)).toBe(out);
  });
});

describe('buying the same again (decision 068)', () => {
  it.each<[string, string[], string[]]>([
    // What is owned is what is wanted: its brand is kept.
    ['一直用的海飞丝 再囤点', [], ['海飞丝']],
    ['现在用的兰蔻小黑瓶快用完了 回购一瓶', ['serums'], ['兰蔻']],
    // 鱼油 read across 金龙鱼|的油: 金龙鱼 sells cooking oil, not fish oil.
    ['还是上次那个金龙鱼的油', ['cooking-oil'], ['金龙鱼']],
    ['金龙鱼的油', ['cooking-oil'], ['金龙鱼']],
    ['深海鱼油', ['health-supplements'], []],
  ])('%s → %j %j', (q, ids, brands) => {
    const c = parseConstraints(withOwnedAsKind(q, catalogVocabulary), catalogVocabulary);
    if (ids.length) expect(c.categories.map((x) => x.id)).toEqual(ids);
    expect(c.brands).toEqual(brands);
  });
});
