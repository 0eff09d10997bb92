import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { giftRequest, recipientOf, saysLikingOrNeed } from './gift';
import { GIFT_RECIPIENTS } from './lexicon/gift-recipients';
import { GIFT_INTERESTS } from './lexicon/gift-interests';

/** Decision 041: who a present is for and what they like or need decide its categories. */
describe('giftRequest', () => {
  const ids = (q: string) => giftRequest(q, catalogVocabulary).categoryIds;

  it.each<[question: string, first: string[], never: string[]]>([
    // A liking leads, before the recipient's usual presents.
    ['男朋友爱打游戏 生日礼物五百以内', ['keyboards', 'mice'], []],
    ['老爸喜欢钓鱼 送点什么', ['fishing-rods'], []],
    ['她爱喝茶 送什么好', ['tea'], []],
    // A need said as a complaint leads.
    ['给我妈 她腰不太好 一千以内', ['massage-guns', 'electric-blankets'], ['office-chairs', 'mattresses']],
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
    // decision 061: a wife's present is what she wears or uses on herself, never earbuds.
    ['七夕过了 想补个礼物给老婆', ['perfumes', 'lipsticks', 'face-creams'], ['tws-earbuds']],
    ['送爸爸 颈椎不好', ['neck-massagers'], []],
  ])('%s starts with %j', (q, first, never) => {
    const got = ids(q);
    expect(got.slice(0, first.length)).toEqual(first);
    for (const id of never) expect(got).not.toContain(id);
  });

  it.each<[string, string[]]>([
    // What the present must do decides alone.
    ['男朋友天天撸铁 送他个放松肌肉的', ['massage-guns']],
    ['送我爸个量血压的', ['blood-pressure-monitors']],
    // Decision 050: the thing named, the liking or need alone, no usual fill-ins.
    ['爸爸喜欢钓鱼 送他根竿子', ['fishing-rods']],
    ['中秋节给客户送酒 一千左右', ['baijiu', 'wine']],
    ['给八岁男孩买个生日礼物 他喜欢拼东西', ['building-toys']],
    ['外甥女十岁 特别爱看书 送点什么', ['e-readers', 'desk-lamps']],
    ['女朋友生日 她喜欢拍照 预算三千', ['cameras', 'action-cameras', 'drones']],
    ['同事生了二胎 想送个实用的', ['baby-bottles', 'strollers', 'diapers', 'infant-formula', 'car-seats']],
    ['送爷爷奶奶按摩用的 三千以内', ['neck-massagers', 'massage-guns', 'eye-massagers', 'massage-chairs']],
    // decision 061: a visit's bottle.
    ['岳父 带瓶酒', ['baijiu', 'wine']],
    ['去老丈人家拎两瓶酒', ['baijiu', 'wine']],
  ])('%s: only %j', (q, only) => {
    expect(ids(q)).toEqual(only);
  });

  it.each<[string, string | null, boolean]>([
    ['给我妈 她腰不太好 一千以内', '我妈', true],
    ['给老公买点东西 他爱钓鱼', '老公', true],
    ['女朋友', '女朋友', false],
    ['降噪耳机推荐', null, false],
    ['岳父 带瓶酒', '岳父', true],
  ])('%s names %s, a liking or need: %s', (q, who, says) => {
    expect(recipientOf(q)?.said ?? null).toBe(who);
    expect(saysLikingOrNeed(q)).toBe(says);
  });

  // Decision 050: every liking or need row, said of every kind of grown-up, picks from its own
  // categories only, never the recipient's usual presents.
  const grownUps = GIFT_RECIPIENTS.filter(
    (r) => r.words.includes('女朋友') || r.words.includes('老公') || r.words.includes('我妈') || r.words.includes('同事'),
  );
  const shapes = [(w: string, l: string) => `给${w}挑个礼物 平时${l}`, (w: string, l: string) => `${w}${l} 送点什么好 一千以内`];
  const cases = GIFT_INTERESTS.filter((r) => !r.does).flatMap((row) =>
    row.words.flatMap((word) => grownUps.map((who, i) => [shapes[i % 2]!(who.words[0]!, word), row.categories] as const)),
  );
  it.each(cases)('%s: only the liking or need', (q, allowed) => {
    const got = ids(q);
    expect(got.length).toBeGreaterThan(0);
    // A word may belong to two rows (白酒 is a liking and a thing): every pick is of a row the question names.
    const named = GIFT_INTERESTS.filter((r) => r.words.some((w) => q.includes(w))).flatMap((r) => r.categories);
    for (const id of got) expect(named).toContain(id);
    expect(got.some((id) => allowed.includes(id))).toBe(true);
  });

  it.each(
    GIFT_INTERESTS.filter((r) => r.does).flatMap((row) => row.words.map((w) => [`给老公挑个礼物 ${w}`, row.categories] as const)),
  )('%s: only what the present is', (q, allowed) => {
    for (const id of ids(q)) expect(allowed).toContain(id);
  });

  it('keeps who they are as a fallback when a liking decides', () => {
    const r = giftRequest('男同事爱拍东西 送他点什么 预算300', catalogVocabulary);
    expect(r.categoryIds).toEqual(['cameras', 'action-cameras', 'drones']);
    expect(r.fallbackIds).toEqual(expect.arrayContaining(['shavers']));
    expect(giftRequest('送女朋友生日礼物', catalogVocabulary).fallbackIds).toEqual([]);
  });

  it("says nothing liked: the recipient's usual presents", () => {
    expect(ids('送女朋友生日礼物')).toEqual(expect.arrayContaining(['perfumes', 'lipsticks']));
  });
});

describe('the occasion said back (decision 061)', () => {
  it.each<[string, string]>([
    ['结婚纪念日送老婆什么', '结婚纪念日'],
    ['结婚周年送老公礼物', '结婚周年'],
    ['表弟结婚送什么', '结婚'],
    ['七夕过了 想补个礼物给老婆', '七夕'],
  ])('%s → %s', (q, occasion) => expect(giftRequest(q, catalogVocabulary).occasion).toBe(occasion));
});
