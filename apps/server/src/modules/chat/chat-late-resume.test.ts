import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStores } from '../../testing/databases';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { postSse, shownOf, type SseFrame } from '../../testing/sse-client';

/**
 * Issue 13: a finished answer is not kept in memory; a resume after it ended is served from the
 * stored answer by its stream marks. From whatever event the client last had, what it shows in
 * the end must be what was stored, and nothing past the last event is invented. With Redis, a
 * resume soon after the end is served from the answer's events kept in the Redis feed.
 */
describe.each(testStores('late resume on PostgreSQL + Redis'))(
  'late resume of a finished answer ($name)',
  ({ postgresUrl, env }) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ postgresUrl, env });
    });
    afterAll(async () => s?.close());

    const count = (frames: SseFrame[], status: string) => frames.filter((f) => f.frame.status === status).length;

    /** What the client shows from `seen`, checked against the whole stream; the ids it got after `cut` strictly rise. */
    function expectExact(label: string, whole: SseFrame[], seen: SseFrame[], late: SseFrame[], cut: number) {
      const want = shownOf(whole);
      const got = shownOf(seen);
      expect({ label, answer: got.answer, reasoning: got.reasoning }).toEqual({
        label,
        answer: want.answer,
        reasoning: want.reasoning,
      });
      expect(got.productIds, label).toEqual(want.productIds);
      expect(got.last, label).toEqual(want.last);
      // No event the client already had comes again.
      for (const status of ['search_result', 'cards_load', 'finish'])
        expect(count(seen, status), `${label} ${status}`).toBe(count(whole, status));
      // Ids strictly rise past the cut, and never past the original last event.
      const seqs = late.map((f) => f.seq!);
      expect(
        seqs.every((q, i) => q > cut && q <= whole.length && (i === 0 || q > seqs[i - 1]!)),
        `${label}: ${seqs.join(',')}`,
      ).toBe(true);
    }

    /**
     * Every cut of the original stream, resumed after it ended, shows the same as the whole stream
     * did; and so does every cut of that late resume, resumed once more from the id it stopped at.
     */
    async function expectExactFromEveryCut(url: string, body: object, headers: Record<string, string>, original: SseFrame[]) {
      const questionId = original[0]!.frame.content.question_id!;
      const n = original.length;
      const resume = (seq: number) => postSse(s.baseUrl, url, body, { ...headers, 'last-event-id': `${questionId}:${seq}` });
      for (let cut = 1; cut <= n; cut++) {
        const late = await resume(cut);
        expect(late.status, `cut ${cut}`).toBe(200);
        expect(late.done, `cut ${cut}`).toBe(true);
        const before = original.slice(0, cut);
        expectExact(`cut ${cut}`, original, [...before, ...late.frames], late.frames, cut);
        for (let j = 0; j < late.frames.length; j++) {
          const again = late.frames[j]!.seq!;
          const later = await resume(again);
          expect(later.done, `cut ${cut}, again at ${again}`).toBe(true);
          expectExact(
            `cut ${cut}, again at ${again}`,
            original,
            [...before, ...late.frames.slice(0, j + 1), ...later.frames],
            later.frames,
            again,
          );
        }
      }
    }

    it('v2: a finished recommendation, from every cut', async () => {
      const u = await createTestUser(s.app);
      const body = { question: '推荐一款2000元以内的降噪耳机', question_id: 'q_local_late1' };
      const original = await postSse(s.baseUrl, '/api/v2/chat', body, u.headers);
      expect(original.done).toBe(true);
      expect(shownOf(original.frames).productIds.length).toBeGreaterThan(0);
      await expectExactFromEveryCut('/api/v2/chat', body, u.headers, original.frames);
      const list = await postJson(s.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
      expect(list.body.data.chat_history_detail_list).toHaveLength(1);
    }, 60_000);

    it('v2: a stopped answer, from every cut, ends as stopped', async () => {
      const slow = await startTestServer({ postgresUrl, env: { ...env, ASSISTANT_STREAM_DELAY_MS: '10' } });
      try {
        const u = await createTestUser(slow.app);
        let questionId = '';
        let stop: ReturnType<typeof postJson> | undefined;
        const body = { question: '推荐一台扫地机器人', question_id: 'q_local_late2' };
        const original = await postSse(slow.baseUrl, '/api/v2/chat', body, u.headers, {
          onFrame: (f) => {
            questionId ||= f.frame.content.question_id ?? '';
            if (f.frame.status === 'answer' && (f.frame.content.content ?? '').length > 0 && !stop)
              stop = postJson(slow.baseUrl, '/api/v2/chat/stop', { question_id: questionId }, u.headers);
          },
        });
        expect((await stop!).status).toBe(200);
        expect(shownOf(original.frames).last).toMatchObject({ content: { answer_status: 3 } });
        const saved = s;
        s = slow;
        try {
          await expectExactFromEveryCut('/api/v2/chat', body, u.headers, original.frames);
        } finally {
          s = saved;
        }
      } finally {
        await slow.close();
      }
    }, 60_000);

    it('v1: a finished answer in its session, from every cut; the whole-answer event is whole', async () => {
      const u = await createTestUser(s.app);
      const body = { question: '1000元以内的手机推荐', question_id: 'q_local_late3' };
      const original = await postSse(s.baseUrl, '/api/v1/chat', body, u.headers);
      expect(original.done).toBe(true);
      await expectExactFromEveryCut('/api/v1/chat', body, u.headers, original.frames);
      const stored = await s.app.ctx.db.kysely
        .selectFrom('questions')
        .select('answer')
        .where('user_id', '=', u.userId)
        .executeTakeFirstOrThrow();
      const questionId = original.frames[0]!.frame.content.question_id!;
      // Cut a few events before the end (text deltas of one tick leave as one frame, so an unpaced
      // answer has only a handful): the whole-answer event comes just before finish.
      const cut = Math.max(1, original.frames.length - 3);
      const late = await postSse(s.baseUrl, '/api/v1/chat', body, { ...u.headers, 'last-event-id': `${questionId}:${cut}` });
      expect(late.frames.find((f) => f.frame.content.chunk_type === 2)!.frame.content.content).toBe(stored.answer);
    }, 60_000);

    it('another user cannot resume it, nor a made-up question', async () => {
      const owner = await createTestUser(s.app);
      const other = await createTestUser(s.app);
      const original = await postSse(s.baseUrl, '/api/v2/chat', { question: '你好' }, owner.headers);
      const id = original.frames[0]!.id!;
      const stolen = await postSse(s.baseUrl, '/api/v2/chat', { question: '你好' }, { ...other.headers, 'last-event-id': id });
      expect(stolen.status).toBe(404);
      const unknown = await postSse(
        s.baseUrl,
        '/api/v2/chat',
        { question: '你好' },
        { ...owner.headers, 'last-event-id': 'q_nope:3' },
      );
      expect(unknown.status).toBe(404);
    });
  },
);
