import { ANSWER_STATUS, CLIENT_ERROR_TEXT, RISK_REVIEW_STATUS, type RiskReviewValue } from '@app/protocol';
import type { Logger } from 'pino';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../../ports/assistant-engine';
import { writeState } from '../../ports/conversation-state';
import { answerEnded } from '../../infra/metrics';
import { AnswerState } from './answer-state';
import type { AnswerWrites } from './answer-writes';
import type { ChatRun, StopReason } from './chat-run';
import type { GenerationTurns } from './generation-turns';

/** The growing answer is written at most this often; the final state is written at once. */
export const PERSIST_EVERY_MS = 500;
/**
 * With many answers at once, each is written less often, so that the growing answers of one
 * instance cost at most about this many writes a second (decision 038): under a burst of a
 * thousand, writing each every 500 ms was 2,000 writes a second, which the answers' own final
 * writes then queued behind. A hundred answers at once are still written every 500 ms.
 */
export const PROGRESS_WRITES_PER_SECOND = 200;

/** How long a growing answer waits before it is written, with `live` answers running here. */
export const persistEveryMs = (live: number): number => Math.max(PERSIST_EVERY_MS, (live * 1000) / PROGRESS_WRITES_PER_SECOND);
/**
 * The final write is tried this many times (about a minute, backing off to 3 s) while the
 * database does not answer: an answer left "outputting" by a live owner is never swept.
 */
export const FINAL_WRITE_ATTEMPTS = 25;

/** The owner's lease, as the driver sees it (infra/instance.ts, decision 031). */
export interface LeaseView {
  /** False while the lease is in doubt: the run neither streams nor writes. */
  readonly holds: boolean;
  whenHeld(): Promise<void>;
}

export interface DriverDeps {
  engine: AssistantEngine;
  writes: AnswerWrites;
  /** Shared by every run: generation yields to new requests between events. */
  turns: GenerationTurns;
  lease: LeaseView;
  log: Logger;
  now: () => number;
  /** Answers running on this instance now (they share the budget of progress writes). */
  live: () => number;
}

/**
 * Serialised writes: a throttled write can never land after (and undo) the final one. Throttled
 * writes carry what changed; the final one carries everything, so it also repairs a lost write.
 */
function throttledWriter(write: (final: boolean) => Promise<unknown>, onError: (e: unknown) => void, everyMs: () => number) {
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (final: boolean) => (chain = chain.then(() => write(final)).catch(onError));
  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void enqueue(false);
      }, everyMs());
      timer.unref();
    },
    async flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      await enqueue(true);
    },
  };
}

/**
 * The closing event of a stopped run and the status it is stored with. Both are "stopped" for
 * v1 (risk_review_status 3); v2 tells a user's stop (cancelled) from an interruption (error).
 */
const STOPS: Record<
  StopReason,
  {
    status: typeof ANSWER_STATUS.cancelled | typeof ANSWER_STATUS.error;
    msg: string;
    riskReview: RiskReviewValue;
    event: AssistantEvent;
  }
> = {
  cancelled: {
    status: ANSWER_STATUS.cancelled,
    msg: CLIENT_ERROR_TEXT.stopped,
    riskReview: RISK_REVIEW_STATUS.stopped,
    event: {
      status: 'finish',
      content: { answer_status: ANSWER_STATUS.cancelled, answer_status_msg: CLIENT_ERROR_TEXT.stopped },
      next_step: null,
    },
  },
  interrupted: {
    status: ANSWER_STATUS.error,
    msg: CLIENT_ERROR_TEXT.streamInterrupted,
    riskReview: RISK_REVIEW_STATUS.stopped,
    event: { status: 'finish', content: { error_code: 503, error_msg: CLIENT_ERROR_TEXT.streamInterrupted }, next_step: null },
  },
};

const FAILURE: AssistantEvent = {
  status: 'finish',
  content: { error_code: 500, error_msg: CLIENT_ERROR_TEXT.streamGenerationError },
  next_step: null,
};

const lengths = (state: AnswerState) => ({ answer: state.answer.length, reason: state.reason.length });

