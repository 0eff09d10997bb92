import type { HeldoutSingle } from '../heldout/setup';
import { family } from './groups';

/**
 * Single questions of the fifteenth held-out set (part D: flights), each the first question of
 * a new chat. Request day 2026-09-18 (day 0), a Friday: 下周一 is 9-21 (day 3), 中秋 9-25
 * (day 7), 国庆 10-01 (day 13); the last listed flight day is 11-16 (day 59), so 元旦, 圣诞 and
 * 12月3号 are past the listed days and the answer has to name the day. Every part-of-day ask has
 * a flight in that part of that day on that route (checked on the dumped timetable). Written
 * blind: see cases.ts.
 */
export const SINGLES_D: HeldoutSingle[] = [
  ...family('flight', [
    ['明天早上北京飞上海', { flight: { from: '北京', to: '上海', day: 1, part: 'morning' } }],
    ['后天晚上从上海去成都', { flight: { from: '上海', to: '成都', day: 2, part: 'evening' } }],
    ['这周日下午 广州→北京', { flight: { from: '广州', to: '北京', day: 2, part: 'afternoon' } }],
    ['下周一深圳飞杭州的票', { flight: { from: '深圳', to: '杭州', day: 3 } }],
    ['下周三一大早 成都去昆明', { flight: { from: '成都', to: '昆明', day: 5, part: 'morning' } }],
    ['周四晚上武汉回北京', { flight: { from: '武汉', to: '北京', day: 6, part: 'evening' } }],
    ['中秋节当天杭州飞北京还有票吗', { flight: { from: '杭州', to: '北京', date: '2026-09-25' } }],
    ['国庆第一天从上海飞三亚 越便宜越好', { flight: { from: '上海', to: '三亚', date: '2026-10-01', sort: 'price' } }],
    ['国庆第二天深圳回成都', { flight: { from: '深圳', to: '成都', date: '2026-10-02' } }],
    ['元旦北京飞哈尔滨看冰雪', { flight: { from: '北京', to: '哈尔滨', date: '2027-01-01' } }],
    ['圣诞节广州飞上海', { flight: { from: '广州', to: '上海', date: '2026-12-25' } }],
    ['下个月10号从西安飞深圳', { flight: { from: '西安', to: '深圳', day: 22 } }],
    ['25号早上南京飞广州', { flight: { from: '南京', to: '广州', day: 7, part: 'morning' } }],
    ['30号 重庆飞上海', { flight: { from: '重庆', to: '上海', day: 12 } }],
    ['今晚深圳到广州的红眼', { flight: { from: '深圳', to: '广州', day: 0, part: 'redeye' } }],
    ['明天上海去杭州有没有红眼航班', { flight: { from: '上海', to: '杭州', day: 1, part: 'redeye' } }],
    ['下周五晚上北京飞成都 周日回来', { text: /9月27|09-27|9\/27|27日|27号/ }],
    ['后天长沙飞三亚最早的一班', { flight: { from: '长沙', to: '三亚', day: 2, sort: 'departure' } }],
    ['下星期二 广州到成都 要最便宜的', { flight: { from: '广州', to: '成都', day: 4, sort: 'price' } }],
    ['大后天从青岛飞重庆 有几班', { flight: { from: '青岛', to: '重庆', day: 3 } }],
    ['11月1号哈尔滨飞三亚', { flight: { from: '哈尔滨', to: '三亚', day: 44 } }],
    ['11月15号北京去广州', { flight: { from: '北京', to: '广州', day: 58 } }],
    ['12月3号上海飞北京', { flight: { from: '上海', to: '北京', date: '2026-12-03' } }],
    ['下周飞丽江的机票 北京出发', { none: true, text: /丽江/ }],
    ['长沙去张家界的航班', { none: true, text: /张家界/ }],
    ['成都飞九寨沟 明天', { none: true, text: /九寨/ }],
    ['烟台到上海的飞机', { none: true, text: /烟台/ }],
    ['SZX到CTU 明天下午', { flight: { from: '深圳', to: '成都', day: 1, part: 'afternoon' } }],
    ['帝都飞魔都 周六早班机', { flight: { from: '北京', to: '上海', day: 1, part: 'morning' } }],
    ['春城飞鹏城 下周二', { flight: { from: '昆明', to: '深圳', day: 4 } }],
    ['鹭岛去帝都 这周六下午', { flight: { from: '厦门', to: '北京', day: 1, part: 'afternoon' } }],
    ['虹桥飞天府 后天上午', { flight: { from: '上海', to: '成都', day: 2, part: 'morning' } }],
    ['黄花机场飞首都机场 明天', { flight: { from: '长沙', to: '北京', day: 1 } }],
    ['禄口到三亚 中秋那天', { flight: { from: '南京', to: '三亚', date: '2026-09-25' } }],
    ['国庆前一天 武汉去三亚', { flight: { from: '武汉', to: '三亚', date: '2026-09-30' } }],
    ['下周六从拉萨回成都', { flight: { from: '拉萨', to: '成都', day: 8 } }],
    ['3天后 杭州到西安', { flight: { from: '杭州', to: '西安', day: 3 } }],
    ['我在上海 今天还有飞深圳的吗', { flight: { from: '上海', to: '深圳', day: 0 } }],
    ['24号广州飞哈尔滨', { flight: { from: '广州', to: '哈尔滨', day: 6 } }],
    ['10.3 上海飞拉萨', { flight: { from: '上海', to: '拉萨', day: 15 } }],
    ['10月7号三亚回上海', { flight: { from: '三亚', to: '上海', day: 19 } }],
    ['下下周一 北京到西安', { flight: { from: '北京', to: '西安', day: 10 } }],
    ['周末去成都玩 深圳出发 周六上午走', { flight: { from: '深圳', to: '成都', day: 1, part: 'morning' } }],
    ['今晚的红眼 广州→深圳', { flight: { from: '广州', to: '深圳', day: 0, part: 'redeye' } }],
    ['周日晚上大连飞北京', { flight: { from: '大连', to: '北京', day: 2, part: 'evening' } }],
    ['明晚成都飞西宁', { flight: { from: '成都', to: '西宁', day: 1, part: 'evening' } }],
    ['PVG到CAN 下周四 早上', { flight: { from: '上海', to: '广州', day: 6, part: 'morning' } }],
    ['冰城到三亚 这周日', { flight: { from: '哈尔滨', to: '三亚', day: 2 } }],
    ['山城飞杭州 明天晚上', { flight: { from: '重庆', to: '杭州', day: 1, part: 'evening' } }],
    ['鹏城到花城 后天', { flight: { from: '深圳', to: '广州', day: 2 } }],
  ]),
];
