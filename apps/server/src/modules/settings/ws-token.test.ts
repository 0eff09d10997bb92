import { WS_TOKEN_TTL_MS } from '@app/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../infra/kv';
import { consumeWsToken, issueWsToken } from './ws-token';

describe('WebSocket tickets', () => {
  let clock = 1_000_000;
  const kv = new MemoryKeyValueStore(() => clock);
  const ctx = { kv };
  afterEach(() => {
    clock += 10 * WS_TOKEN_TTL_MS;
  });

  it('gives the user back once, then never again', async () => {
    const token = await issueWsToken(ctx, 'u_1');
    expect(await kv.get(`ws_token:${token}`)).toBe('u_1');
    expect(await consumeWsToken(ctx, token)).toBe('u_1');
    expect(await consumeWsToken(ctx, token)).toBeNull();
  });

  it('lets only one of two simultaneous uses win', async () => {
    const token = await issueWsToken(ctx, 'u_2');
    const results = await Promise.all([consumeWsToken(ctx, token), consumeWsToken(ctx, token), consumeWsToken(ctx, token)]);
    expect(results.filter((r) => r === 'u_2')).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(2);
  });

  it('expires after 60 s unused', async () => {
    const fresh = await issueWsToken(ctx, 'u_3');
    const stale = await issueWsToken(ctx, 'u_3');
    clock += WS_TOKEN_TTL_MS - 1;
    expect(await consumeWsToken(ctx, fresh)).toBe('u_3');
    clock += 1;
    expect(await consumeWsToken(ctx, stale)).toBeNull();
  });

  it.each(['', 'short', 'has spaces in it ok', '../../etc/passwd-xxxxxxxx', 'x'.repeat(200)])(
    'refuses a malformed or unknown ticket %j',
    async (token) => {
      expect(await consumeWsToken(ctx, token)).toBeNull();
    },
  );

  it('issues distinct tickets', async () => {
    const tokens = await Promise.all(Array.from({ length: 50 }, () => issueWsToken(ctx, 'u_4')));
    expect(new Set(tokens).size).toBe(50);
  });
});
