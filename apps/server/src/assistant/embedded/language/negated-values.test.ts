import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { findNegatedValues } from './negated-values';

// Decision 058: what a question rules out that the listings may show, in both word orders.
describe('findNegatedValues', () => {
  const kinds = ['有线', '无线', '曲面', '磁吸', '蓝色', '直板', '香味', '变频'];
  const before = ['不要{}的', '不想要{}的', '别买{}的', '不要带{}的', '不是{}的', '别推{}的', '不考虑{}的'];
  const after = ['{}的不要', '{}的就算了', '{}的免了', '{}的不考虑', '{}的pass'];
  const cases = [...before, ...after].flatMap((form) => kinds.map((k) => [form.replace('{}', k), k] as const));
  it.each(cases)('%s rules out %s', (q, kind) => {
    const found = findNegatedValues(`耳机 ${q}`, catalogVocabulary);
    expect(found.values.some((v) => v.includes(kind) || kind.includes(v))).toBe(true);
    expect(found.rest).not.toContain(kind);
    expect(found.rest).toContain('耳机');
  });

  it.each<[string, string[], string[]]>([
    ['不带烘干的洗衣机', ['烘干'], []],
    ['洗衣机滚筒的不要', ['滚筒'], []],
    ['滚筒的就算了 要波轮的', ['滚筒'], []],
    ['手机 不要折叠屏', ['折叠屏'], []],
    ['没有香味的洗衣液', ['香味'], []],
    ['猫砂 不要纯膨润土的', ['膨润土'], []],
    ['不要带烘干的洗衣机', ['烘干'], []],
  ])('%s rules out %j', (q, values) => {
    const found = findNegatedValues(q, catalogVocabulary).values;
    for (const v of values) expect(found).toContain(v);
  });

  it('a follow-up reads a kind of the conversation’s category (滚筒的就算了 after 洗衣机)', () => {
    expect(findNegatedValues('滚筒的就算了', catalogVocabulary, ['washing-machines']).values).toEqual(['滚筒']);
  });

  // Not ruled-out kinds: questions, degrees, prices, brands, malls, categories said alone.
  it.each([
    '有没有滚筒的洗衣机',
    '要不要买烘干的',
    '是不是变频的',
    '不要太贵的耳机',
    '我不要那么重的',
    '不用太好 能用就行',
    '不要超过两千',
    '不要美的 空气炸锅',
    '九阳的不要，豆浆机',
    '索尼和bose都不考虑',
    '不要给我推荐苹果',
    '不要香水 换个口红',
    '口红就算了',
    '不限预算了',
    '不限预算了 要最好的',
    '本来不打算了',
    '香水她不喜欢 换别的',
    '不要京东的',
    '不要耳机',
    '钱不是问题',
    '奶粉 飞鹤 君乐宝 这俩不要',
    '这几个都不要',
    '那种的就算了',
    '没有时间挑 直接推荐',
  ])('%s rules out no kind', (q) => {
    expect(findNegatedValues(q, catalogVocabulary)).toEqual({ values: [], rest: q });
  });
});
