import type { HeldoutConversation } from '../heldout/setup';

/**
 * Conversations of the sixteenth held-out set (part C: flights with follow-ups — day changed,
 * part of the day, cheapest, earliest, return legs, holidays past the listed days, unserved
 * cities —, a shopping turn between them). Request day: 2026-09-18, a Friday. Written blind:
 * see cases.ts.
 */
export const CONVERSATIONS_C: HeldoutConversation[] = [
  {
    family: 'flight/day-changed-then-evening',
    turns: [
      ['明天广州到上海的航班', { flight: { from: '广州', to: '上海', day: 1 } }],
      ['换成后天', { flight: { from: '广州', to: '上海', day: 2 } }],
      ['要晚上的', { flight: { from: '广州', to: '上海', day: 2, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/national-day-cheapest-then-return',
    turns: [
      ['国庆节当天 北京飞厦门', { flight: { from: '北京', to: '厦门', date: '2026-10-01' } }],
      ['把最便宜的放前面', { flight: { from: '北京', to: '厦门', date: '2026-10-01', sort: 'price' } }],
      ['回程10月6号 厦门回北京', { flight: { from: '厦门', to: '北京', day: 18 } }],
    ],
  },
  {
    family: 'flight/unserved-then-nearby-then-afternoon',
    turns: [
      ['成都飞稻城', { none: true, text: /稻城/ }],
      ['那飞西宁呢', { flight: { from: '成都', to: '西宁' } }],
      ['下周六下午的', { flight: { from: '成都', to: '西宁', day: 8, part: 'afternoon' } }],
    ],
  },
  {
    family: 'flight/between-shopping-turns',
    turns: [
      ['带GORE-TEX的登山鞋', { cat: 'hiking-shoes', attr: 'GORE-TEX' }],
      ['下周五成都飞拉萨', { flight: { from: '成都', to: '拉萨', day: 7 } }],
      ['冲锋衣也看看', { cat: 'hardshell-jackets' }],
    ],
  },
  {
    family: 'flight/nickname-earliest-return-evening',
    turns: [
      ['蓉城飞申城 下周二', { flight: { from: '成都', to: '上海', day: 4 } }],
      ['最早那一班是几点', { flight: { from: '成都', to: '上海', day: 4, sort: 'departure' } }],
      ['下周五回来 晚上的', { flight: { from: '上海', to: '成都', day: 7, part: 'evening' } }],
    ],
  },
  {
    family: 'flight/self-corrected-origin-then-morning-then-later',
    turns: [
      ['明天从杭州 哦不 从南京飞北京', { flight: { from: '南京', to: '北京', day: 1 } }],
      ['上午出发的有吗', { flight: { from: '南京', to: '北京', day: 1, part: 'morning' } }],
      ['往后推两天', { flight: { from: '南京', to: '北京', day: 3 } }],
    ],
  },
  {
    family: 'flight/redeye-then-next-morning-by-departure',
    turns: [
      ['上海飞郑州 今晚的红眼', { flight: { from: '上海', to: '郑州', day: 0, part: 'redeye' } }],
      ['那明天早上的呢', { flight: { from: '上海', to: '郑州', day: 1, part: 'morning' } }],
      ['按起飞时间先后排一下', { flight: { from: '上海', to: '郑州', day: 1, sort: 'departure' } }],
    ],
  },
  {
    family: 'flight/mid-autumn-evening-then-spring-festival-then-day-after',
    turns: [
      ['中秋那天晚上 深圳飞成都', { flight: { from: '深圳', to: '成都', date: '2026-09-25', part: 'evening' } }],
      ['春节那天呢', { flight: { from: '深圳', to: '成都', date: '2027-02-06' } }],
      ['那还是中秋第二天吧', { flight: { from: '深圳', to: '成都', day: 8 } }],
    ],
  },
  {
    family: 'flight/weekday-afternoon-then-cheapest',
    turns: [
      ['周一去北京 从武汉', { flight: { from: '武汉', to: '北京', day: 3 } }],
      ['有没有下午的', { flight: { from: '武汉', to: '北京', day: 3, part: 'afternoon' } }],
      ['不限时间 要最便宜的', { flight: { from: '武汉', to: '北京', day: 3, sort: 'price' } }],
    ],
  },
  {
    family: 'flight/price-then-new-chat-shopping',
    turns: [
      ['后天北京到哈尔滨', { flight: { from: '北京', to: '哈尔滨', day: 2 } }],
      ['哪班最划算', { flight: { from: '北京', to: '哈尔滨', day: 2, sort: 'price' } }],
      ['羽绒服 东北穿的', { cat: 'down-jackets', newChat: true }],
    ],
  },
];
