import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';
import { askedCategories, tellsAStory, withoutContextClauses } from './context-clauses';

// Decision 058: a long message tells its story before it asks.
describe('context clauses of a story with an ask', () => {
  it.each<[string, string[], string[]]>([
    ['最近搬家了 新房子厨房挺小的 之前一直用燃气灶 现在想试试电磁炉 三百以内有没有好用的', ['induction-cookers'], []],
    ['上周同事推荐我买个按摩仪 说对颈椎好 我天天低头看手机 脖子特别僵 有啥推荐的', ['neck-massagers'], []],
    ['最近天气越来越冷了 办公室空调不给力 想买个小的取暖器放脚边 别太贵 一两百的', ['heaters'], []],
    ['孩子下个月要上小学了 老师说要准备文具 书包也得换 想要个护脊的 二百多块钱的就行', ['school-bags'], []],
  ])('%s → %j, no story words searched', (q, categories, keywords) => {
    const c = parseConstraints(q, catalogVocabulary);
    expect(c.categories.map((x) => x.id)).toEqual(categories);
    expect(c.keywords).toEqual(keywords);
  });

  it.each(['降噪耳机 通勤用', '降噪耳机，平时通勤用，音质要好', '送老爸 一千以内'])('%s is no story: every word kept', (q) => {
    expect(tellsAStory(q)).toBe(false);
    expect(withoutContextClauses(q, catalogVocabulary)).toBe(q);
  });

  it('a story whose asking clauses name no category keeps every category', () => {
    expect(askedCategories('家里的冰箱坏了 菜都放不住 天气又热 真是烦死了', catalogVocabulary)).toBeNull();
  });
});
