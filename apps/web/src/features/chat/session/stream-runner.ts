import { parseEventId, type ChatV2Body, type StreamEventFrame } from '@app/protocol/chat';
import { CLIENT_ERROR_TEXT, type StreamErrorKind } from '@app/protocol/errors';
import { StreamError, type StreamMeta, type StreamResult } from '@/lib/sse';
import type { ChatStreamOptions } from '../api/chat-stream';
import { isTerminalFrame } from '../stream-reducer';
import type { StreamBuffer } from './stream-buffer';

export type StreamChat = (body: ChatV2Body, options: ChatStreamOptions) => Promise<StreamResult>;

/** One connection streaming into one robot message. */
export interface StreamRun {
  robotId: string;
  body: ChatV2Body;
  controller: AbortController;
  /** The last event applied (`<question_id>:<seq>`): a reconnect resumes after it. */
  lastEventId: string | null;
  seq: number;
  /** An event that ends the answer arrived (finish, risk, empty or an error). */
  ended: boolean;
}

/** How a run came to an end, for the session to act on. */
export type RunOutcome = 'ended' | 'done-without-end' | 'failed' | 'replaced';

export interface RunResult {
  outcome: RunOutcome;
  /** The last event applied, to resume after. */
  lastEventId: string | null;
  /** Why a `failed` run failed. */
  failure?: StreamErrorKind;
}

export interface StreamRunnerDeps {
  buffer: StreamBuffer;
  stream: StreamChat;
  /** The first event carries the server's question id. */
  onServerId: (robotId: string, questionId: string) => void;
}

/**
 * Streams one answer: applies each event once (events at or before the last applied sequence
 * number are skipped, so a resume never doubles text) and settles the message at the end. The
 * session decides what a run that ended without a closing event means.
 */
export function createStreamRunner({ buffer, stream, onServerId }: StreamRunnerDeps) {
  let active: StreamRun | null = null;

  function onEvent(run: StreamRun, frame: StreamEventFrame, meta: StreamMeta): void {
    if (active !== run) return;
    const seq = parseEventId(meta.id)?.seq;
    if (seq !== undefined) {
      if (seq <= run.seq) return;
      run.seq = seq;
      run.lastEventId = meta.id;
    }
    if (frame.content.question_id) onServerId(run.robotId, frame.content.question_id);
    buffer.ingest(run.robotId, frame);
    if (isTerminalFrame(frame)) {
      // The answer is over (finish, risk, empty or an error event): nothing after it matters, so
      // a connection that then closes without [DONE] is not reconnected.
      run.ended = true;
      run.controller.abort();
    }
  }

  async function run(robotId: string, body: ChatV2Body, lastEventId: string | null = null): Promise<RunResult> {
    active?.controller.abort();
    const own: StreamRun = {
      robotId,
      body,
      controller: new AbortController(),
      lastEventId,
      seq: parseEventId(lastEventId)?.seq ?? 0,
      ended: false,
    };
    active = own;
    const result = (outcome: RunOutcome, failure?: StreamErrorKind): RunResult => ({
      outcome,
      lastEventId: own.lastEventId,
      ...(failure ? { failure } : {}),
    });
    const ended = () => {
      buffer.complete(robotId);
      return result('ended');
    };
    try {
      const streamed = await stream(body, {
        signal: own.controller.signal,
        lastEventId,
        onEvent: (frame, meta) => onEvent(own, frame, meta),
        onInvalidFrame: (raw, reason) => console.warn('[chat] ignored an invalid stream frame:', reason, raw.slice(0, 200)),
      });
      if (active !== own) return result('replaced');
      if (own.ended) return ended();
      if (streamed.outcome === 'aborted') return result('replaced');
      return result('done-without-end');
    } catch (error) {
      if (active !== own) return result('replaced');
      if (own.ended) return ended();
      // Anything but a StreamError is a request that broke on the way (never the user's stop).
      const failure = error instanceof StreamError ? error : new StreamError('network', CLIENT_ERROR_TEXT.network);
      buffer.fail(robotId, failure.kind, failure.message);
      return result('failed', failure.kind);
    } finally {
      if (active === own) active = null;
    }
  }

  return {
    run,
    /** The run in progress, if any. */
    current: (): StreamRun | null => active,
    /** Drops the current connection; its run reports `replaced` and changes nothing more. */
    detach: (): StreamRun | null => {
      const was = active;
      active = null;
      was?.controller.abort();
      return was;
    },
  };
}

export type StreamRunner = ReturnType<typeof createStreamRunner>;
