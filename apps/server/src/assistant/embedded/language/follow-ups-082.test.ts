import { describe, expect, it } from 'vitest';
import { aspectsAsked } from './aspects';
import { rulesOutThisBrand, withoutThisBrandOut } from './exclusions';
import { asksOnlyColour, colourAsked, isColour } from './model-colours';
import { clockWindow } from './time-windows';
import { dayShiftOf } from './flight-dates';
import { findReference } from '../dialogue/references';
import { findCities } from './flight-cities';

/** Decision 082: follow-ups after a list or one product, by family. */
describe('list positions said other ways', () => {
  it.each<[string, number[]]>([
    ['第二辆续航多少', [1]],
    ['第三张多少钱', [2]],
    ['第一本怎么样', [0]],
    ['前俩有啥区别', [0, 1]],
    ['头俩都收藏', [0, 1]],
    ['1号跟3号对比下', [0, 2]],
    ['一号二号比一比', [0, 1]],
    ['2号怎么样', [1]],
    ['三号呢', [2]],
    ['一和三都收藏一下', [0, 2]],
    ['二和四都加上', [1, 3]],
    ['老二重不重', [1]],
    ['老大和老三比比', [0, 2]],
    ['老三呢', [2]],
    ['老幺怎么样', [-1]],
  ])('%s → positions %j', (q, indexes) => {
    const ref = findReference(q);
    expect(ref?.kind).toBe('positions');
    expect(ref && 'indexes' in ref ? ref.indexes : null).toEqual(indexes);
  });

  it.each([
    '十月二号去北京',
    '5号电池',
    '3号线附近',
    '老大爷用的手机',
    '老二的衣服有推荐吗',
    '给老大买个书包',
    '老二是女儿 买啥玩具',
    '老大也要一个',
    '十一和十二',
    '买一两个',
    '1和2千的耳机',
  ])('%s points at nothing', (q) => expect(findReference(q)).toBeNull());
});

describe('an aspect of one product', () => {
  const scooter = { 续航: '55km', 电池: '锂电池', 重量: '45kg', 型号: 'F100' };
  const vacuum = { 吸力: '8000Pa', 功能: '自动上下水', 避障: '结构光避障' };
  const buds = { 降噪: '自适应降噪', 续航: '36小时', 防水: 'IPX4' };
  it.each<[string, Record<string, string>, Array<[string, string | null]>]>([
    ['第二辆续航多少', scooter, [['续航', '55km']]],
    ['它能跑多远', scooter, [['续航', '55km']]],
    ['老二重不重', scooter, [['重量', '45kg']]],
    ['这个吸力多少', vacuum, [['吸力', '8000Pa']]],
    ['第一款噪音大吗', vacuum, [['噪音', null]]],
    ['最后那个防水吗', buds, [['防水', 'IPX4']]],
    [
      '第三个续航和降噪怎么样',
      buds,
      [
        ['续航', '36小时'],
        ['降噪', '自适应降噪'],
      ],
    ],
    ['第二个怎么样', buds, []],
  ])('%s', (q, specs, asked) => expect(aspectsAsked(q, specs).map((a) => [a.name, a.spec?.value ?? null])).toEqual(asked));
});

describe('the brand talked about ruled out', () => {
  it.each([
    '不要这个牌子的',
    '这个牌子不行',
    '这家的算了',
    '不想要这个品牌',
    '这牌子就算了',
    '那个牌子的不考虑',
    '这个牌子踩过雷',
  ])('%s rules it out', (q) => {
    expect(rulesOutThisBrand(q)).toBe(true);
    expect(withoutThisBrandOut(q).replace(/[的了\s]/g, '')).toBe('');
  });
  it.each(['同一个牌子的耳机有吗', '它家的吸尘器呢', '这个牌子怎么样', '这个牌子的还有吗'])('%s rules nothing out', (q) =>
    expect(rulesOutThisBrand(q)).toBe(false),
  );
});

describe('a colour asked of one product', () => {
  it.each<[string, string]>([
    ['有白色吗', '白色'],
    ['有没有黑色的', '黑色'],
    ['这款有粉的吗', '粉色'],
    ['白色的呢', '白色'],
    ['还有红色款吗', '红色'],
    ['有深空灰吗', '深空灰'],
  ])('%s asks %s and nothing else', (q, colour) => {
    expect(colourAsked(q, ['深空灰'])).toBe(colour);
    expect(asksOnlyColour(q, ['深空灰'])).toBe(true);
  });
  it.each(['黑色的扫地机器人有吗', '白色的 两千以内', '第二个怎么样', '有没有便宜点的'])('%s is no colour of the product', (q) =>
    expect(asksOnlyColour(q)).toBe(false),
  );
  it.each<[string, string, boolean]>([
    ['玻璃白', '白色', true],
    ['白色', '白色', true],
    ['星蕴黑', '白色', false],
    ['深空灰', '深空灰', true],
    ['浅蓝', '蓝色', true],
  ])('%s is %s: %s', (listing, asked, yes) => expect(isColour(listing, asked)).toBe(yes));
});

describe('flight changes said in conversation', () => {
  it.each<[string, number]>([
    ['再往后推一天', 1],
    ['推迟一天吧', 1],
    ['往后挪一天', 1],
    ['往前推一天', -1],
    ['提早一天', -1],
  ])('%s shifts the day by %d', (q, days) => expect(dayShiftOf(q)).toBe(days));

  it.each<[string, string]>([
    ['晚一点的 六点以后', '18:00'],
    ['再晚点 七点之后', '19:00'],
    ['晚些的 8点以后', '20:00'],
    ['六点以后', '06:00'],
    ['两点以后', '14:00'],
  ])('%s departs from %s', (q, from) => expect(clockWindow(q)?.from).toBe(from));

  it.each<[string, string[]]>([
    ['申城飞羊城', ['上海', '广州']],
    ['虹桥到天府', ['上海', '成都']],
    ['星城到江城', ['长沙', '武汉']],
    ['泉城飞榕城', ['济南', '福州']],
    ['金陵到津门', ['南京', '天津']],
  ])('%s flies %j', (q, cities) => expect(findCities(q).map((m) => m.city)).toEqual(cities));
});
