import { describe, expect, it } from 'vitest';
import { ChatRun, RUN_BUFFER_BYTES } from './chat-run';

const answer = (text: string) => ({ status: 'answer' as const, content: { content: text }, next_step: null });

describe('a running answer’s buffer', () => {
  it('keeps at most RUN_BUFFER_BYTES of frames; a reader behind the kept ones is told, one within gets every frame after its id', () => {
    const run = new ChatRun({ questionId: 'q_1', userId: 'u_1', clientQuestionId: null, version: 'v2' });
    const chunk = '好'.repeat(1000);
    const events = Math.ceil((RUN_BUFFER_BYTES * 2) / chunk.length);
    for (let i = 1; i <= events; i++) run.push(answer(chunk), { answer: i * chunk.length, reason: 0 });
    expect(run.lastSeq).toBe(events);
    expect(run.bufferedBytes).toBeLessThanOrEqual(RUN_BUFFER_BYTES);
    expect(run.canReplayFrom(0)).toBe(false);
    expect(run.canReplayFrom(events - 10)).toBe(true);
    const seen: string[] = [];
    run.subscribe(events - 10, { event: (id) => seen.push(id), end: () => {} });
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => `q_1:${events - 9 + i}`));
    // The marks cover every event, kept or not: a late resume from any id is served from the store.
    expect(run.marks.length).toBe(events);
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
