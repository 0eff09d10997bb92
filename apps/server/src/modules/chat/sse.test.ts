import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { ChatRun } from './chat-run';
import { CLOSING_WAIT_MS, streamRun } from './sse';

const answer = (text: string): AssistantEvent => ({ status: 'answer', content: { content: text }, next_step: null });
const FINISH: AssistantEvent = { status: 'finish', content: {}, next_step: null };
const tick = () => new Promise((r) => setImmediate(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A hijacked reply whose response records each write (the headers travel with the first). */
function replyOf() {
  const writes: string[] = [];
  const res = Object.assign(new EventEmitter(), {
    headersSent: false,
    writableEnded: false,
    writeHead() {},
    flushHeaders() {
      res.headersSent = true;
      writes.push('(headers)');
    },
    write(chunk: string) {
      res.headersSent = true;
      writes.push(chunk);
    },
    end(chunk: string) {
      res.headersSent = true;
      res.writableEnded = true;
      writes.push(chunk);
    },
  });
  const reply = { hijack() {}, raw: res, getHeaders: () => ({}), elapsedTime: 0 } as unknown as FastifyReply;
  return { reply, writes };
}

/** A run that streams its first event, then its text and closing event in one go, then waits `storeMs` for its final write. */
async function streamed(storeMs: number) {
  const run = new ChatRun({ questionId: 'q_sse', userId: 'u_1', clientQuestionId: null, version: 'v2' });
  const { reply, writes } = replyOf();
  streamRun(reply, run, 0);
  run.push({ status: 'plan', content: { reasoning_content: '想想' }, next_step: null });
  await tick();
  run.push(answer('第一段'));
  run.push({ status: 'cards_load', content: {}, next_step: null });
  run.push(answer('第二段'));
  run.withhold();
  run.push(FINISH);
  await sleep(storeMs);
  run.sendWithheld();
  run.end();
  await tick();
  return writes;
}

describe('SSE writes per answer (decision 066)', () => {
  it('sends the frames made while only the final write is left with the closing ones and [DONE], in one write', async () => {
    const writes = await streamed(5);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(/^id: q_sse:1\n/);
    expect(writes[1]).toMatch(
      /^id: q_sse:2\ndata: .*第一段.*\n\nid: q_sse:3\n.*\n\nid: q_sse:4\n.*第二段.*\n\nid: q_sse:5\n.*"finish".*\n\ndata: \[DONE\]\n\n$/s,
    );
  });

  it('holds them no longer than CLOSING_WAIT_MS when the final write is slow', async () => {
    const writes = await streamed(CLOSING_WAIT_MS + 100);
    expect(writes).toHaveLength(3);
    expect(writes[1]).toMatch(/第一段.*第二段/s);
    expect(writes[1]).not.toMatch(/finish/);
    expect(writes[2]).toMatch(/"finish".*\[DONE\]/s);
  });

  it('never holds the first frame', async () => {
    const run = new ChatRun({ questionId: 'q_one', userId: 'u_1', clientQuestionId: null, version: 'v2' });
    const { reply, writes } = replyOf();
    streamRun(reply, run, 0);
    run.push(answer('全部'));
    run.withhold();
    run.push(FINISH);
    await tick();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^id: q_one:1\n/);
    run.sendWithheld();
    run.end();
    expect(writes).toHaveLength(2);
  });
});
