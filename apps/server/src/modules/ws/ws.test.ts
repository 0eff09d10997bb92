import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, announceSkip, createTestUser, startTestServer, type TestServer } from '../../testing/harness';
import { pushToUser } from './socket-hub';
import { openSocket, wsToken } from '../../testing/ws-client';

const push = { module: 'user_profile', event: 'user_profile_collect', data: { reason: 'test' } } as const;

describe('WebSocket /api/v2/ws (DESIGN 2.5)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedCatalog: false });
  });
  afterAll(async () => server.close());

  it('answers ping with pong and closes on a bad frame', async () => {
    const user = await createTestUser(server.app);
    const client = openSocket(server.baseUrl, await wsToken(server.baseUrl, user.headers));
    await client.opened;
    await client.roundTrip();
    expect(client.frames).toEqual([{ type: 'pong' }]);
    client.send({ type: 'hello' });
    await client.closed();
    expect(client.closeCode).toBe(4400);
  });

  it.each([
    ['an unknown ticket', async () => 'x'.repeat(32)],
    ['no ticket', async () => ''],
  ])('closes with 4401 for %s', async (_name, token) => {
    const client = openSocket(server.baseUrl, await token());
    await client.closed();
    expect(client.closeCode).toBe(4401);
  });

  it('a ticket is single use', async () => {
    const user = await createTestUser(server.app);
    const token = await wsToken(server.baseUrl, user.headers);
    const first = openSocket(server.baseUrl, token);
    await first.opened;
    await first.roundTrip();
    const second = openSocket(server.baseUrl, token);
    await second.closed();
    expect(second.closeCode).toBe(4401);
    first.socket.close();
  });

  it('pushToUser reaches every socket of that user and no other', async () => {
    const alice = await createTestUser(server.app);
    const bob = await createTestUser(server.app);
    const a1 = openSocket(server.baseUrl, await wsToken(server.baseUrl, alice.headers));
    const a2 = openSocket(server.baseUrl, await wsToken(server.baseUrl, alice.headers));
    const b = openSocket(server.baseUrl, await wsToken(server.baseUrl, bob.headers));
    await Promise.all([a1.roundTrip(), a2.roundTrip(), b.roundTrip()]);
    await pushToUser(server.app.ctx, alice.userId, push);
    await Promise.all([a1.next((f) => f.module === 'user_profile'), a2.next((f) => f.module === 'user_profile')]);
    expect(a1.frames.at(-1)).toEqual(push);
    await b.roundTrip();
    expect(b.frames.some((f: any) => f.module)).toBe(false);
    await expect(pushToUser(server.app.ctx, alice.userId, { module: 'nope' } as never)).rejects.toThrow();
    [a1, a2, b].forEach((c) => c.socket.close());
  });
});

describe.skipIf(!TEST_REDIS_URL)('WebSocket push across instances (Redis)', () => {
  let one: TestServer;
  let two: TestServer;
  beforeAll(async () => {
    one = await startTestServer({ seedCatalog: false, env: { REDIS_URL: TEST_REDIS_URL } });
    two = await startTestServer({ seedCatalog: false, env: { REDIS_URL: TEST_REDIS_URL } });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('a push published on one instance reaches a socket on the other', async () => {
    const user = await createTestUser(two.app);
    const client = openSocket(two.baseUrl, await wsToken(two.baseUrl, user.headers));
    await client.roundTrip();
    const { socketHubFor } = await import('./socket-hub');
    await socketHubFor(two.app.ctx).ready;
    expect(socketHubFor(one.app.ctx).socketCount(user.userId)).toBe(0);
    await pushToUser(one.app.ctx, user.userId, push);
    await client.next((f) => f.module === 'user_profile');
    expect(client.frames.at(-1)).toEqual(push);
    client.socket.close();
  });
});
if (!TEST_REDIS_URL) announceSkip('WebSocket push across instances', 'TEST_REDIS_URL');
