import { describe, expect, it } from 'vitest';
import { catalogVocabulary as v } from '#server/testing/catalog-vocabulary';
import { emptyNeed } from '#server/ports/conversation-state';
import { readWords } from './read-turn';
import { parseConstraints } from './constraints';
import { joinSeparatedNeed } from './separated';
import { flavourValues, isFlavourWord, statedByNeed } from './usage';

/** Category words said as a use or a flavour, and needs typed in pieces (decision 036). */
describe('a category word said as a use names no category beside another', () => {
  it.each<[string, string[]]>([
    ['再看看保温杯 泡茶用', ['thermos-cups']],
    ['泡茶的保温杯', ['thermos-cups']],
    ['办公室喝茶用的杯子', ['thermos-cups']],
    ['用来泡茶的保温杯', ['thermos-cups']],
    ['煮咖啡用的水壶', ['kettles']],
    ['跑步用的 手表', ['smartwatches']],
    // Said plainly, both are wanted; alone, the word still names its category.
    ['保温杯和茶叶', ['thermos-cups', 'tea']],
    ['茶叶', ['tea']],
    ['泡茶用', ['tea']],
  ])('%s → %s', (text, ids) => {
    expect(readWords(text, v).categories.map((c) => c.id)).toEqual(ids);
  });
});

describe('a flavour said alone', () => {
  it.each<[string, string[], string[]]>([
    ['辣的', ['snacks'], ['香辣']],
    ['要甜一点的', ['snacks'], ['甜味']],
    ['不辣的', ['snacks'], []],
    ['辣条', ['snacks'], []],
    ['辣的', [], []],
  ])('%s in %s → %s', (text, ids, values) => {
    expect(flavourValues(text, v, ids, [])).toEqual(values);
  });

  it('narrows 零食 (nuts and snacks) to the snacks that state it, and is no keyword', () => {
    expect(readWords('再推荐点辣的零食', v).categories.map((c) => c.id)).toEqual(['snacks']);
    const c = parseConstraints('再推荐点辣的零食', v);
    expect(c.categories.map((x) => x.id)).toEqual(['snacks']);
    expect(c.keywords).toEqual([]);
    expect(isFlavourWord('点辣')).toBe(true);
    expect(isFlavourWord('辣条')).toBe(false);
  });

  it('narrows nothing by a value inside the category word (蓝牙 in 蓝牙耳机)', () => {
    expect(readWords('有没有OPPO的蓝牙耳机', v).categories.map((c) => c.id)).toEqual(['anc-headphones', 'tws-earbuds']);
  });
});

describe('a follow-up word the need states', () => {
  it.each<[string, string[], boolean]>([
    ['能wifi连的', ['printers'], true],
    ['能wifi连的', ['thermos-cups'], false],
    ['要茶叶', ['thermos-cups'], false],
    ['那手机呢', ['phone-cases'], false],
    ['那耳机呢', ['phone-cases', 'data-cables'], false],
  ])('%s after %s → a value: %s', (text, ids, stated) => {
    expect(statedByNeed(text, ids, v)).toBe(stated);
  });
});

describe('a brand alone names its best-known category', () => {
  it.each<[string, string, string[]]>([
    ['那重新买个 徕芬的', '徕芬', ['hair-dryers']],
    ['戴森的有啥推荐', '戴森', ['hair-dryers']],
    ['徕芬卷发棒', '徕芬', ['hair-curlers']],
  ])('%s → %s %s', (text, brand, ids) => {
    const c = parseConstraints(text, v);
    expect(c.brands).toEqual([brand]);
    expect(c.categories.map((x) => x.id)).toEqual(ids);
  });

  it('keeps the conversation category before its own', () => {
    const previous = { ...emptyNeed(), categoryIds: ['smartwatches'] };
    expect(parseConstraints('华为的', v, { previous }).categories.map((x) => x.id)).toEqual(['smartwatches']);
  });
});

describe('a need typed in pieces', () => {
  it.each<[string, string]>([
    ['耳机～索尼～头戴的', '头戴耳机 索尼'],
    ['耳机,头戴式', '头戴耳机'],
    ['耳机/头戴', '头戴耳机'],
    ['冰箱 双开门', '冰箱 双开门'],
    ['北京飞上海 明天', '北京飞上海 明天'],
    ['降噪耳机', '降噪耳机'],
  ])('%s → %s', (text, joined) => {
    expect(joinSeparatedNeed(text, v)).toBe(joined);
  });
});
