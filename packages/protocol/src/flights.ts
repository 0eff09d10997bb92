import { z } from 'zod';
import { flightCardSchema } from './cards';
import { daysInRange } from './days';

/** Flights (spec section 2, `/flight`): search by day or by a range of days, a flight's detail, the cities served. */
export const FLIGHT_ENDPOINTS = {
  search: '/api/v2/flight/search',
  detail: '/api/v2/flight/detail',
  cities: '/api/v2/flight/cities',
} as const;

/** Spec section 5: a calendar range prompt says at most N days. */
export const FLIGHT_RANGE_MAX_DAYS = 7;
export const flightRangeMessage = (n = FLIGHT_RANGE_MAX_DAYS) => `最多可选择 ${n} 天`;
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' });
const citySchema = z.string({ error: '请选择城市' }).trim().min(1, { error: '请选择城市' }).max(32);

export const flightSearchBodySchema = z
  .object({
    from_city: citySchema,
    to_city: citySchema,
    date: daySchema.optional(),
    date_from: daySchema.optional(),
    date_to: daySchema.optional(),
    sort: z.enum(['time', 'price']).optional().default('time'),
  })
  .superRefine((b, ctx) => {
    if (!b.date && !(b.date_from && b.date_to)) ctx.addIssue({ code: 'custom', path: ['date'], message: '请选择日期' });
    if (b.date_from && b.date_to) {
      const n = daysInRange(b.date_from, b.date_to);
      if (n < 1) ctx.addIssue({ code: 'custom', path: ['date_to'], message: '结束日期不能早于开始日期' });
      if (n > FLIGHT_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['date_to'], message: flightRangeMessage() });
    }
  });
export type FlightSearchBody = z.input<typeof flightSearchBodySchema>;
export type FlightSearchQuery = z.output<typeof flightSearchBodySchema>;
export const flightSchema = flightCardSchema.extend({ seats: z.number().int() });
export type Flight = z.infer<typeof flightSchema>;
export const flightListSchema = z.object({ list: z.array(flightSchema) });
export const flightDetailBodySchema = z.object({ id: z.string().trim().min(1, { error: '请提供航班编号' }).max(64) });
export const flightCitiesSchema = z.object({
  list: z.array(z.string()),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
});
