import { createCipheriv, createHash } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { ENCRYPTED_PREFIX, encryptStringFields, decryptField, fieldKey } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../testing/harness';
import { sessionSecretKey } from '../modules/auth/guard';
import { decryptBodyHook } from './decrypt-body';
import { registerErrorHandling } from './error-handler';

describe('decryptBodyHook (DESIGN 2.3)', () => {
  let server: TestServer;
  let echo: ReturnType<typeof Fastify>;
  beforeAll(async () => {
    server = await startTestServer({ seedCatalog: false });
    echo = Fastify();
    registerErrorHandling(echo as never);
    await echo.register(fastifyCookie);
    echo.post('/echo', { preValidation: decryptBodyHook(sessionSecretKey(server.app.ctx)) }, async (request: FastifyRequest) => ({
      data: request.body,
    }));
    await echo.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await echo.close();
    await server.close();
  });

  const post = async (body: unknown, headers: Record<string, string>) => {
    const addr = echo.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const res = await postJson(`http://127.0.0.1:${port}`, '/echo', body, headers);
    return { statusCode: res.status, json: () => res.body };
  };

  it('decrypts every enc:v1 field with the session secret before validation', async () => {
    const user = await createTestUser(server.app);
    const sealed = await encryptStringFields(
      { question: '推荐一款降噪耳机', question_id: 'q_local_1', glm_power: 0 },
      user.secretKey,
    );
    const res = await post(sealed, user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ question: '推荐一款降噪耳机', question_id: 'q_local_1', glm_power: 0 });
  });

  it('a field that fails to decrypt is a 400 naming it', async () => {
    const user = await createTestUser(server.app);
    const sealed = await encryptStringFields({ question: '耳机' }, 'someone-else');
    const res = await post({ ...sealed, question_id: 'q1' }, user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_msg).toContain('question');
  });

  it('leaves plain bodies alone and refuses encrypted ones without a session', async () => {
    const user = await createTestUser(server.app);
    expect((await post({ question: '耳机' }, {})).json().data).toEqual({ question: '耳机' });
    const sealed = await encryptStringFields({ question: '耳机' }, user.secretKey);
    expect((await post(sealed, {})).statusCode).toBe(401);
  });

  it('reads what an independent AES-256-GCM implementation wrote (iv12 | ciphertext | tag16)', async () => {
    const iv = Buffer.alloc(12, 3);
    const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update('secret').digest(), iv);
    const ct = Buffer.concat([cipher.update('你好', 'utf8'), cipher.final()]);
    const field = ENCRYPTED_PREFIX + Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64');
    expect(await decryptField(field, await fieldKey('secret'))).toBe('你好');
  });
});
