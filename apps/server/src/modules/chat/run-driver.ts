import { ANSWER_STATUS, CLIENT_ERROR_TEXT, RISK_REVIEW_STATUS, type RiskReviewValue } from '@app/protocol';
import type { Logger } from 'pino';
import type { AssistantEngine, AssistantEvent, AssistantRequest } from '../../assistant/engine';
import { answerEnded } from '../../infra/metrics';
import { AnswerState } from './answer-state';
import type { AnswerWrites } from './answer-writes';
import type { ChatRun, StopReason } from './chat-run';
import type { GenerationTurns } from './generation-turns';

/** The growing answer is written at most this often; the final state is written at once. */
export const PERSIST_EVERY_MS = 500;

export interface DriverDeps {
  engine: AssistantEngine;
  writes: AnswerWrites;
  /** Shared by every run: generation yields to new requests between events. */
  turns: GenerationTurns;
  log: Logger;
  now: () => number;
}

/**
 * Serialised writes: a throttled write can never land after (and undo) the final one. Throttled
 * writes carry what changed; the final one carries everything, so it also repairs a lost write.
 */
function throttledWriter(write: (final: boolean) => Promise<unknown>, onError: (e: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = (final: boolean) => (chain = chain.then(() => write(final)).catch(onError));
  return {
    schedule() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        void enqueue(false);
      }, PERSIST_EVERY_MS);
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
export async function driveRun(d: DriverDeps, run: ChatRun, request: Omit<AssistantRequest, 'signal'>): Promise<void> {
  const state = new AnswerState();
  const startedAt = d.now();
  const writer = throttledWriter(
    (final) =>
      d.writes.update(
        run.questionId,
        final ? { ...state.toRow(d.now()), stream_marks: run.marks.encode() } : state.takeChanges(d.now()),
      ),
    (err) => d.log.error({ err, questionId: run.questionId }, 'could not store the answer'),
  );
  const signal = run.controller.signal;
  try {
    for await (const e of d.engine.answer({ ...request, signal })) {
      if (signal.aborted) break;
      state.apply(e);
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
      run.push(FAILURE, lengths(state));
    }
  }
  if (run.stopReason && !state.ended) {
    const stop = STOPS[run.stopReason];
    state.end(stop.status, stop.msg, stop.riskReview);
    run.push(stop.event, lengths(state));
  }
  // An engine that ends without a closing event still produced a complete answer.
  state.end(ANSWER_STATUS.finished, '');
  await writer.flush();
  answerEnded(state.status, startedAt, d.now());
  run.end();
}
