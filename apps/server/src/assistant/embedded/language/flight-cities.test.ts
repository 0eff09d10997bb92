import { describe, expect, it } from 'vitest';
import { abroadCity, findCities, parseRoute, SCHEDULE_CITIES, unknownDestination } from './flight-cities';

describe('parseRoute', () => {
  it.each<[string, string | null, string | null]>([
    ['下周五北京飞上海的机票', '北京', '上海'],
    ['后天上海到深圳', '上海', '深圳'],
    ['从广州出发去成都', '广州', '成都'],
    ['明天去成都最便宜的航班', null, '成都'],
    ['飞往三亚的机票', null, '三亚'],
    ['回北京的航班', null, '北京'],
    ['上海出发的机票', '上海', null],
    ['杭州-西安', '杭州', '西安'],
    ['成都回北京', '成都', '北京'],
    ['去上海，从深圳走', '深圳', '上海'],
    ['北京市到上海市', '北京', '上海'],
    ['魔都飞帝都', '上海', '北京'],
    ['浦东到白云机场', '上海', '广州'],
    ['乌鲁木齐飞哈尔滨', '乌鲁木齐', '哈尔滨'],
    ['石家庄到呼和浩特', '石家庄', '呼和浩特'],
    ['北京飞拉斯维加斯', '北京', null],
    ['推荐一款降噪耳机', null, null],
    // Airports and their codes (decision 059): the city they serve.
    ['虹桥到大兴 明天', '上海', '北京'],
    ['萧山飞双流', '杭州', '成都'],
    ['PEK到SHA后天的航班', '北京', '上海'],
    ['PVG→CTU 明天', '上海', '成都'],
    ['明天 禄口去贡嘎', '南京', '拉萨'],
    ['pvg-ctu', null, null],
    ['大兴安岭的黑木耳', null, null],
    ['can you 推荐个耳机', null, null],
  ])('%s → %s → %s', (text, from, to) => {
    expect(parseRoute(text)).toEqual({ from, to });
  });

  it('knows every city of the schedule and only those', () => {
    expect(SCHEDULE_CITIES).toHaveLength(40);
    expect(findCities('南京、南宁、南昌').map((m) => m.city)).toEqual(['南京', '南宁', '南昌']);
    expect(parseRoute('北京飞上海', ['北京'])).toEqual({ from: '北京', to: null });
  });
});

describe('unknownDestination', () => {
  it.each<[string, string | null]>([
    ['北京飞东京', '东京'],
    ['那去曼谷', '曼谷'],
    ['按价格从低到高排一下', null],
    ['从高到低排', null],
    ['按起飞时间从早到晚', null],
    ['从便宜到贵排一下', null],
    ['到时候再说', null],
    ['改到下午的', null],
    ['换到明天', null],
    ['改到下周一', null],
    ['推到5号吧', null],
    ['挪到10月3号', null],
    ['改到晚上的', null],
    ['换到红眼航班', null],
    ['改去东京', '东京'],
  ])('%s → %s', (text, place) => {
    expect(unknownDestination(text)).toBe(place);
  });
});

describe('abroadCity', () => {
  it.each<[string, string | null]>([
    ['东京呢', '东京'],
    ['那曼谷的', '曼谷'],
    ['首尔怎么样', '首尔'],
    ['成都呢', null],
    ['后天的呢', null],
  ])('%s → %s', (text, place) => {
    expect(abroadCity(text)).toBe(place);
  });
});
