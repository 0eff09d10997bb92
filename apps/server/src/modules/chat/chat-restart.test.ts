import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { createTestUser, postJson } from '../../testing/harness';
import { postSse, shownOf } from '../../testing/sse-client';

/** A server on a data directory that outlives it, so it can be stopped and started again. */
async function serverOn(dataDir: string, env: Record<string, string> = {}): Promise<{ app: App; baseUrl: string }> {
  const app = await buildApp(testConfig(dataDir, env));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  return { app, baseUrl: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` };
}

describe('chat v2 across server restarts', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('marks answers left outputting by a crashed process as interrupted at start', async () => {
    const first = await serverOn(dataDir);
    const u = await createTestUser(first.app);
    await postSse(first.baseUrl, '/api/v2/chat', { question: '你好' }, u.headers);
    // A crash leaves the row as it was mid-answer: simulate one by putting it back to outputting.
    await first.app.ctx.db.kysely
      .updateTable('questions')
      .set({ answer_status: 0, answer_status_msg: '' })
      .where('user_id', '=', u.userId)
      .execute();
    await first.app.close();

    const second = await serverOn(dataDir);
    const h = await postJson(second.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(h.body.data.chat_history_detail_list[0].answer_info).toMatchObject({
      answer_status: 2,
      answer_status_msg: '助手已为你停止输出',
    });
    await second.app.close();
  });

  it('v1 answers cut off by a crash or a shutdown are stored as stopped (risk_review_status 3)', async () => {
    const first = await serverOn(dataDir, { ASSISTANT_STREAM_DELAY_MS: '20' });
    const u = await createTestUser(first.app);
    const done = await postSse(first.baseUrl, '/api/v1/chat', { question: '你好' }, u.headers);
    const sessionId = done.frames[0]!.frame.content.session_id!;
    // The finished one is put back mid-answer, as a crash would leave it; the second is live at close.
    await first.app.ctx.db.kysely
      .updateTable('questions')
      .set({ answer_status: 0, risk_review_status: 0, answer_status_msg: '' })
      .where('user_id', '=', u.userId)
      .execute();
    let closing: Promise<void> | undefined;
    await postSse(first.baseUrl, '/api/v1/chat', { question: '2000元以内的降噪耳机', session_id: sessionId }, u.headers, {
      onFrame: (f) => {
        if (f.seq === 4) closing = first.app.close();
      },
    });
    await closing;

    const second = await serverOn(dataDir);
    const detail = await postJson(second.baseUrl, '/api/v1/history_chat_detail', { session_id: sessionId }, u.headers);
    expect(
      detail.body.data.map((i: { risk_review_status: number; risk_review_msg: string }) => [
        i.risk_review_status,
        i.risk_review_msg,
      ]),
    ).toEqual([
      [3, '助手已为你停止输出'],
      [3, '助手已为你停止输出'],
    ]);
    await second.app.close();
  });

  it('a shutdown ends live streams and stores their answers as interrupted', async () => {
    const server = await serverOn(dataDir, { ASSISTANT_STREAM_DELAY_MS: '20' });
    const u = await createTestUser(server.app);
    let closing: Promise<void> | undefined;
    const stream = await postSse(server.baseUrl, '/api/v2/chat', { question: '2000元以内的降噪耳机' }, u.headers, {
      onFrame: (f) => {
        if (f.seq === 4) closing = server.app.close();
      },
    });
    await closing;
    expect(stream.done).toBe(true);
    expect(stream.frames.at(-1)!.frame).toMatchObject({
      status: 'finish',
      content: { error_code: 503, error_msg: '助手已为你停止输出' },
    });

    const again = await serverOn(dataDir);
    const h = await postJson(again.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    const item = h.body.data.chat_history_detail_list.at(-1);
    expect(item.answer_info).toMatchObject({ answer_status: 2, answer_status_msg: '助手已为你停止输出' });
    expect(item.answer_info.answer_reason.length).toBeGreaterThan(0);

    // Reconnecting after the restart from an earlier event: the rest of the stored answer, then
    // the interruption, and nothing past the last event the stream had.
    const lastId = stream.frames[2]!.id!;
    const resumed = await postSse(
      again.baseUrl,
      '/api/v2/chat',
      { question: '2000元以内的降噪耳机' },
      { ...u.headers, 'last-event-id': lastId },
    );
    expect(resumed).toMatchObject({ status: 200, done: true });
    const seen = shownOf([...stream.frames.slice(0, 3), ...resumed.frames]);
    expect(seen.reasoning).toBe(item.answer_info.answer_reason);
    expect(seen.answer).toBe(item.answer_info.answer.message);
    expect(seen.last).toMatchObject({ status: 'finish', content: { error_code: 503 } });
    expect(seen.lastSeq).toBe(stream.frames.at(-1)!.seq);
    const atEnd = await postSse(
      again.baseUrl,
      '/api/v2/chat',
      { question: 'x' },
      { ...u.headers, 'last-event-id': stream.frames.at(-1)!.id! },
    );
    expect(atEnd).toMatchObject({ status: 200, frames: [], done: true });
    await again.app.close();
  });

  it('a graceful shutdown lets running answers finish within the grace period, and interrupts the rest after it', async () => {
    const server = await serverOn(dataDir, { ASSISTANT_STREAM_DELAY_MS: '15', SHUTDOWN_GRACE_MS: '30000' });
    const u = await createTestUser(server.app);
    let closing: Promise<void> | undefined;
    const stream = await postSse(server.baseUrl, '/api/v2/chat', { question: '2000元以内的降噪耳机' }, u.headers, {
      onFrame: (f) => {
        if (f.seq === 4) closing = server.app.close();
      },
    });
    await closing;
    expect(stream.done).toBe(true);
    expect(stream.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: {} });
    expect(stream.frames.some((f) => f.frame.status === 'cards_load')).toBe(true);

    const short = await serverOn(dataDir, { ASSISTANT_STREAM_DELAY_MS: '15', SHUTDOWN_GRACE_MS: '300' });
    let shortClosing: Promise<void> | undefined;
    const cut = await postSse(short.baseUrl, '/api/v2/chat', { question: '2000元以内的降噪耳机' }, u.headers, {
      onFrame: (f) => {
        if (f.seq === 4) shortClosing = short.app.close();
      },
    });
    await shortClosing;
    expect(cut.frames.at(-1)!.frame).toMatchObject({ status: 'finish', content: { error_code: 503 } });

    const again = await serverOn(dataDir);
    const h = await postJson(again.baseUrl, '/api/v2/history_chat_list', {}, u.headers);
    expect(
      h.body.data.chat_history_detail_list.map((i: { answer_info: { answer_status: number } }) => i.answer_info.answer_status),
    ).toEqual([1, 2]);
    await again.app.close();
  }, 30_000);
});
