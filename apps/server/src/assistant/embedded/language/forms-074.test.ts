import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { firstTurn } from '#server/testing/first-turn';
import { parseBudget } from './budget';
import { parseConstraints } from './constraints';
import { findExclusions } from './exclusions';
import { parseRoute } from './flight-cities';
import { normaliseQuestion } from './normalise';
import { offTopicOf } from './phrases/off-topic';
import { respellCategoryWords } from './respell';
import { selfCorrected } from './self-correct';
import { statedValues } from './stated-values';

// Decision 074: families of phrasings, each written many ways across categories and brands.
const read = (q: string) => parseConstraints(selfCorrected(normaliseQuestion(q), catalogVocabulary), catalogVocabulary);

/** Category word and a brand the catalog sells in it. */
const PAIRS: ReadonlyArray<readonly [category: string, brand: string]> = [
  ['路由器', '华为'],
  ['显示器', '三星'],
  ['冰箱', '海尔'],
  ['扫地机', '科沃斯'],
  ['笔记本', '联想'],
  ['手机', '苹果'],
  ['吹风机', '戴森'],
  ['咖啡机', '德龙'],
];

/** Exclusion said before the brand ({b} stands for it) or after it. */
const EXCLUDING = [
  '{c} 拒绝{b}',
  '{c} 讨厌{b}',
  '{c} 除开{b}',
  '{c} 刨除{b}',
  '{c} 不太喜欢{b}',
  '{c} 不中意{b}的',
  '{c} 抛开{b} 还有啥',
  '{c} {b}的不想要',
  '{c} {b}免谈',
  '{c} {b}的拜拜',
  '{c} 对{b}没好感',
  '{c} {b}的靠边站',
  '{c} {b}出局',
  '{c} {b}的一边去',
  '{c} {b}的不想考虑',
  '{c} {b}的智商税',
  '{c} {b}的踩雷了',
  '{c} 用过{b}的 不好用',
  '{b}的{c}不想要',
  '拒绝{b}的{c}',
];

describe('exclusion verbs in both word orders', () => {
  const cases = PAIRS.flatMap(([c, b]) => EXCLUDING.map((form) => [form.replace('{c}', c).replace('{b}', b), b] as const));
  it.each(cases)('%s rules out %s', (q, brand) => {
    const c = read(q);
    expect(c.excludeBrands).toContain(brand);
    expect(c.brands).not.toContain(brand);
    expect(c.categories.length).toBeGreaterThan(0);
  });

  it.each(['耳机 有线的不想要', '鼠标 有线的拒绝'])('%s rules a kind out, no brand', (q) => {
    expect(findExclusions(q, catalogVocabulary).brands).toEqual([]);
  });

  it.each(['华为的手机怎么样', '三星显示器好不好', '我不讨厌华为', '索尼的耳机不错'])('%s rules nothing out', (q) => {
    expect(read(q).excludeBrands).toEqual([]);
  });
});

describe('self-corrections: the later choice replaces the earlier one', () => {
  it.each([
    ['两百以内的 写错了 是两千以内的 空气净化器', 2000],
    ['三百以内的耳机 打错了 三千以内', 3000],
    ['扫地机 两千以内 更正一下 三千以内', 3000],
    ['咖啡机 一千以内 不对 应该是两千以内', 2000],
    ['耳机预算五百 呃 打错了 八百', 800],
    ['手机 三千以内 我是说四千以内', 4000],
    ['显示器 一千以内 输错了 一千五以内', 1500],
  ])('%s: budget up to %d', (q, max) => expect(read(q).budget?.max).toBe(max));

  it.each([
    ['耳机 索尼 我是说bose', 'Bose', '索尼'],
    ['手机 华为的 不对 我是说小米的', '小米', '华为'],
    ['冰箱 海尔 说错了 是美的', '美的', '海尔'],
    ['空调 格力 更正：美的', '美的', '格力'],
    ['跑鞋 耐克 不不 阿迪', '阿迪达斯', '耐克'],
    ['吹风机 戴森 口误 徕芬', '徕芬', '戴森'],
    ['扫地机 石头 我的意思是科沃斯', '科沃斯', '石头'],
  ])('%s wants %s, not %s', (q, wanted, gone) => {
    const c = read(q);
    expect(c.brands).toEqual([wanted]);
    expect(c.brands).not.toContain(gone);
  });

  it.each([
    ['吹风机 戴森 不不不 太贵了 换个别的牌子', '戴森'],
    ['洗碗机 西门子 不对 太贵了 看看别家', '西门子'],
    ['耳机 苹果的 算了 不喜欢 换个牌子', '苹果'],
    ['扫地机 石头 不不 买不起 其他牌子呢', '石头'],
  ])('%s takes %s back (ruled out)', (q, brand) => {
    const c = read(q);
    expect(c.excludeBrands).toContain(brand);
    expect(c.brands).toEqual([]);
  });

  it.each([
    ['电视 不对不对 是投影仪', 'projectors'],
    ['买个显示器 我是说 平板', 'tablets'],
  ])('%s asks for %s', (q, id) => expect(read(q).categories.map((c) => c.id)).toEqual([id]));

  it.each([
    ['明天北京飞上海 更正一下 是后天', '后天'],
    ['北京飞成都 我是说飞重庆', '重庆'],
  ])('%s keeps %s', (q, word) => expect(selfCorrected(q, catalogVocabulary)).toContain(word));
});

