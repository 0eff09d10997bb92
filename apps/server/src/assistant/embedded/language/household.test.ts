import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { householdOf, householdValue, roomValue, roomWordOf } from './household';
import { measuresIn } from './measures';
import { valueSpans } from './spec-terms';

describe('householdOf (decision 063)', () => {
  it.each<[string, number | null]>([
    ['家里就两个人', 2],
    ['我们家只有三口人', 3],
    ['家里4个人 买多大的', 4],
    ['两个人住', 2],
    ['五个人吃', 5],
    ['三口人用', 3],
    ['一个人住', 1],
    ['独居 买个小冰箱', 1],
    ['小两口刚结婚', 2],
    ['一家三口', 3],
    ['一大家子人', 6],
    ['三代同堂', 6],
    // Not a household: a tent's room, a count of gifts, a price.
    ['能睡两个人的帐篷', null],
    ['送两个人的礼物', null],
    ['两千块的洗碗机', null],
  ])('%s → %s', (text, people) => {
    expect(householdOf(text)?.people ?? null).toBe(people);
  });
});

describe('householdValue', () => {
  it.each<[number, string, string | null]>([
    [2, 'dishwashers', '8套以下'],
    [3, 'dishwashers', '10套以上'],
    [6, 'dishwashers', '14套以上'],
    [1, 'refrigerators', '300升以下'],
    [2, 'refrigerators', '460升以下'],
    [5, 'rice-cookers', '5升以上'],
    [2, 'smartphones', null],
  ])('%s people, %s → %s', (people, category, value) => {
    expect(householdValue({ people, span: '' }, [category])).toBe(value);
  });
});

describe('a household in a question about a sized category', () => {
  const v = catalogVocabulary;
  it.each<[string, string[], string[]]>([
    ['家里就两个人', ['dishwashers'], ['8套以下']],
    ['两个人用的洗碗机', ['dishwashers'], ['8套以下']],
    ['一个人住', ['refrigerators'], ['300升以下']],
    ['一家五口用', ['rice-cookers'], ['5升以上']],
    // Tents keep the room asked for.
    ['能睡四个人的', ['tents'], ['4人以上']],
  ])('%s (%j) → %j', (text, ids, values) => {
    expect(measuresIn(text, v, ids).map((m) => m.value)).toEqual(values);
  });

  it('is never a keyword, sized or not', () => {
    expect(valueSpans('家里就两个人 电视推荐', v)).toContain('家里就两个人');
  });
});

describe('rooms (decision 063)', () => {
  it.each<[string, string[], string | null]>([
    ['卧室用的空调', ['air-conditioners'], '1.5匹以下'],
    ['客厅用', ['air-conditioners'], '2匹以上'],
    ['主卧装一台', ['air-conditioners'], '1.5匹以下'],
    ['卧室用的台灯', ['desk-lamps'], null],
  ])('%s (%j) → %s', (text, ids, value) => {
    expect(roomValue(text, ids)?.value ?? null).toBe(value);
  });

  it('a size said wins over the room', () => {
    expect(measuresIn('卧室用 1.5匹以上', catalogVocabulary, ['air-conditioners']).map((m) => m.value)).toEqual(['1.5匹以上']);
  });

  it('is never a keyword', () => {
    expect(roomWordOf('卧室用的台灯')).toBe('卧室');
    expect(valueSpans('卧室用的台灯', catalogVocabulary)).toContain('卧室');
  });
});
