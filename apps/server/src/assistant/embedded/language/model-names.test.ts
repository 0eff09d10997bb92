import { describe, expect, it } from 'vitest';
import type { ModelName } from '#server/modules/catalog/vocabulary';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';
import { modelTokens, namedModels, withoutStatedValues } from './model-names';

const named = (text: string, categoryIds: string[] = []) =>
  namedModels(withoutStatedValues(text), catalogVocabulary, categoryIds).map((m) => `${m.brand} ${m.model}`);

/**
 * The catalog's model lines (a Latin word in the model, no stated value such as 506L or 65W in
 * it): every one must resolve, alone, however a shopper types it (decision 049).
 */
const LINES = catalogVocabulary.models.filter(
  (m) =>
    /[a-z]/i.test(m.model) &&
    withoutStatedValues(m.model) === m.model &&
    // 金士顿 U盘: a model named by its category word is the category.
    catalogVocabulary.matchCategories(m.model).terms.join('').toLowerCase() !== m.model.toLowerCase(),
);
const latinAlias = (brand: string) =>
  BRAND_ALIASES.find(([b]) => b === brand)
    ?.slice(1)
    .find((a) => /^[a-z]/i.test(a));
/** Tokens every model of the brand in the category has (iphone, switch): the line a shopper may leave out. */
const shared = (m: ModelName) => {
  const siblings = catalogVocabulary.models.filter((x) => x.brand === m.brand && x.categoryId === m.categoryId);
  const own = modelTokens(m.model);
  return siblings.length > 1 ? own.filter((t) => siblings.every((s) => modelTokens(s.model).includes(t))) : [];
};

function typings(m: ModelName): string[] {
  const squashed = m.model.replace(/\s+/g, '');
  // A Latin brand is typed apart from its model (Bose QC45), a Chinese one may be glued (索尼XM5).
  const brand = /^[a-z0-9]/i.test(m.brand) ? `${m.brand} ` : m.brand;
  const alias = latinAlias(m.brand);
  const line = shared(m);
  const rest = modelTokens(m.model).filter((t) => !line.includes(t));
  const dropped = `${brand}${rest.join(' ')}`;
  return [
    `${brand}${m.model}`,
    `${m.brand} ${m.model.toLowerCase()}`,
    `${brand}${squashed}`,
    `${brand}${squashed.toUpperCase()}还有货吗`,
    ...(alias ? [`${alias} ${m.model}`] : []),
    // Without the line word (苹果16 Pro Max), when the rest still tells the model apart.
    // (索尼90 l would be a volume: the line's X stays there.)
    ...(line.length && rest.some((t) => /\d/.test(t)) && withoutStatedValues(dropped) === dropped
      ? [`${dropped} ${category(m)}`]
      : []),
  ];
}
const category = (m: ModelName) => catalogVocabulary.byId.get(m.categoryId)!.name;

describe('namedModels: every model line of the catalog, typed the usual ways', () => {
  const cases = LINES.flatMap((m) =>
    typings(m).map((text): [string, string, string] => [text, `${m.brand} ${m.model}`, m.categoryId]),
  );
  it('has a family of typings', () => expect(cases.length).toBeGreaterThan(300));
  it.each(cases)('%s → %s', (text, model, categoryId) => {
    // The question's category word narrows, as parseOne passes it (索尼1000xm5 降噪耳机).
    expect(named(text, text.includes(catalogVocabulary.byId.get(categoryId)!.name) ? [categoryId] : [])).toEqual([model]);
  });
});

