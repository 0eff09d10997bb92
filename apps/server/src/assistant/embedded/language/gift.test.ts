import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { giftRequest, recipientOf, saysLikingOrNeed } from './gift';

/** Decision 041: who a present is for and what they like or need decide its categories. */
describe('giftRequest', () => {
  const ids = (q: string) => giftRequest(q, catalogVocabulary).categoryIds;

  it.each<[question: string, first: string[], never: string[]]>([
    // A liking leads, before the recipient's usual presents.
    ['男朋友爱打游戏 生日礼物五百以内', ['keyboards', 'mice'], []],
    ['老爸喜欢钓鱼 送点什么', ['fishing-rods'], []],
    ['她爱喝茶 送什么好', ['tea'], []],
    // A need said as a complaint leads.
    ['给我妈 她腰不太好 一千以内', ['massage-chairs', 'massage-guns'], []],
    ['我爸颈椎不好 送点什么', ['neck-massagers'], []],
    // A child's age or school stage decides: never a grown-up's present.
    ['六岁男孩生日送什么', ['building-toys'], ['shavers', 'smartwatches']],
    ['上初中的侄子 送个礼物', ['tablets'], ['shavers']],
    ['给刚出生的宝宝送点啥', ['baby-bottles'], ['shavers']],
    // Who they are.
    ['孩子班主任 想送点小心意 两三百', ['tea', 'thermos-cups'], ['shavers']],
    ['圣诞节给同事的小礼物 几十块一个', ['tea', 'coffee-beans'], ['shavers']],
    ['给老丈人送点东西', ['neck-massagers'], []],
    ['刚生完宝宝 送点啥', ['baby-bottles'], ['building-toys']],
    ['送领导什么好 两千左右', ['tea', 'baijiu'], ['snacks']],
  ])('%s starts with %j', (q, first, never) => {
    const got = ids(q);
    expect(got.slice(0, first.length)).toEqual(first);
    for (const id of never) expect(got).not.toContain(id);
  });

  it.each<[string, string[]]>([
    // What the present must do decides alone.
    ['男朋友天天撸铁 送他个放松肌肉的', ['massage-guns']],
    ['送我爸个量血压的', ['blood-pressure-monitors']],
  ])('%s: only %j', (q, only) => {
    expect(ids(q)).toEqual(only);
  });

  it.each<[string, string | null, boolean]>([
    ['给我妈 她腰不太好 一千以内', '我妈', true],
    ['给老公买点东西 他爱钓鱼', '老公', true],
    ['女朋友', '女朋友', false],
    ['降噪耳机推荐', null, false],
  ])('%s names %s, a liking or need: %s', (q, who, says) => {
    expect(recipientOf(q)?.said ?? null).toBe(who);
    expect(saysLikingOrNeed(q)).toBe(says);
  });
});