/**
 * Runs the assistant for one question to the end (or until stopped), feeding every event to
 * the run's buffer and to the stored answer. Never throws: failures become an error event.
 */
export async function driveRun(
  d: DriverDeps,
  run: ChatRun,
  request: Omit<AssistantRequest, 'signal' | 'saveState'>,
): Promise<void> {
  const state = new AnswerState();
  /**
   * The conversation state the engine saves before its closing event is stored with the final
   * write (decision 029, round 3: one statement and one commit fewer per answer). The next
   * question reads it once this run has ended, which is after that write.
   */
  let conversation: string | null = null;
  const startedAt = d.now();
  /** A write found the answer no longer this owner's: a peer took it over, or a stop cancelled it. */
  let lost = false;
  const takenOver = () => {
    if (lost) return;
    lost = true;
    d.log.warn({ questionId: run.questionId }, 'answer taken over by a peer; this owner stops it without storing');
    run.stop('interrupted');
  };
  /** The final write landed: the closing frames may be shown. */
  let stored = false;
  const writeFinal = async () => {
    if (lost) return;
    const row = {
      ...state.toRow(d.now()),
      stream_marks: run.encodeMarks(),
      ...(conversation === null ? {} : { conversation_state: conversation }),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        if (await d.writes.update(run.questionId, row)) stored = true;
        else takenOver();
        return;
      } catch (err) {
        if (attempt >= FINAL_WRITE_ATTEMPTS) throw err;
        if (attempt === 1) d.log.warn({ err, questionId: run.questionId }, 'could not store the final answer; trying again');
        await new Promise((r) => setTimeout(r, Math.min(attempt * 250, 3000)));
      }
    }
  };
  const writer = throttledWriter(
    async (final) => {
      if (final) return writeFinal();
      if (!(await d.writes.update(run.questionId, state.takeChanges(d.now())))) takenOver();
    },
    (err) => d.log.error({ err, questionId: run.questionId }, 'could not store the answer'),
    () => persistEveryMs(d.live()),
  );
  const signal = run.controller.signal;
  try {
    // The engine's work up to the first event waits its turn, ahead of running answers (decision 048).
    const start = d.turns.start();
    if (start) await start;
    const saveState = (next: Parameters<typeof writeState>[0]) => {
      conversation = writeState(next);
      return Promise.resolve();
    };
    for await (const e of d.engine.answer({ ...request, signal, saveState })) {
      if (signal.aborted) break;
      // The lease is in doubt: nothing more is streamed until it is renewed and this answer re-checked.
      if (!d.lease.holds) await d.lease.whenHeld();
      if (signal.aborted) break;
      state.apply(e);
      // The closing events are shown once the answer is stored as they say (see the end).
      if (state.ended) run.withhold();
      run.push(e, lengths(state));
      writer.schedule();
      // After the closing event there is nothing left to generate: end the stream at once.
      const turn = state.ended ? null : d.turns.next();
      if (turn) await turn;
    }
  } catch (err) {
    if (!signal.aborted) {
      d.log.error({ err, questionId: run.questionId }, 'assistant failed');
      state.apply(FAILURE);
      run.withhold();
      run.push(FAILURE, lengths(state));
    }
  }
  if (run.stopReason && !state.ended) {
    const stop = STOPS[run.stopReason];
    state.end(stop.status, stop.msg, stop.riskReview);
    run.withhold();
    run.push(stop.event, lengths(state));
  }
  // An engine that ends without a closing event still produced a complete answer.
  state.end(ANSWER_STATUS.finished, '');
  await writer.flush();
  if (stored) run.sendWithheld();
  else {
    // Not stored as it ended: a peer took it over (or a stop on another instance cancelled it),
    // or the database never came back. The client is told so, never shown a finish the stored
    // answer contradicts; it keeps the text it was shown, which the stored answer begins with.
    run.dropWithheld();
    run.push(STOPS[run.stopReason === 'cancelled' ? 'cancelled' : 'interrupted'].event, lengths(state));
  }
  answerEnded(state.status, startedAt, d.now());
  run.end();
}
