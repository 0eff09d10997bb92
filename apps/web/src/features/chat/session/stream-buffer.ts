import type { StreamEventFrame } from '@app/protocol/chat';
import type { StreamErrorKind } from '@app/protocol/errors';
import type { RobotMessage } from '../model';
import type { ChatStore, Update } from '../store';
import { applyStreamFrame, cancelRobot, completeRobot, failRobot, type FrameReducer } from '../stream-reducer';

/** Token updates are batched so React renders at most ~20 times a second while streaming. */
export const STREAM_THROTTLE_MS = 50;

/**
 * Stream events on their way into the store: queued, then folded into their messages together at
 * most every `throttleMs` with the chat version's reducer. Every way a stream ends applies what
 * is queued first.
 */
export function createStreamBuffer(
  store: ChatStore,
  throttleMs: number = STREAM_THROTTLE_MS,
  reduce: FrameReducer = applyStreamFrame,
) {
  let queue: Array<{ robotId: string; frame: StreamEventFrame }> = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  function flush(): void {
    stopTimer();
    if (queue.length === 0) return;
    const byRobot = new Map<string, StreamEventFrame[]>();
    for (const { robotId, frame } of queue) byRobot.set(robotId, [...(byRobot.get(robotId) ?? []), frame]);
    queue = [];
    store
      .getState()
      .updateRobots(
        [...byRobot].map(
          ([robotId, frames]) => [robotId, (m: RobotMessage) => frames.reduce((acc, frame) => reduce(acc, frame), m)] as const,
        ),
      );
  }

  const settle = (robotId: string, fn: Update<RobotMessage>) => {
    flush();
    store.getState().settleWith(robotId, fn);
  };

  return {
    ingest(robotId: string, frame: StreamEventFrame): void {
      queue.push({ robotId, frame });
      if (throttleMs <= 0) return flush();
      if (timer === null) timer = setTimeout(flush, throttleMs);
    },
    flush,
    complete: (robotId: string) => settle(robotId, completeRobot),
    fail: (robotId: string, kind: StreamErrorKind, text: string) => settle(robotId, (m) => failRobot(m, kind, text)),
    cancel: (robotId: string) => settle(robotId, cancelRobot),
    settle,
    /** Forgets queued events (the conversation was reset). */
    drop(): void {
      stopTimer();
      queue = [];
    },
  };
}

export type StreamBuffer = ReturnType<typeof createStreamBuffer>;
