import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { postSse, type SseFrame } from '../../testing/sse-client';
import { shownOf } from '../../testing/sse-client';

const QUESTION = { question: '推荐一款2000元以内的降噪耳机' };

/** v1 runs share v2's machinery (DESIGN 2.4): stop within a session, Last-Event-ID resume. */
describe('chat v1 stop and resume', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { ASSISTANT_STREAM_DELAY_MS: '20' } });
  });
  afterAll(async () => s?.close());

  const detail = async (headers: Record<string, string>, sessionId: string) =>
    (await postJson(s.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId }, headers)).body.data;

  it('stops within the right session only, ends the stream and stores risk_review_status 3', async () => {
    const u = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const seed = await postSse(s.baseUrl, '/api/v1/chat', { question: '你好' }, u.headers);
    const otherSession = seed.frames[0]!.frame.content.session_id!;

    let ids: { question_id: string; session_id: string } | undefined;
    let attempts: Promise<Array<Awaited<ReturnType<typeof postJson>>>> | undefined;
    const stream = await postSse(s.baseUrl, '/api/v1/chat', QUESTION, u.headers, {
      onFrame: (f: SseFrame) => {
        ids ??= { question_id: f.frame.content.question_id!, session_id: f.frame.content.session_id! };
        if (f.frame.status !== 'answer' || attempts) return;
        // Wrong session, another user, then the real stop: only the last may take effect.
        const stop = (body: object, headers: Record<string, string>) => postJson(s.baseUrl, '/api/v1/chat/stop', body, headers);
        attempts = (async () => [
          await stop({ ...ids, session_id: otherSession }, u.headers),
          await stop(ids!, other.headers),
          await stop(ids!, u.headers),
        ])();
      },
    });
    const [wrongSession, foreign, stop] = await attempts!;
    expect(wrongSession!.status).toBe(404);
    expect(foreign!.status).toBe(404);
    expect(stop!.status).toBe(200);
    expect(stop!.body.data).toEqual({ ...ids, risk_review_status: 3 });

    expect(stream.done).toBe(true);
    const [full, last] = stream.frames.slice(-2).map((f) => f.frame);
    expect(full).toMatchObject({ status: 'answer', content: { chunk_type: 2 } });
    expect(last).toMatchObject({ status: 'finish', content: { risk_review_status: 3, risk_review_msg: '已停止输出' } });
    expect(stream.frames.some((f) => f.frame.content.chunk_type === 5)).toBe(false);

    const [item] = await detail(u.headers, ids!.session_id);
    expect(item).toMatchObject({ risk_review_status: 3, risk_review_msg: '已停止输出', answer: full!.content.content });
    expect(item.answer.length).toBeGreaterThan(0);

    const again = await postJson(s.baseUrl, '/api/v1/chat/stop', ids, u.headers);
    expect(again.status).toBe(200);
    const bad = await postJson(s.baseUrl, '/api/v1/chat/stop', { question_id: ids!.question_id }, u.headers);
    expect(bad.status).toBe(400);
  });

  it('resumes after Last-Event-ID with the same v1 frames, asking once', async () => {
    const u = await createTestUser(s.app);
    const body = { ...QUESTION, question_id: 'q_local_v1resume' };
    const first = await postSse(s.baseUrl, '/api/v1/chat', body, u.headers, { disconnectAfter: 5 });
    const lastId = first.frames.at(-1)!.id!;
    const sessionId = first.frames[0]!.frame.content.session_id!;

    const resumed = await postSse(s.baseUrl, '/api/v1/chat', body, { ...u.headers, 'last-event-id': lastId });
    expect(resumed.done).toBe(true);
    expect(resumed.frames.map((f) => f.seq)).toEqual(resumed.frames.map((_, i) => 6 + i));
    expect(resumed.frames.every((f) => f.frame.content.session_id === sessionId)).toBe(true);

    // The whole answer event before finish is whole, and the client shows the stored answer.
    const seen = shownOf([...first.frames, ...resumed.frames]);
    const [item] = await detail(u.headers, sessionId);
    expect(seen.answer).toBe(item.answer);
    expect(resumed.frames.find((f) => f.frame.content.chunk_type === 2)!.frame.content.content).toBe(item.answer);

    // Asked again with the same client id once finished: the stored answer, in v1's shape.
    const full = await postSse(s.baseUrl, '/api/v1/chat', body, u.headers);
    expect(shownOf(full.frames)).toEqual(seen);
    expect(full.frames.every((f) => f.frame.content.session_id === sessionId)).toBe(true);
    expect(full.frames.find((f) => f.frame.content.chunk_type === 2)!.frame.content.content).toBe(item.answer);

    // One session with one question; the v2 endpoint does not adopt a v1 answer.
    const list = await postJson(s.baseUrl, '/api/v1/history_chat', {}, u.headers);
    expect(list.body.data.total).toBe(1);
    expect(await detail(u.headers, sessionId)).toHaveLength(1);
    const v2 = await postSse(s.baseUrl, '/api/v2/chat', QUESTION, { ...u.headers, 'last-event-id': lastId });
    expect(v2.status).toBe(404);
  });
});