describe('namedModels: shopper typings', () => {
  it.each<[string, string[]]>([
    ['iPhone 16 Pro Max 256G', ['苹果 iPhone 16 Pro Max']],
    ['16promax', ['苹果 iPhone 16 Pro Max']],
    ['苹果16 pro max', ['苹果 iPhone 16 Pro Max']],
    ['airpods pro 2', ['苹果 AirPods Pro 2']],
    ['airpods pro二代', ['苹果 AirPods Pro 2']],
    ['戴森v12', ['戴森 V12 Detect Slim']],
    ['ps5 slim', ['索尼 PS5 Slim']],
    ['大疆 mini 4pro 还有货吗', ['大疆 Mini 4 Pro']],
    ['mini4 pro', ['大疆 Mini 4 Pro']],
    ['MacBook Air M3', ['苹果 MacBook Air 13 M3', '苹果 MacBook Air 15 M3']],
    ['联想拯救者Y9000P', ['联想 拯救者Y9000P']],
    ['y9000p', ['联想 拯救者Y9000P']],
    ['任天堂switch oled', ['任天堂 Switch OLED']],
    ['石头P20 Pro', ['石头 P20 Pro']],
    ['冲锋衣 beta lt', ['始祖鸟 Beta LT']],
    ['53度飞天 一瓶要多少钱', ['茅台 飞天53度']],
    ['小米15ultra', ['小米 15 Ultra']],
    ['华为mate70pro', ['华为 Mate 70 Pro']],
    ['nb 530 小白鞋', ['New Balance 530']],
    ['佳明fenix8什么价', ['佳明 fenix 8']],
    ['华为体脂秤3多少钱', ['华为 体脂秤3']],
    // Abbreviations and Chinese names of a line (lexicon/model-words.ts, decision 057).
    ['佳明fr265', ['佳明 Forerunner 265']],
    ['fr265', ['佳明 Forerunner 265']],
    ['佳明菲尼克斯8', ['佳明 fenix 8']],
    ['mbp14 m4', ['苹果 MacBook Pro 14 M4']],
    ['app2', ['苹果 AirPods Pro 2']],
    ['ns lite', ['任天堂 Switch Lite']],
    ['ipad air', ['苹果 iPad Air 11英寸']],
    // Values, prices and plain words name no model.
    ['4k行车记录仪', []],
    ['小米 pro', []],
    ['2000以内的手机', []],
    ['512G的手机', []],
    ['给我列5个降噪耳机', []],
    ['3-4人的帐篷', []],
    // Words that fit models of several brands name none (索尼 WH-1000XM5, 富士 X-M5).
    ['XM5', []],
    // A category word in a model (网易严选 EVA拖鞋) names the category.
    ['拖鞋 只看回力和网易严选的', []],
  ])('%s → %j', (text, models) => {
    expect(named(text)).toEqual(models);
  });
});

describe('parseConstraints: a named model picks its category and brand', () => {
  it.each<[string, string, string, string[]]>([
    ['戴森v12', 'vacuum-cleaners', '戴森', ['V12 Detect Slim']],
    ['石头P20 Pro', 'robot-vacuums', '石头', ['P20 Pro']],
    ['冲锋衣 beta lt', 'hardshell-jackets', '始祖鸟', ['Beta LT']],
    ['y9000p', 'gaming-laptops', '联想', ['拯救者Y9000P']],
    ['索尼 1000xm5 头戴的', 'anc-headphones', '索尼', ['WH-1000XM5', 'WF-1000XM5']],
  ])('%s → %s %s %j', (text, category, brand, models) => {
    const c = parseConstraints(text, catalogVocabulary);
    expect(c.categories.map((x) => x.id)).toEqual([category]);
    expect(c.brands).toEqual([brand]);
    expect(c.models).toEqual(models);
  });

  it.each<[string, string, string]>([
    ['手机壳 苹果16pro的', 'phone-cases', '16pro'],
    ['iphone 16的钢化膜', 'screen-protectors', 'iphone16'],
    ['华为mate70 手机壳', 'phone-cases', 'mate70'],
  ])('an accessory for a named device: %s → %s fitting %s', (text, category, value) => {
    const c = parseConstraints(text, catalogVocabulary);
    expect(c.categories.map((x) => x.id)).toEqual([category]);
    expect(c.brands).toEqual([]);
    expect(c.values?.at(-1)).toBe(value);
  });
});
