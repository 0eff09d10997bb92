import { z } from 'zod';
import { flightCardSchema, productCardSchema, wishItemSchema } from './cards';

/**
 * Contracts of the screens besides chat (spec section 2): item detail, wish list, flights,
 * habits, and the analytics collection rules of spec sections 5 and 9.
 */

const emptyBody = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);
const productIdSchema = z.string({ error: '请提供商品编号' }).trim().min(1, { error: '请提供商品编号' }).max(64);
const priceSchema = z.number({ error: '目标价应为数字' }).positive({ error: '目标价应大于 0' }).max(10_000_000);

// ---------------------------------------------------------------- item detail

export const itemDetailBodySchema = z.object({ id: productIdSchema });
export const pricePointSchema = z.object({ date: z.string(), price: z.number() });
export const priceHistorySchema = z.object({
  start_day: z.string(),
  end_day: z.string(),
  points: z.array(pricePointSchema),
  current: z.number(),
  lowest: z.number(),
  lowest_day: z.string(),
  highest: z.number(),
  average: z.number(),
  trend: z.enum(['up', 'down', 'flat']),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
export const itemDetailSchema = z.object({
  product: productCardSchema.extend({ tags: z.array(z.string()), rating: z.number(), sales: z.number() }),
  price_history: priceHistorySchema,
  /** This user's wish for the product, or null when it is not on the list. */
  wish: z.object({ target_price: z.number().nullable(), reached: z.boolean() }).nullable(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

// ---------------------------------------------------------------- wish list

export const wishListBodySchema = emptyBody(z.object({}));
export const wishListSchema = z.object({ list: z.array(wishItemSchema) });
export const wishAddBodySchema = z.object({ product_id: productIdSchema, target_price: priceSchema.nullable().optional() });
export const wishUpdateBodySchema = z.object({ product_id: productIdSchema, target_price: priceSchema.nullable() });
export const wishRemoveBodySchema = z.object({ product_id: productIdSchema });
export const removedSchema = z.object({ removed: z.boolean() });

// ---------------------------------------------------------------- flights

/** Spec section 5: a calendar range prompt says at most N days. */
export const FLIGHT_RANGE_MAX_DAYS = 7;
export const flightRangeMessage = (n = FLIGHT_RANGE_MAX_DAYS) => `最多可选择 ${n} 天`;
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' });
const citySchema = z.string({ error: '请选择城市' }).trim().min(1, { error: '请选择城市' }).max(32);

/** Whole days from `from` to `to`, both included (1 for the same day). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

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

// ---------------------------------------------------------------- habits

export const HABIT_FIELDS = ['categories', 'brands', 'budget', 'malls'] as const;
export type HabitField = (typeof HABIT_FIELDS)[number];
const habitFieldSchema = z.enum(HABIT_FIELDS, { error: '偏好类型应为 categories、brands、budget 或 malls' });
const habitValueSchema = z.string().trim().min(1, { error: '偏好不能为空' }).max(32, { error: '每项偏好最多 32 字' });
export const habitsSchema = z.object({
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  budget: z.array(z.string()),
  malls: z.array(z.string()),
  updated_at: z.string().nullable(),
});
export type Habits = z.infer<typeof habitsSchema>;
export const habitsGetBodySchema = emptyBody(z.object({}));
export const habitsUpdateBodySchema = z.object({
  field: habitFieldSchema,
  values: z.array(habitValueSchema).max(20, { error: '每类偏好最多 20 项' }),
});
export const habitsDeleteBodySchema = z.object({ field: habitFieldSchema, value: habitValueSchema.optional() });

// ---------------------------------------------------------------- analytics (spec 5 and 9)

export const ANALYTICS = {
  batchIntervalMs: 6000,
  batchTimeoutMs: 6000,
  storageLength: 200,
  sendTimeoutMs: 8000,
  heartbeatMs: 5000,
  maxStaySeconds: 432000,
  visualConfigRefreshMs: 30 * 60 * 1000,
  cookieDays: 360,
  deepLinkTimeoutMs: 2500,
  singlePage: true,
  useClientTime: true,
  heatmap: { clickmap: 'not_collect', scroll_notice_map: 'not_collect' },
  maxNameLength: 100,
  maxIdLength: 255,
  maxStringLength: 1024,
  maxReferrerLength: 200,
  trackTextLength: 100,
  /** The version-check event and its fixed tracking number. */
  versionEvent: 'ListAppViewScreen',
  versionTrackNo: 'gw_app_version_check_001',
  /** Default project of the collection endpoint. */
  project: 'default',
} as const;

export const RESERVED_NAMES = new Set([
  'date',
  'datetime',
  'distinct_id',
  'event',
  'events',
  'first_id',
  'id',
  'original_id',
  'properties',
  'second_id',
  'time',
  'user_id',
  'users',
]);
const NAME_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Null when valid, otherwise a zh-CN reason (event and property names, spec section 5). */
export function checkEventName(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0) return '名称不能为空';
  if (name.length > ANALYTICS.maxNameLength) return `名称最多 ${ANALYTICS.maxNameLength} 个字符：${name.slice(0, 20)}…`;
  if (!NAME_PATTERN.test(name)) return `名称须以字母、下划线或 $ 开头：${name}`;
  if (RESERVED_NAMES.has(name.toLowerCase())) return `名称不能使用保留字：${name}`;
  return null;
}

export type AnalyticsValue = string | number | boolean | null | string[];

/** Null when every property name and value obeys the rules. */
export function checkProperties(props: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(props)) {
    const bad = checkEventName(key);
    if (bad) return `属性${bad}`;
    const limit = key === '$referrer' ? ANALYTICS.maxReferrerLength : ANALYTICS.maxStringLength;
    if (typeof value === 'string' && value.length > limit) return `属性 ${key} 最多 ${limit} 个字符`;
    if (Array.isArray(value) && value.some((v) => typeof v !== 'string' || v.length > ANALYTICS.maxIdLength))
      return `属性 ${key} 的列表值应为不超过 ${ANALYTICS.maxIdLength} 字的文本`;
    if (value !== null && !['string', 'number', 'boolean'].includes(typeof value) && !Array.isArray(value))
      return `属性 ${key} 的值类型不支持`;
  }
  return null;
}

export const ANALYTICS_TYPES = [
  'track',
  'track_signup',
  'profile_set',
  'profile_set_once',
  'profile_increment',
  'profile_append',
  'profile_unset',
  'profile_delete',
  'item_set',
  'item_delete',
] as const;

export const analyticsRecordSchema = z.object({
  type: z.enum(ANALYTICS_TYPES, { error: '事件类型不支持' }),
  event: z.string().optional(),
  distinct_id: z
    .string({ error: '缺少 distinct_id' })
    .min(1, { error: '缺少 distinct_id' })
    .max(ANALYTICS.maxIdLength, { error: `distinct_id 最多 ${ANALYTICS.maxIdLength} 个字符` }),
  original_id: z
    .string()
    .max(ANALYTICS.maxIdLength, { error: `original_id 最多 ${ANALYTICS.maxIdLength} 个字符` })
    .optional(),
  login_id: z.string().max(ANALYTICS.maxIdLength).optional(),
  anonymous_id: z.string().max(ANALYTICS.maxIdLength).optional(),
  identities: z.record(z.string(), z.string().max(ANALYTICS.maxIdLength)).optional(),
  time: z.number().int().positive().optional(),
  properties: z.record(z.string(), z.unknown()).optional().default({}),
});
export type AnalyticsRecord = z.infer<typeof analyticsRecordSchema>;

/** Parses and checks one record; a string is the zh-CN reason it was refused. */
export function validateAnalyticsRecord(raw: unknown): AnalyticsRecord | string {
  const parsed = analyticsRecordSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? '事件格式不正确';
  const r = parsed.data;
  if (r.type === 'track' || r.type === 'track_signup') {
    const bad = checkEventName(r.event);
    if (bad) return `事件${bad}`;
  }
  return checkProperties(r.properties) ?? r;
}

export const analyticsReportSchema = z.object({
  per_day: z.array(z.object({ day: z.string(), count: z.number() })),
  top_events: z.array(z.object({ event: z.string(), count: z.number() })),
  top_pages: z.array(z.object({ page: z.string(), count: z.number() })),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