describe('out of scope: an honest short answer, no products', () => {
  it.each([
    ['这道题怎么做 3x+5=20', '解题算数'],
    ['这题怎么解 x+2=5', '解题算数'],
    ['帮我解一下这个方程 2x-3=7', '解题算数'],
    ['数学作业不会做', '解题算数'],
    ['明天北京天气怎么样 要带伞吗', '查天气'],
    ['后天上海天气咋样', '查天气'],
    ['北京明天多少度 需要穿羽绒服吗', '查天气'],
    ['上海明天会下雨吗', '查天气'],
    ['hello用中文怎么说', '做翻译'],
    ['谢谢用英语怎么说', '做翻译'],
    ['李白是哪个朝代的', '回答百科常识'],
    ['地球到月亮多远', '回答百科常识'],
    ['美国总统是谁', '回答百科常识'],
    ['今天股市怎么样', '看行情'],
    ['帮我写个周报', '写文章'],
    ['怎么写简历', '写文章'],
  ])('%s is about %s', (q, topic) => {
    expect(offTopicOf(q)).toBe(topic);
    expect(firstTurn(q).intent).toBe('unsupported');
  });

  it.each(['明天北京下雨吗 顺便推荐把雨伞', '下雨天穿的登山鞋', '买把雨伞 下雨天用'])('%s is still a search', (q) => {
    expect(firstTurn(q).intent).toBe('shopping');
  });
});

describe('one-character city abbreviations in a route', () => {
  it.each([
    ['沪飞蓉 后天', '上海', '成都'],
    ['京→沪 下周四', '北京', '上海'],
    ['京沪 明天', '北京', '上海'],
    ['穗-深 周五', '广州', '深圳'],
    ['杭到渝 后天', '杭州', '重庆'],
    ['蓉去京 下周一', '成都', '北京'],
    ['沪~穗 明天的航班', '上海', '广州'],
    ['深→京 后天 最便宜的', '深圳', '北京'],
    ['渝飞沪 明天', '重庆', '上海'],
    ['从京飞沪 明天', '北京', '上海'],
    ['京沪航班 下周五', '北京', '上海'],
    ['沪飞蓉后天', '上海', '成都'],
    ['厦->津 周六', '厦门', '天津'],
    ['明天京飞沪的机票', '北京', '上海'],
    ['周日京飞穗', '北京', '广州'],
    ['天津飞沪 明天', '天津', '上海'],
    ['京到上海 后天', '北京', '上海'],
    ['北京飞蓉 周日', '北京', '成都'],
    ['京飞南京 明天', '北京', '南京'],
  ])('%s: %s → %s', (q, from, to) => {
    expect(parseRoute(q)).toEqual({ from, to });
    expect(firstTurn(q).intent).toBe('flight');
  });

  it.each(['深色的连衣裙', '京东买的耳机', '南京的特产', '沪深300基金', '京津冀'])('%s names no abbreviated route', (q) => {
    const route = parseRoute(q);
    expect(route.from === null || route.to === null || q.includes('南京')).toBe(true);
  });
});

describe('amounts said as a guess, and k with a price word', () => {
  it.each([
    ['就是说啊 我家那个电视坏了 想换个 大概五千吧', 4500, 5500],
    ['冰箱 大概三千吧', 2700, 3300],
    ['洗衣机 差不多两千吧', 1800, 2200],
    ['笔记本 估计六千吧', 5400, 6600],
    ['吹风机 大概一千', 900, 1100],
    ['打算花两千买个手机', 1800, 2200],
    ['大概一千五吧 想要个空气净化器', 1350, 1650],
  ])('%s: %d–%d', (q, min, max) => expect(parseBudget(q)?.budget).toMatchObject({ min, max }));

  it.each([
    ['手表 5k左右', true],
    ['两千上下的手机', true],
    ['大概五千吧', true],
    ['百来块的白酒', false],
    ['两千以内', false],
    ['两千多', false],
  ])('%s: the top is firm: %s', (q, firm) => expect(Boolean(parseBudget(q)?.budget.firm)).toBe(firm));

  it.each(['大概三个人用', '大概十个', '差不多两百平米'])('%s is no budget', (q) => expect(parseBudget(q)).toBeNull());

  it.each(['耳机 2k左右', '相机 8k左右', '显示器 2k以内'])('%s states no resolution', (q) => expect(statedValues(q)).toEqual([]));
  it.each(['2k的显示器', '4k电视'])('%s states a resolution', (q) => expect(statedValues(q).length).toBe(1));
});

describe('typos and emoji', () => {
  it.each([
    ['想买个家湿器😂 冬天太干', 'humidifiers'],
    ['耳机🎧推荐', 'anc-headphones'],
    ['雨散推荐', 'umbrellas'],
    ['显试器推荐', 'monitors'],
    ['猫凉推荐', 'cat-food'],
    ['狗良推荐', 'dog-food'],
    ['面双推荐', 'face-creams'],
    ['拖协推荐', 'slippers'],
  ])('%s names %s', (q, id) => {
    const turn = firstTurn(respellCategoryWords(normaliseQuestion(q), catalogVocabulary));
    expect(turn.categories.map((c) => c.id)).toContain(id);
  });
});
