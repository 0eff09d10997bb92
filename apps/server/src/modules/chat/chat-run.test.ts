import { foldEvents, type StreamEventFrame } from '@app/protocol';
import { describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { ChatRun, RUN_BUFFER_BYTES } from './chat-run';

const answer = (text: string) => ({ status: 'answer' as const, content: { content: text }, next_step: null });

const nextTick = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe('a running answer’s buffer', () => {
  it('keeps at most RUN_BUFFER_BYTES of frames; a reader behind the kept ones is told, one within gets every frame after its id', async () => {
    const run = new ChatRun({ questionId: 'q_1', userId: 'u_1', clientQuestionId: null, version: 'v2' });
    const chunk = '好'.repeat(1000);
    const events = Math.ceil((RUN_BUFFER_BYTES * 2) / chunk.length);
    for (let i = 1; i <= events; i++) {
      run.push(answer(chunk), { answer: i * chunk.length, reason: 0 });
      await nextTick();
    }
    expect(run.lastSeq).toBe(events);
    expect(run.bufferedBytes).toBeLessThanOrEqual(RUN_BUFFER_BYTES);
    expect(run.canReplayFrom(0)).toBe(false);
    expect(run.canReplayFrom(events - 10)).toBe(true);
    const seen: string[] = [];
    run.subscribe(events - 10, { event: (id) => seen.push(id), end: () => {} });
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => `q_1:${events - 9 + i}`));
    // The marks cover every event, kept or not: a late resume from any id is served from the store.
    expect(run.encodeMarks().split(',')).toHaveLength(events);
  });

  it('releases its frames when it ends', () => {
    const run = new ChatRun({ questionId: 'q_2', userId: 'u_1', clientQuestionId: null, version: 'v2' });
    run.push(answer('你好'), { answer: 2, reason: 0 });
    run.end();
    expect(run.bufferedBytes).toBe(0);
    expect(run.canReplayFrom(0)).toBe(false);
    expect(run.canReplayFrom(1)).toBe(true);
  });
});

/** An answer as an engine streams it: plan deltas, the end of thinking, answer deltas, cards, finish. */
const ANSWER: AssistantEvent[] = [
  { status: 'plan', content: { reasoning_content: '先看' }, next_step: null },
  { status: 'plan', content: { reasoning_content: '预算，' }, next_step: null },
  { status: 'plan', content: { reasoning_content: '再比较。' }, next_step: null },
  { status: 'answer_before_load', content: { think_ms: 12 }, next_step: null },
  ...['推荐', '这款降噪耳机，', '续航', '三十小时。', '\n'].map(answer),
  { status: 'cards_load', content: { product_cards: [] }, next_step: ['还有别的吗'] },
  answer('另外，'),
  answer('也可以看看。'),
  { status: 'finish', content: {}, next_step: null },
];

/** Pushes the answer's events (with their text lengths) in one tick, or each in a tick of its own. */
async function stream(events: AssistantEvent[], paced: boolean) {
  const run = new ChatRun({ questionId: 'q_9', userId: 'u_1', clientQuestionId: null, version: 'v2' });
  const frames: Array<{ id: string; data: string }> = [];
  run.subscribe(0, { event: (id, data) => frames.push({ id, data }), end: () => {} });
  const lengths = { answer: 0, reason: 0 };
  for (const e of events) {
    lengths.answer += e.status === 'answer' ? (e.content.content ?? '').length : 0;
    lengths.reason += e.status === 'plan' ? (e.content.reasoning_content ?? '').length : 0;
    run.push(e, { ...lengths });
    if (paced) await nextTick();
  }
  const marks = run.encodeMarks();
  run.end();
  return { frames, marks };
}

const fold = (frames: Array<{ data: string }>) => foldEvents(frames.map((f) => JSON.parse(f.data) as StreamEventFrame));
const seqs = (frames: Array<{ id: string }>) => frames.map((f) => Number(f.id.split(':')[1]));

describe('text deltas of one tick leave as one frame', () => {
  it('an unpaced burst sends fewer frames, the client folds the same answer, ids rise one by one and a mark per frame', async () => {
    const paced = await stream(ANSWER, true);
    const burst = await stream(ANSWER, false);
    expect(paced.frames).toHaveLength(ANSWER.length);
    // First plan delta alone (it carries the question id), the other two merged, the end of
    // thinking, five answer deltas as one, the cards, two answer deltas as one, finish.
    expect(burst.frames).toHaveLength(7);
    expect(fold(burst.frames)).toEqual(fold(paced.frames));
    expect(seqs(burst.frames)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(burst.marks.split(',')).toHaveLength(burst.frames.length);
    // Each mark is the text the client has after that frame: after the merged answer deltas, as
    // after the last of them paced.
    expect(burst.marks.split(',')[3]).toBe(paced.marks.split(',')[8]);
    expect(burst.marks.split(',').at(-1)).toBe(paced.marks.split(',').at(-1));
  });

  it('a held delta goes out before the run ends, even with no closing event', async () => {
    const run = new ChatRun({ questionId: 'q_8', userId: 'u_1', clientQuestionId: null, version: 'v2' });
    const frames: string[] = [];
    run.subscribe(0, { event: (_, data) => frames.push(data), end: () => frames.push('[DONE]') });
    run.push(answer('一'), { answer: 1, reason: 0 });
    run.push(answer('二'), { answer: 2, reason: 0 });
    run.push(answer('三'), { answer: 3, reason: 0 });
    run.end();
    expect(frames.map((f) => (f === '[DONE]' ? f : (JSON.parse(f) as StreamEventFrame).content.content))).toEqual([
      '一',
      '二三',
      '[DONE]',
    ]);
  });
});
