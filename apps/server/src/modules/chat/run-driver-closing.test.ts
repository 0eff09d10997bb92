import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { AssistantEngine, AssistantEvent } from '../../ports/assistant-engine';
import { ChatRun } from './chat-run';
import { driveRun, type DriverDeps } from './run-driver';
import type { AnswerWrites } from './answer-writes';
import type { GenerationTurns } from './generation-turns';

const answer = (text: string): AssistantEvent => ({ status: 'answer', content: { content: text }, next_step: null });
const FINISH: AssistantEvent = { status: 'finish', content: {}, next_step: null };

/** An engine that streams the given events, one per macrotask. */
const engineOf = (events: AssistantEvent[]): AssistantEngine =>
  ({
    async *answer() {
      for (const e of events) {
        await new Promise((r) => setTimeout(r, 1));
        yield e;
      }
    },
  }) as unknown as AssistantEngine;

/**
 * A store whose final write (the one carrying answer_status) is decided by `final`: true stored,
 * false fenced (a peer took the answer over), a throw an unreachable database.
 */
function storeOf(final: () => Promise<boolean>) {
  const writes: Array<Record<string, unknown>> = [];
  const store = {
    async update(_id: string, patch: Record<string, unknown>) {
      writes.push(patch);
      return 'stream_marks' in patch ? final() : true;
    },
  } as unknown as AnswerWrites;
  return { store, writes };
}

function depsOf(events: AssistantEvent[], writes: AnswerWrites): DriverDeps {
  return {
    engine: engineOf(events),
    writes,
    turns: { next: () => null, start: () => null } as unknown as GenerationTurns,
    lease: { holds: true, whenHeld: () => Promise.resolve() },
    log: pino({ level: 'silent' }),
    now: Date.now,
    live: () => 1,
  };
}

/** Drives a run with a listener; returns what the listener was shown, as parsed events. */
async function drive(events: AssistantEvent[], final: () => Promise<boolean>, onShown?: (shown: AssistantEvent[]) => void) {
  const run = new ChatRun({ questionId: 'q_closing', userId: 'u_1', clientQuestionId: null, version: 'v2' });
  const shown: AssistantEvent[] = [];
  run.subscribe(0, {
    event: (_id, data) => {
      shown.push(JSON.parse(data) as AssistantEvent);
      onShown?.(shown);
    },
    end: () => {},
  });
  const { store, writes } = storeOf(final);
  await driveRun(depsOf(events, store), run, { question: '问', history: [], userId: 'u_1' });
  return { run, shown, writes };
}

describe('an answer’s closing events are shown once it is stored as they say (issue 23)', () => {
  it('stored: the finish is shown after the final write, and the stored marks count it', async () => {
    let finalLanded = false;
    let finishShownBeforeWrite = false;
    const { shown, writes } = await drive(
      [answer('你好'), answer('，世界'), FINISH],
      async () => {
        await new Promise((r) => setTimeout(r, 30));
        finalLanded = true;
        return true;
      },
      (s) => {
        if (s.at(-1)?.status === 'finish' && !finalLanded) finishShownBeforeWrite = true;
      },
    );
    expect(finishShownBeforeWrite).toBe(false);
    expect(shown.at(-1)).toMatchObject({ status: 'finish' });
    expect(shown.at(-1)?.content.error_code).toBeUndefined();
    const final = writes.find((w) => 'stream_marks' in w)!;
    expect(String(final.stream_marks).split(',')).toHaveLength(shown.length);
    expect(final.answer_status).toBe(1);
  });

  it('taken over while its final write waited: the client is told it was interrupted, never shown a finish', async () => {
    const { shown } = await drive([answer('你好'), FINISH], () => Promise.resolve(false));
    const finishes = shown.filter((e) => e.status === 'finish');
    expect(finishes).toHaveLength(1);
    expect(finishes[0]!.content).toMatchObject({ error_code: 503 });
    expect(shown.map((e) => e.content.content ?? '').join('')).toBe('你好');
  });
});
