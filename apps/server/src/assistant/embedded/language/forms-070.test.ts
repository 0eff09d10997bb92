import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { emptyNeed } from '#server/ports/conversation-state';
import { parseConstraints } from './constraints';
import { normaliseQuestion } from './normalise';
import { readWords } from './read-turn';
import { joinBuyerAndThing } from './separated';

// Decision 070: kinds of one thing, a word that picks among the categories said, the brand kept
// for another kind, shoes typed in English, the listings' words for ruled-out kinds.
const read = (q: string, previous: Partial<ReturnType<typeof emptyNeed>> | null = null) =>
  parseConstraints(normaliseQuestion(q), catalogVocabulary, previous ? { previous: { ...emptyNeed(), ...previous } } : {});
const ids = (q: string, previous: Partial<ReturnType<typeof emptyNeed>> | null = null) =>
  read(q, previous).categories.map((c) => c.id);

describe('kinds of one thing (耳机: 降噪耳机 and 真无线耳机)', () => {
  it.each([
    ['降噪耳机 不要头戴的', ['tws-earbuds']],
    ['降噪耳机 入耳式的', ['tws-earbuds']],
    ['降噪耳机别给我头戴的', ['tws-earbuds']],
    ['耳机 不要入耳式的', ['anc-headphones']],
    ['真无线耳机 头戴的', ['anc-headphones']],
    ['降噪耳机', ['anc-headphones']],
  ])('%s asks for %j', (q, want) => expect(ids(q)).toEqual(want));

  it('the noise cancelling of 降噪耳机 goes with the earbuds', () => {
    expect(read('降噪耳机 不要头戴的').values?.join()).toContain('降噪');
  });
});

describe('a word that starts the name of one of the categories said picks it', () => {
  it.each([
    ['阿迪的鞋子 休闲款', ['sneakers']],
    ['耐克鞋子 跑步用', ['running-shoes']],
    ['李宁的鞋子 休闲一点的', ['sneakers']],
    ['鞋子推荐', ['running-shoes', 'sneakers']],
  ])('%s: %j', (q, want) => expect(ids(q)).toEqual(want));
});

describe('shoes typed in English', () => {
  it.each([
    ['RUN SHOES 男', ['running-shoes']],
    ['running shoe for men', ['running-shoes']],
    ['nike trainers', ['running-shoes', 'sneakers']],
    ['hiking boots 防水', ['hiking-shoes']],
  ])('%s: %j', (q, want) => expect(ids(q)).toEqual(want));
});

describe('the brand of the need before, for another kind (它家的X呢)', () => {
  it.each(['它家的吸尘器呢', '同一个牌子的吸尘器有吗', '这个牌子的吸尘器', '他家吸尘器怎么样'])('%s keeps 追觅', (q) => {
    const c = read(q, { categoryIds: ['robot-vacuums'], brands: ['追觅'] });
    expect(c.brands).toEqual(['追觅']);
    expect(c.categories.map((x) => x.id)).toEqual(['vacuum-cleaners']);
    expect(c.keywords).toEqual([]);
  });

  it('a new chat with no brand before keeps none', () => {
    expect(read('它家的吸尘器呢').brands).toEqual([]);
  });
});

describe('ruled-out kinds in the words the listings use', () => {
  it.each([
    ['空调不要挂机', '壁挂'],
    ['空调 壁挂式的不要', '壁挂'],
    ['空调不要柜机', '立柜'],
    ['电动车 不要铅酸电池的', '铅酸'],
    ['电动车 别给我电瓶的', '铅酸'],
    ['电动车 锂电的不要', '锂电'],
  ])('%s rules out %s', (q, value) => expect(read(q).excludeValues).toEqual([value]));
});

describe('pets by their nicknames, the food or litter bought for them', () => {
  it.each([
    ['给猫主子买点粮', ['cat-food']],
    ['给我家狗子买点粮', ['dog-food']],
    ['帮喵星人挑点砂', ['cat-litter']],
    ['给汪星人买点粮', ['dog-food']],
  ])('%s: %j', (q, want) => {
    const joined = joinBuyerAndThing(normaliseQuestion(q), catalogVocabulary);
    expect(readWords(joined, catalogVocabulary).categories.map((c) => c.id)).toEqual(want);
  });
});

describe('brands let go, typos of two characters', () => {
  it.each(['不限牌子 两千以内', '不管牌子', '牌子不限'])('%s drops the brand', (q) =>
    expect(read(q, { categoryIds: ['vacuum-cleaners'], brands: ['戴森'] }).brands).toEqual([]),
  );
  it.each([
    ['冰相 一级能效', ['refrigerators']],
    ['口虹 送女朋友', ['lipsticks']],
  ])('%s: %j', (q, want) => expect(ids(q)).toEqual(want));
});

describe('an amount with a digit after k or w is money, never a value', () => {
  it.each([
    ['预算1w5的笔记本', 15000],
    ['4k5的电视', 5400],
  ])('%s: no stated value, a budget up to %d', (q, max) => {
    expect(read(q).values ?? []).toEqual([]);
    expect(read(q).budget?.max).toBe(max);
  });
  it.each([
    ['65w充电器', '65w'],
    ['4k电视', '4k'],
  ])('%s states %s', (q, v) => expect(read(q).values).toEqual([v]));
});

describe('what someone does not take, and the occasion of a present', () => {
  it.each<[string, { values?: string[]; brands?: string[] }]>([
    ['茶叶 他不喝绿茶', { values: ['绿茶'] }],
    ['孩子不吃辣的 零食', { values: ['辣'] }],
    ['白酒 他不喝茅台', { brands: ['茅台'] }],
    ['猫粮 我家猫不吃皇家', { brands: ['皇家'] }],
  ])('%s rules out %j', (q, out) => {
    if (out.values) expect(read(q).excludeValues).toEqual(out.values);
    if (out.brands) expect(read(q).excludeBrands).toEqual(out.brands);
  });
  it('送我爸的生日礼物 他爱喝茶: tea, and no search word of the occasion', () => {
    expect(ids('送我爸的生日礼物 他爱喝茶 五百左右')).toEqual(['tea']);
    expect(read('送我爸的生日礼物 他爱喝茶 五百左右').keywords).toEqual([]);
  });
});
