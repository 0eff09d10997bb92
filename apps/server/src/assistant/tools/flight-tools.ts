import type { FlightCard } from '@app/protocol';
import { z } from 'zod';
import type { FlightsTable } from '../../db/schema';
import { chinaDay, daysBetween } from '@app/protocol/days';
import { flightRepository } from '../../modules/flights/repository';
import { flightScheduleResultSchema, searchFlightsResultSchema } from './results';
import { defineTool } from './types';

const MAX_RANGE_DAYS = 14;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' });
/** People and models write 北京市 or 上海浦东; the schedule uses plain city names. */
const city = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .transform((c) => c.replace(/(市|浦东|虹桥|大兴|首都)$/u, ''));

const flightArgs = z
  .object({
    from_city: city.describe('出发城市，如「北京」'),
    to_city: city.describe('到达城市，如「上海」'),
    date: day.describe('出发日期（北京时间），YYYY-MM-DD'),
    end_date: day.optional().describe('想看一段日期时填最后一天，YYYY-MM-DD，最多 14 天'),
    sort: z.enum(['price', 'departure']).optional().describe('price 按价格从低到高（默认），departure 按出发时间'),
    limit: z.number().int().min(1).max(10).optional().describe('返回条数，默认 6'),
  })
  .refine((a) => a.from_city !== a.to_city, { error: '出发城市和到达城市不能相同', path: ['to_city'] })
  .refine((a) => !a.end_date || (daysBetween(a.date, a.end_date) >= 0 && daysBetween(a.date, a.end_date) < MAX_RANGE_DAYS), {
    error: `end_date 不能早于 date，且日期范围最多 ${MAX_RANGE_DAYS} 天`,
    path: ['end_date'],
  });

/** The flight page opens the flight by id. */
export const flightUrl = (id: string): string => `/flight?id=${encodeURIComponent(id)}`;

const toFlightCard = (f: FlightsTable): FlightCard => ({
  id: f.id,
  flight_no: f.flight_no,
  airline: f.airline,
  from_city: f.from_city,
  to_city: f.to_city,
  date: f.date,
  dep_time: f.dep_time,
  arr_time: f.arr_time,
  price: Number(f.price),
  url: flightUrl(f.id),
});

export const searchFlights = defineTool({
  name: 'search_flights',
  description: '查询国内航班（经济舱票价）。用户问机票、航班时调用；日期用北京时间，「明天」「下周五」请先换算成具体日期。',
  parameters: flightArgs,
  result: searchFlightsResultSchema,
  describe: (a) => ({
    query: `${a.from_city}飞${a.to_city} ${a.end_date ? `${a.date} 至 ${a.end_date}` : a.date} 机票`,
    keywords: [a.from_city, a.to_city, a.date, ...(a.end_date ? [a.end_date] : []), '机票'],
  }),
  async execute(a, run) {
    const today = chinaDay(run.ctx.now());
    const toDay = a.end_date ?? a.date;
    if (toDay < today) return { result: { error: `日期已过去：今天是 ${today}，请查询今天或以后的日期` }, material: {} };
    const repo = flightRepository(run.ctx.db);
    const fromDay = a.date < today ? today : a.date;
    const rows = await repo.search({
      fromCity: a.from_city,
      toCity: a.to_city,
      fromDay,
      toDay,
      sort: a.sort ?? 'price',
      limit: a.limit ?? 6,
      bookableOnly: true,
    });
    if (!rows.length) {
      const cities = await repo.cities();
      const unknown = [a.from_city, a.to_city].filter((c) => !cities.includes(c));
      const { last } = await repo.coverage();
      const note = unknown.length
        ? `没有这些城市的航班：${unknown.join('、')}。可查询的城市：${cities.join('、')}`
        : !(await repo.hasRoute(a.from_city, a.to_city))
          ? `${a.from_city}和${a.to_city}之间没有直飞航班，可以建议经枢纽城市（北京、上海、广州等）中转`
          : `这段日期没有可订的航班（航班表排到 ${last ?? today}）`;
      return { result: { flights: [], note }, material: {} };
    }
    const cards = rows.map(toFlightCard);
    return {
      result: { flights: rows.map((f) => ({ ...toFlightCard(f), seats_left: f.seats })) },
      material: { flightCards: cards },
    };
  },
});

export const flightSchedule = defineTool({
  name: 'flight_schedule',
  description:
    '查询航班表本身：可以查哪些城市、航班排到哪一天；同时给出出发和到达城市时，说明两地之间有没有直飞航线。用户问「能查哪些城市」「能订多久以后的机票」或没有查到航班需要解释时调用。',
  parameters: z
    .object({
      from_city: city.optional().describe('出发城市，问某条航线时填'),
      to_city: city.optional().describe('到达城市，问某条航线时填'),
    })
    .refine((a) => Boolean(a.from_city) === Boolean(a.to_city), { error: '出发城市和到达城市要么都填，要么都不填' }),
  result: flightScheduleResultSchema,
  describe: (a) =>
    a.from_city && a.to_city
      ? { query: `${a.from_city}→${a.to_city} 航线`, keywords: [a.from_city, a.to_city, '航线'] }
      : { query: '航班表', keywords: ['航班表'] },
  async execute(a, run) {
    const repo = flightRepository(run.ctx.db);
    const [cities, { first, last }] = await Promise.all([repo.cities(), repo.coverage()]);
    const route = a.from_city && a.to_city ? { direct: await repo.hasRoute(a.from_city, a.to_city) } : {};
    return { result: { cities, first_day: first, last_day: last, ...route }, material: {} };
  },
});
