import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** One validated config object from the environment (README lists every variable). */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL 必须以 postgres:// 开头' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'REDIS_URL 必须以 redis:// 开头' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  REQUIRE_SIGNATURE: bool,
  SMS_PROVIDER: z.enum(['console', 'webhook']).default('console'),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  ASSISTANT_PROVIDER: z.enum(['embedded', 'openai']).default('embedded'),
  ASSISTANT_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(5000).default(30),
  LLM_BASE_URL: z.url().default('https://api.deepseek.com'),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('deepseek-chat'),
  CATALOG_PRODUCTS: z.coerce.number().int().min(100).max(200_000).default(5000),
  CLOUD_PHONE_PROVIDER: z.enum(['simulator', 'http']).default('simulator'),
  CLOUD_PHONE_URL: z.url().optional(),
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  TRUST_PROXY: bool,
  /** Ownership of running work: a crashed instance's answers are marked interrupted within this. */
  INSTANCE_LEASE_MS: z.coerce.number().int().min(400).max(600_000).default(15_000),
  /** PostgreSQL connections per server process (decision 048: a burst waits its turn for them). */
  PG_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Opening a PostgreSQL connection fails after this long (the database is unreachable). */
  PG_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Requests waiting for a PostgreSQL connection per process before new ones get a 503. */
  PG_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  /** At shutdown, running answers get this long to finish before they are stored as interrupted. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** Server processes on one port: a number, or `auto` for one per core (PostgreSQL + Redis only). */
  WORKERS: z
    .string()
    .default('1')
    .refine((v) => v === 'auto' || /^[1-9][0-9]?$/.test(v), { error: 'WORKERS 必须是 1-99 的整数或 auto' }),
  /** `GET /metrics` for `Authorization: Bearer <token>`; unset, there is no /metrics. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, { error: 'METRICS_TOKEN 必须是 16-200 个可见 ASCII 字符（不含空格）' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Other origins whose pages may call the API with the cookie (comma-separated), e.g. the host app's. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
});

export type Config = ReturnType<typeof parseConfig>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`配置有误 (invalid configuration):\n${lines.join('\n')}`);
  }
  const e = result.data;
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL)
    throw new ConfigError('配置有误: SMS_PROVIDER=webhook 需要设置 SMS_WEBHOOK_URL');
  if (e.ASSISTANT_PROVIDER === 'openai' && !e.LLM_API_KEY)
    throw new ConfigError('配置有误: ASSISTANT_PROVIDER=openai 需要设置 LLM_API_KEY');
  if (e.CLOUD_PHONE_PROVIDER === 'http' && !e.CLOUD_PHONE_URL)
    throw new ConfigError('配置有误: CLOUD_PHONE_PROVIDER=http 需要设置 CLOUD_PHONE_URL');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    /** The PostgreSQL pool and its admission queue (db/admission.ts). */
    pg: { max: e.PG_POOL_MAX, connectTimeoutMs: e.PG_CONNECT_TIMEOUT_MS, maxQueued: e.PG_QUEUE_MAX },
    sqlitePath: path.join(dataDir, 'app.db'),
    redisUrl: e.REDIS_URL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    mediaDir: path.join(dataDir, 'media'),
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    requireSignature: e.REQUIRE_SIGNATURE,
    sms: { provider: e.SMS_PROVIDER, webhookUrl: e.SMS_WEBHOOK_URL, ipHourlyLimit: e.SMS_IP_HOURLY_LIMIT },
    assistant: {
      provider: e.ASSISTANT_PROVIDER,
      streamDelayMs: e.ASSISTANT_STREAM_DELAY_MS,
      llmBaseUrl: e.LLM_BASE_URL,
      llmApiKey: e.LLM_API_KEY,
      llmModel: e.LLM_MODEL,
    },
    catalogProducts: e.CATALOG_PRODUCTS,
    cloudPhone: { provider: e.CLOUD_PHONE_PROVIDER, url: e.CLOUD_PHONE_URL },
    instanceLeaseMs: e.INSTANCE_LEASE_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    workers: e.WORKERS === 'auto' ? os.availableParallelism() : Number(e.WORKERS),
    /** Speech to text for voice questions; none without a base URL. */
    stt: { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL },
    /** Honour X-Forwarded-For only behind a proxy that overwrites it (per-IP limits). */
    trustProxy: e.TRUST_PROXY,
    /** Bearer token of `GET /metrics`; none, no such route. */
    metricsToken: e.METRICS_TOKEN,
    /** Origins besides the server's own that cookie-authenticated writes may come from. */
    allowedOrigins: e.ALLOWED_ORIGINS.map((o) => new URL(o).origin),
  };
}

/** Config for tests: a temp data dir, quiet logs, no streaming delay. */
export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ASSISTANT_STREAM_DELAY_MS: '0',
    CATALOG_PRODUCTS: '600',
    PORT: '0',
    // A test's close stops its live answers at once (tests of the grace period set it).
    SHUTDOWN_GRACE_MS: '0',
    ...overrides,
  });
}
