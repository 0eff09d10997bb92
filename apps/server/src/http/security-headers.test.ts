import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../testing/harness';
import { HELMET_OPTIONS, helmetHeaders } from './security-headers';

/** The headers @fastify/helmet itself puts on a response. */
async function pluginHeaders(): Promise<Headers> {
  const app = Fastify();
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.get('/', (_request, reply) => reply.send(''));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/`);
  await res.arrayBuffer();
  await app.close();
  return res.headers;
}

describe('security headers', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('are exactly the ones @fastify/helmet sets with the same options', async () => {
    const headers = helmetHeaders();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-type']).toBeUndefined();
    const plugin = await pluginHeaders();
    const fastifyOwn = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
    const fromPlugin = Object.fromEntries([...plugin].filter(([name]) => !fastifyOwn.has(name)));
    expect(headers).toEqual(fromPlugin);
  });

  it('are on every response: JSON errors, JSON answers and chat streams', async () => {
    const expected = helmetHeaders();
    const u = await createTestUser(s.app);
    const responses = [
      await fetch(`${s.baseUrl}/api/nope`, { method: 'POST' }),
      await fetch(`${s.baseUrl}/api/v2/chat`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await fetch(`${s.baseUrl}/api/v2/chat`, {
        method: 'POST',
        headers: { ...u.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ question: '你好' }),
      }),
    ];
    for (const res of responses) {
      await res.arrayBuffer();
      for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
    }
    expect(responses[2]!.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  });
});
