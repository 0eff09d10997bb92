import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { firstTurn } from '#server/testing/first-turn';
import { parseBudget } from './budget';
import { neverUnmatched } from './function-words';
import { normaliseQuestion } from './normalise';
import { respellCategoryWords } from './respell';

// Decision 077: first questions said every way — generated families, misreadings fixed at the cause.
const budgetOf = (q: string) => parseBudget(normaliseQuestion(q))?.budget;

describe('a cap said after the amount', () => {
  it.each([
    ['剃须刀一千五块不到', 1500],
    ['五十块不到，洗脸的', 50],
    ['一千块不到的耳机', 1000],
    ['两千不到的扫地机', 2000],
    ['一百五顶天了，内衣', 150],
    ['三千顶天的手机', 3000],
    ['两千打住', 2000],
    ['想买个剃须刀，预算的话一千五块不到吧', 1500],
  ])('%s is at most %i', (q, max) => {
    expect(budgetOf(q)).toMatchObject({ max });
    expect(budgetOf(q)?.min).toBeUndefined();
  });
});

describe('a floor said with a negated cap word or a plus', () => {
  it.each([
    ['不低于一千的面霜', 1000],
    ['扫地机器人 不低于三千五', 3500],
    ['不少于两千的手机', 2000],
    ['500+的颈椎按摩仪', 500],
    ['3000+的手机', 3000],
    ['3000＋的笔记本', 3000],
  ])('%s is at least %i', (q, min) => {
    expect(budgetOf(q)).toMatchObject({ min });
    expect(budgetOf(q)?.max).toBeUndefined();
  });

  it.each([
    ['不高于两千的耳机', 2000],
    ['不超过三千', 3000],
  ])('%s is still at most %i', (q, max) => {
    expect(budgetOf(q)).toMatchObject({ max });
  });

  it.each(['iphone16+', '8+256的手机', '12+512', '小米14+'])('%s is no budget', (q) => {
    expect(budgetOf(q)).toBeUndefined();
  });
});

describe('a currency sign before the amount', () => {
  it.each([
    ['预算￥500的BB霜', { max: 500 }],
    ['预算¥2000的耳机', { max: 2000 }],
    ['￥2000以内的扫地机', { max: 2000 }],
    ['¥2k以内的键盘', { max: 2000 }],
    ['¥300的保温杯', { min: 240, max: 360 }],
  ])('%s', (q, range) => {
    expect(budgetOf(q)).toMatchObject(range);
  });
});

describe('words that carry no product term', () => {
  it.each(['的话', '质量', '品质', '做工', '好不好', '值不值得', '好不好用'])('%s is never reported as a miss', (w) => {
    expect(neverUnmatched(w)).toBe(true);
  });
});

const respelled = (q: string) => respellCategoryWords(normaliseQuestion(q), catalogVocabulary);

describe('a brand of three or more characters typed by sound, anywhere', () => {
  it.each([
    ['吹风机，只考虑菲利浦', '飞利浦'],
    ['菲利普可视空气炸锅推荐几款', '飞利浦'],
    ['看看波斯登的', '波司登'],
    ['有美赞成吗', '美赞臣'],
    ['香奈尔有什么推荐的', '香奈儿'],
    ['睡眠面膜 科颜式的有吗', '科颜氏'],
    ['扭扭车 迪卡龙的有吗', '迪卡侬'],
    ['雅思兰黛的精华', '雅诗兰黛'],
    ['优衣裤的T恤', '优衣库'],
    ['新百纶家的东西哪个好', 'New Balance'],
    ['苏泊儿电饭煲', '苏泊尔'],
    ['膳魔狮保温杯', '膳魔师'],
  ])('%s names %s', (q, brand) => {
    expect(firstTurn(respelled(q)).brands).toContain(brand);
  });

  it.each([
    ['来一份零食', '来伊份'],
    ['一家人用的电饭煲', '一加'],
    ['好用的扫地机', '好孩子'],
  ])('%s does not name %s', (q, brand) => {
    expect(firstTurn(respelled(q)).brands).not.toContain(brand);
  });
});

describe('brand names shoppers type (lexicon rows)', () => {
  it.each([
    ['NK的帽子', '耐克'],
    ['奈克跑鞋', '耐克'],
    ['LRP防晒', '理肤泉'],
    ['小蓝杯的咖啡', '瑞幸'],
    ['所罗门的登山鞋', '萨洛蒙'],
    ['兰寇的洗面奶', '兰蔻'],
    ['1加手机', '一加'],
    ['铂富咖啡机', 'Breville'],
    ['audio technica的耳机', '铁三角'],
  ])('%s names %s', (q, brand) => {
    expect(firstTurn(respelled(q)).brands).toContain(brand);
  });
});

describe('how a question is asked carries no product term', () => {
  it.each(['跪求', '种草', '拔草', '有木有', '小白', '求助', '宝子们', '家人们', '到底', '好久', '有无', '你好'])('%s', (w) => {
    expect(neverUnmatched(w)).toBe(true);
  });
});

describe('a thing named by what it does', () => {
  it.each([
    ['想买个做米饭的锅', 'rice-cookers'],
    ['那个烧开水的那种壶，哪个牌子好', 'kettles'],
    ['不用油就能炸的锅买哪种好', 'air-fryers'],
    ['想买个按摩脖子的', 'neck-massagers'],
    ['过滤自来水的买哪种好', 'water-purifiers'],
    ['去湿气的机器有推荐吗', 'dehumidifiers'],
    ['想买个卷头发的', 'hair-curlers'],
    ['开车录像的有推荐吗', 'dash-cams'],
  ])('%s is %s', (q, id) => {
    expect(firstTurn(respelled(q)).categories.map((c) => c.id)).toEqual([id]);
  });
});

describe('an accessory maker before a device word keeps its brand', () => {
  it.each([
    ['倍思手机充电器', '倍思'],
    ['绿联手机充电器', '绿联'],
    ['倍思手机壳', '倍思'],
  ])('%s is %s', (q, brand) => {
    expect(firstTurn(respelled(q)).brands).toContain(brand);
  });
});
