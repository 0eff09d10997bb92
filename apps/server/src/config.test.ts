import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('config from the environment', () => {
  it('has embedded defaults for everything', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 8787, databaseUrl: undefined, redisUrl: undefined });
    expect(c.sqlitePath).toMatch(/data[/\\]app\.db$/);
    expect(c.assistant.provider).toBe('embedded');
    expect(c.sms.provider).toBe('console');
    expect(c.cloudPhone.provider).toBe('simulator');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SMS_PROVIDER: 'pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'webhook' }, 'SMS_WEBHOOK_URL'],
    [{ ASSISTANT_PROVIDER: 'openai' }, 'LLM_API_KEY'],
    [{ CLOUD_PHONE_PROVIDER: 'http' }, 'CLOUD_PHONE_URL'],
    [{ REQUIRE_SIGNATURE: 'maybe' }, 'REQUIRE_SIGNATURE'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ METRICS_TOKEN: 'has a space in it, 16+' }, 'METRICS_TOKEN'],
  ])('%o is refused naming %s', (env, name) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(name);
  });

  it.each([
    [{ METRICS_TOKEN: 'a-long-enough-scrape-token' }, 'metricsToken', 'a-long-enough-scrape-token'],
    [{ METRICS_TOKEN: '' }, 'metricsToken', undefined],
    [{ DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' }, 'databaseUrl', 'postgres://root@127.0.0.1:5432/test'],
    [{ DATABASE_URL: '' }, 'databaseUrl', undefined],
    [{ REQUIRE_SIGNATURE: 'true' }, 'requireSignature', true],
    [{ PORT: '0' }, 'port', 0],
  ] as const)('%o → %s = %s', (env, key, value) => {
    expect(parseConfig(env)[key]).toBe(value);
  });
});
