import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStores } from '../../testing/databases';
import { createTestUser, postJson, startTestServer, waitFor, type TestServer } from '../../testing/harness';
import { answerText, postSse, shownOf, type SseFrame } from '../../testing/sse-client';

const QUESTION = { question: '推荐一款2000元以内的降噪耳机' };

/** Generation decoupled from the connection (DESIGN 2.4), with a visible streaming pace. */
describe.each(testStores('stop and resume on PostgreSQL + Redis'))(
  'chat v2 stop, resume and disconnect ($name)',
  ({ postgresUrl, env }) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ postgresUrl, env: { ...env, ASSISTANT_STREAM_DELAY_MS: '20' } });
    });
    afterAll(async () => s?.close());

    const history = async (headers: Record<string, string>) =>
      (await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, headers)).body.data.chat_history_detail_list.at(-1);

    it('stop aborts the answer, ends open streams and stores the partial answer as cancelled', async () => {
      const u = await createTestUser(s.app);
      let questionId = '';
      let stopResponse: Promise<Awaited<ReturnType<typeof postJson>>> | undefined;
      const stream = await postSse(s.baseUrl, '/api/v2/chat', QUESTION, u.headers, {
        onFrame: (f: SseFrame) => {
          questionId ||= f.frame.content.question_id ?? '';
          if (f.frame.status === 'answer' && !stopResponse)
            stopResponse = postJson(s.baseUrl, '/api/v2/chat/stop', { question_id: questionId }, u.headers);
        },
      });
      const stop = await stopResponse!;
      expect(stop.status).toBe(200);
      expect(stop.body.data).toEqual({ question_id: questionId, answer_status: 3 });
      expect(stream.done).toBe(true);
      expect(stream.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: { answer_status: 3 } });
      expect(stream.frames.some((f) => f.frame.status === 'cards_load')).toBe(false);

      const item = await history(u.headers);
      expect(item.answer_info).toMatchObject({ answer_status: 3, answer_status_msg: '已停止输出' });
      expect(item.answer_info.answer.message).toBe(answerText(stream));
      expect(item.answer_info.answer.message.length).toBeGreaterThan(0);

      // Stopping it again is harmless (a double tap), and changes nothing.
      const again = await postJson(s.baseUrl, '/api/v2/chat/stop', { question_id: questionId }, u.headers);
      expect(again.status).toBe(200);
      expect(again.body.data.answer_status).toBe(3);
    });

    it('stopping a finished answer is a 409, an unknown one a 404', async () => {
      const u = await createTestUser(s.app);
      const done = await postSse(s.baseUrl, '/api/v2/chat', { question: '你好' }, u.headers);
      const finished = await postJson(
        s.baseUrl,
        '/api/v2/chat/stop',
        { question_id: done.frames[0]!.frame.content.question_id },
        u.headers,
      );
      expect(finished.status).toBe(409);
      expect(finished.body.error_msg).toBe('回答已经结束，无需停止');
      const unknown = await postJson(s.baseUrl, '/api/v2/chat/stop', { question_id: 'q_nope' }, u.headers);
      expect(unknown.status).toBe(404);
      const bad = await postJson(s.baseUrl, '/api/v2/chat/stop', {}, u.headers);
      expect(bad.status).toBe(400);
    });

    it('resumes after Last-Event-ID with exactly the events that followed it', async () => {
      const u = await createTestUser(s.app);
      const body = { ...QUESTION, question_id: 'q_local_resume1' };
      const first = await postSse(s.baseUrl, '/api/v2/chat', body, u.headers, { disconnectAfter: 5 });
      const lastId = first.frames.at(-1)!.id!;
      expect(first.frames.at(-1)!.seq).toBe(5);

      const resumed = await postSse(s.baseUrl, '/api/v2/chat', body, { ...u.headers, 'last-event-id': lastId });
      expect(resumed.done).toBe(true);
      expect(resumed.frames[0]!.seq).toBe(6);
      expect(resumed.frames.map((f) => f.seq)).toEqual(resumed.frames.map((_, i) => 6 + i));

      // Nothing lost or duplicated at the seam: the client shows the stored answer.
      const seen = shownOf([...first.frames, ...resumed.frames]);
      const item = await history(u.headers);
      expect(seen.answer).toBe(item.answer_info.answer.message);
      expect(seen.reasoning).toBe(item.answer_info.answer_reason);

      // Asked again with the same client id once it has finished: the stored answer, shown the same.
      const full = await postSse(s.baseUrl, '/api/v2/chat', body, u.headers);
      const replayed = shownOf(full.frames);
      expect(full.frames[0]!.frame.content.question_id).toBe(lastId.split(':')[0]);
      expect(replayed).toEqual(seen);

      // One question was asked, not three.
      const list = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
      expect(list.body.data.chat_history_detail_list).toHaveLength(1);
    });

    it('a client that goes away does not stop the answer: history has all of it', async () => {
      const u = await createTestUser(s.app);
      const gone = await postSse(s.baseUrl, '/api/v2/chat', QUESTION, u.headers, { disconnectAfter: 3 });
      expect(gone.done).toBe(false);
      const item = await waitFor(async () => {
        const last = await history(u.headers);
        return last?.answer_info.answer_status === 1 ? last : undefined;
      });
      expect(item.answer_info.answer.message).toMatch(/为你挑了/);
      expect(item.answer_info.product_cards.length).toBeGreaterThan(0);
    });

    it('stores the answer while it is still being written', async () => {
      const u = await createTestUser(s.app);
      const partial = await new Promise<Record<string, any>>((resolve, reject) => {
        let polling = false;
        void postSse(s.baseUrl, '/api/v2/chat', QUESTION, u.headers, {
          onFrame: (f) => {
            if (polling || f.frame.status !== 'answer') return;
            polling = true;
            waitFor(async () => {
              const last = await history(u.headers);
              return last?.answer_info.answer_status === 0 && last.answer_info.answer.message ? last : undefined;
            }).then(resolve, reject);
          },
        });
      });
      expect(partial.answer_info.answer_status).toBe(0);
      expect(partial.answer_info.answer.message.length).toBeGreaterThan(0);
    });
  },
);
