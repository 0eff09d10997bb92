import { z } from 'zod';

/** Analytics collection (spec sections 5 and 9): the rules a record obeys, checked at both ends. */
export const ANALYTICS_ENDPOINTS = {
  /** Image GET (`?data=`), form POST, beacon or batch (`data_list`). */
  collect: '/sa',
} as const;

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
