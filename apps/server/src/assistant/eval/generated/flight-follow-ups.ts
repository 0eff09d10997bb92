import { addDays } from '@app/protocol/days';
import type { Expectation } from '../check';
import { EVAL_TODAY } from './flights';
import type { Rng } from './rng';
import type { GeneratedConversation } from './types';

const HUBS = ['北京', '上海', '广州', '深圳', '成都'];
const DESTINATIONS = ['西安', '杭州', '昆明', '厦门', '重庆', '三亚', '青岛', '南京', '武汉', '长沙'];
const BY_PRICE = ['按价格从低到高排一下', '按价格排一下', '从低到高排', '价格从低到高'];
const EARLIEST = ['最早的一班', '最早的是哪班', '按起飞时间从早到晚排', '第一班几点'];
const CHEAPER = ['有没有便宜点的', '最便宜的一班', '便宜点的有吗'];
const PARTS: Array<[string, 'morning' | 'afternoon' | 'evening']> = [
  ['晚上的', 'evening'],
  ['晚上的呢', 'evening'],
  ['下午的有吗', 'afternoon'],
  ['上午的', 'morning'],
];

/**
 * conv.flight-order: follow-ups that re-sort or narrow the last flight search (按价格从低到高排一下,
 * 最早的一班, 晚上的); none names a place, so the route stays (到 in 从低到高 is not a destination).
 */
export function flightOrderConversations(rng: Rng, n = 10): GeneratedConversation[] {
  return Array.from({ length: n }, (_, i) => {
    const from = HUBS[i % HUBS.length]!;
    const to = rng.pick(DESTINATIONS);
    const date = addDays(EVAL_TODAY, 1);
    const [partWords, part] = rng.pick(PARTS);
    const turns: Array<[string, Expectation]> = [
      [`明天${from}飞${to}的机票`, { flight: { from, to, date } }],
      [rng.pick(BY_PRICE), { flight: { from, to, date, sort: 'price' } }],
      [rng.pick(EARLIEST), { flight: { from, to, date, sort: 'departure' } }],
      [partWords, { flight: { from, to, date, part } }],
      [rng.pick(CHEAPER), { flight: { from, to, date, sort: 'price' } }],
    ];
    return { family: 'conv.flight-order', turns };
  });
}
