import { describe, expect, it } from 'vitest';
import { subjectWordsOf } from './subject-words';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('subjectWordsOf: the words that may name the product a question asks about', () => {
  it.each([
    ['小米15现在值得买吗', '小米15'],
    ['雅诗兰黛小棕瓶 双十一前会便宜吗', '雅诗兰黛小棕瓶'],
    ['雅诗兰黛小棕瓶双十一会降价吗', '雅诗兰黛小棕瓶'],
    ['小米15 等到双11会便宜吗', '小米15'],
    ['戴森V12 最近降价了没', '戴森V12'],
    ['iPhone 16 618的时候多少钱', 'iPhone 16'],
    // Times to come and holidays name nothing (decision 043).
    ['联想拯救者Y700年底会不会降', '联想拯救者Y700'],
    ['喜德盛RC200公路车要不要等双11再买', '喜德盛RC200公路车'],
    ['戴森Airwrap国庆前会便宜吗', '戴森Airwrap'],
    ['小米15下个月会降价吗', '小米15'],
    // A day's digits inside a model are the model's (5.1 is no 551); 会降吗 after a day.
    ['舒华的SH-T5517最近降价了吗', '舒华的SH-T5517'],
    ['小米15 5.1前会降吗', '小米15'],
    ['小米15双11会便宜吗', '小米15'],
    // Hedges before the ask are the ask's (decision 057).
    ['徕芬吹风机一般多少钱', '徕芬吹风机'],
    ['徕芬吹风机大概什么价', '徕芬吹风机'],
    ['戴森吹风机现在啥价', '戴森吹风机'],
    ['iphone16 差不多要多少钱', 'iphone16'],
    ['飞天茅台到底多少钱一瓶', '飞天茅台'],
    ['华为watch gt5 pro一般卖多少', '华为watch gt5 pro'],
    ['索尼xm5 目前大概什么价位', '索尼xm5'],
    ['得力书包多少钱', '得力书包'],
  ])('price: %s → %s', (question, name) => {
    expect(squash(subjectWordsOf(question, []).price)).toBe(name);
  });

  it.each([
    ['把小米15加入心愿单', '小米15'],
    ['帮我在京东买个小米15', '小米15'],
  ])('wish and order: %s → %s', (question, name) => {
    const words = subjectWordsOf(question, ['京东']);
    expect([squash(words.wish), squash(words.order)]).toContain(name);
  });
});
