import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { safeImageUrl } from '@app/protocol/safe-url';
import { parseCsv } from './csv';

/** Lists arrive as JSON arrays (JSONL) or `a|b|c` text (CSV). */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() ? v.split('|').map((s) => s.trim()) : []) : v), z.array(item));
const optionalNumber = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().optional());

/** One product of an operator's feed (DESIGN 1: the production catalog source). */
export const feedProductSchema = z.object({
  id: z
    .string()
    .regex(/^p_\d+$/, { error: 'id 需形如 p_000123' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  title: z.string().trim().min(1, { error: '缺少商品标题 title' }),
  brand: z.string().trim().min(1, { error: '缺少品牌 brand' }),
  category: z.string().trim().min(1, { error: '缺少品类 category' }),
  category_group: z.string().trim().optional(),
  mall: z.string().trim().min(1, { error: '缺少商城 mall' }),
  price: z.coerce.number().positive({ error: '价格 price 必须大于 0' }),
  original_price: optionalNumber,
  image: z
    .string()
    .trim()
    .refine((v) => v === '' || safeImageUrl(v) !== null, { error: '图片地址 image 只能是 https 或 /media/ 开头' })
    .optional(),
  url: z.string().optional(),
  specs: z
    .preprocess((v) => (typeof v === 'string' ? (v.trim() ? JSON.parse(v) : {}) : v), z.record(z.string(), z.string()))
    .optional(),
  tags: listOf(z.string()).optional(),
  rating: optionalNumber.pipe(z.number().min(0).max(5).optional()),
  sales: optionalNumber.pipe(z.number().int().min(0).optional()),
  /** Daily prices, oldest first, ending today. */
  prices: listOf(z.coerce.number().positive()).optional(),
});
export type FeedProduct = z.infer<typeof feedProductSchema>;

export class FeedError extends Error {}

function validate(record: unknown, line: number): FeedProduct {
  const parsed = feedProductSchema.safeParse(record);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new FeedError(`第 ${line} 行：${issue.path.join('.') || '记录'} ${issue.message}`);
}

function fromJsonLines(text: string): FeedProduct[] {
  return text.split(/\r?\n/).flatMap((raw, i) => {
    if (!raw.trim()) return [];
    let record: unknown;
    try {
      record = JSON.parse(raw);
    } catch {
      throw new FeedError(`第 ${i + 1} 行不是有效的 JSON`);
    }
    return [validate(record, i + 1)];
  });
}

function fromCsv(text: string): FeedProduct[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const keys = header.map((h) => h.trim());
  return rows.map((row, i) => validate(Object.fromEntries(keys.map((k, j) => [k, row[j] ?? ''])), i + 2));
}

/** Reads a `.jsonl`/`.ndjson` or `.csv` feed; every record is validated, errors name the line. */
export function readFeed(file: string): FeedProduct[] {
  const text = fs.readFileSync(file, 'utf8');
  const ext = path.extname(file).toLowerCase();
  if (ext === '.csv') return fromCsv(text);
  if (ext === '.jsonl' || ext === '.ndjson' || ext === '.json') return fromJsonLines(text);
  throw new FeedError(`不支持的文件类型 ${ext}：请使用 .jsonl 或 .csv`);
}
