import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';
import { answerText, postSse } from '../../testing/sse-client';

type User = Awaited<ReturnType<typeof createTestUser>>;

async function uploadVoice(s: TestServer, u: User): Promise<{ url: string; id: string }> {
  const form = new FormData();
  form.append('kind', 'voice');
  form.append('duration', '3');
  form.append('file', new Blob([padded(MEDIA_HEADERS.webm, 400)], { type: 'audio/webm' }), 'q.webm');
  const res = await fetch(`${s.baseUrl}/api/v2/upload`, { method: 'POST', headers: u.headers, body: form });
  return ((await res.json()) as { data: { url: string; id: string } }).data;
}

/** A voice-only question: no words, only the spec's voice fields. */
const voiceOnly = (voice: { url: string; id: string }) => ({
  question_id: `q_local_${Math.random().toString(36).slice(2)}`,
  question: '',
  question_voice: voice.url,
  question_voice_id: voice.id,
  question_voice_time: 3,
});

async function latest(s: TestServer, u: User) {
  const h = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
  return h.body.data.chat_history_detail_list.at(-1);
}

/** Voice questions over real HTTP (issue 14 item 3): transcribed with STT_BASE_URL, answered honestly without. */
describe('voice-only questions without a speech service', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('are answered with a real event stream saying voice needs a speech service and how to type', async () => {
    const u = await createTestUser(s.app);
    const voice = await uploadVoice(s, u);
    const r = await postSse(s.baseUrl, '/api/v2/chat', voiceOnly(voice), u.headers);
    expect(r.status).toBe(200);
    expect(r.done).toBe(true);
    expect(r.frames.every((f) => f.frame.content.error_code === undefined)).toBe(true);
    expect(r.frames.at(-1)!.frame.status).toBe('finish');
    const text = answerText(r);
    expect(text).toContain('语音识别服务');
    expect(text).toContain('键盘');
    expect(text).toContain('打字');

    const item = await latest(s, u);
    expect(item).toMatchObject({ question: '', question_voice: voice.url, question_voice_id: voice.id, question_voice_time: 3 });
    expect(item.answer_info.answer.message).toBe(text);
    expect(item.answer_info.answer_status).toBe(1);
  });
});

describe('voice-only questions with STT_BASE_URL', () => {
  let s: TestServer;
  let stt: http.Server;
  const received: Array<{ path: string; auth: string | undefined; type: string | undefined; body: string }> = [];
  let reply: { status: number; body: unknown } = { status: 200, body: { text: '推荐一款2000元以内的降噪耳机' } };

  beforeAll(async () => {
    // An OpenAI-compatible transcription endpoint on a real port.
    stt = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('latin1'),
        });
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((r) => stt.listen(0, '127.0.0.1', r));
    const { port } = stt.address() as AddressInfo;
    s = await startTestServer({ env: { STT_BASE_URL: `http://127.0.0.1:${port}/v1`, STT_API_KEY: 'sk-test' } });
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((r) => stt?.close(r));
  });

  it('transcribe the recording first, then store and answer its words', async () => {
    reply = { status: 200, body: { text: '推荐一款2000元以内的降噪耳机' } };
    const u = await createTestUser(s.app);
    const voice = await uploadVoice(s, u);
    const r = await postSse(s.baseUrl, '/api/v2/chat', voiceOnly(voice), u.headers);
    expect(r.done).toBe(true);

    const call = received.at(-1)!;
    expect(call.path).toBe('/v1/audio/transcriptions');
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.type).toMatch(/^multipart\/form-data/);
    expect(call.body).toContain('name="model"');
    expect(call.body).toContain('whisper-1');
    expect(call.body).toMatch(/name="file"; filename="[0-9a-f]+\.webm"/);

    const cards = r.frames.find((f) => f.frame.status === 'cards_load')?.frame.content.product_cards ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.category === '降噪耳机' && c.price <= 2000)).toBe(true);
    const item = await latest(s, u);
    expect(item).toMatchObject({ question: '推荐一款2000元以内的降噪耳机', question_voice: voice.url });
  });

  it('a failing speech service is said as such (no guess), and the answer still finishes', async () => {
    reply = { status: 500, body: { error: { message: 'boom' } } };
    const u = await createTestUser(s.app);
    const r = await postSse(s.baseUrl, '/api/v2/chat', voiceOnly(await uploadVoice(s, u)), u.headers);
    expect(r.done).toBe(true);
    expect(r.frames.at(-1)!.frame.status).toBe('finish');
    expect(answerText(r)).toContain('语音识别服务暂时出了问题');
    expect((await latest(s, u)).question).toBe('');
  });

  it("never reads another user's recording", async () => {
    reply = { status: 200, body: { text: '别人的话' } };
    const owner = await createTestUser(s.app);
    const voice = await uploadVoice(s, owner);
    const other = await createTestUser(s.app);
    const before = received.length;
    const r = await postJson(s.baseUrl, '/api/v2/chat', voiceOnly(voice), other.headers);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toContain('question_voice');
    expect(received.length).toBe(before);
  });
});
