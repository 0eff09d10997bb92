import { gunzipSync } from 'node:zlib';
import { ANALYTICS, validateAnalyticsRecord, type AnalyticsRecord } from '@app/protocol';

export const MAX_BATCH = ANALYTICS.storageLength;
/**
 * The most a payload may inflate to. zlib stops as soon as the output passes it, so a gzip bomb
 * (400 MB of zeros in 400 KB) is refused after 1 MB of work, not after inflating it all.
 */
export const MAX_INFLATED_BYTES = 1024 * 1024;

export class AnalyticsInputError extends Error {}

/** The collection request's fields, from the query (image GET) or the body (ajax, beacon, batch). */
export interface CollectInput {
  data?: unknown;
  data_list?: unknown;
  gzip?: unknown;
}

/** base64 (standard or URL-safe) → text, gunzipping when the bytes are gzip. */
export function decodePayload(encoded: string): string {
  const clean = encoded.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) throw new AnalyticsInputError('数据不是有效的 base64');
  const bytes = Buffer.from(clean, 'base64');
  const isGzip = bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
  if (!isGzip) return bytes.toString('utf8');
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE')
      throw new AnalyticsInputError(`数据解压后超过 ${MAX_INFLATED_BYTES / 1024 / 1024} MB，已拒绝`);
    throw new AnalyticsInputError('数据解压失败');
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AnalyticsInputError('数据不是有效的 JSON');
  }
}

/** A field may arrive base64-encoded (the SDK's way) or, in a JSON body, as the object itself. */
function recordsOf(field: unknown): unknown[] {
  const value = typeof field === 'string' ? parseJson(decodePayload(field)) : field;
  return Array.isArray(value) ? value : [value];
}

/**
 * Decodes and validates a collection request: `data` (one record or a list) or `data_list`
 * (a batch). Every record must pass, otherwise nothing is stored and the reason is returned.
 */
export function decodeCollect(input: CollectInput): AnalyticsRecord[] {
  const raw = input.data_list !== undefined ? input.data_list : input.data;
  if (raw === undefined || raw === null || raw === '') throw new AnalyticsInputError('缺少 data 或 data_list');
  const records = recordsOf(raw);
  if (records.length === 0) throw new AnalyticsInputError('没有可接收的事件');
  if (records.length > MAX_BATCH) throw new AnalyticsInputError(`一次最多上报 ${MAX_BATCH} 条事件`);
  return records.map((r, i) => {
    const checked = validateAnalyticsRecord(r);
    if (typeof checked === 'string')
      throw new AnalyticsInputError(records.length > 1 ? `第 ${i + 1} 条事件：${checked}` : checked);
    return checked;
  });
}
