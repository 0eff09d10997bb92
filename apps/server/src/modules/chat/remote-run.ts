import { ANSWER_STATUS, formatEventId } from '@app/protocol';
import type { EventShaper, RunListener, RunSource } from './chat-run';
import type { RunFeed } from './run-feed';
import type { QuestionRow } from './repository';
import { storedFrames } from './stored-replay';

/** A follower with no event for this long checks whether the answer ended without telling it. */
export const REMOTE_IDLE_CHECK_MS = 2000;

interface RemoteRunDeps {
  feed: RunFeed;
  /** Reads the answer again (the follower's watchdog, a feed that kept nothing). */
  reload: () => Promise<QuestionRow | undefined>;
  makeShaper?: () => EventShaper;
  /** Asks the owner to publish the run's frames as they come (a live reader is here). */
  watch: () => Promise<void>;
  onError: (err: unknown) => void;
}

/**
 * An answer followed through the feed (issue 13): generated on another instance (or finished
 * and still kept in Redis), replayed after `Last-Event-ID` and followed live as its frames
 * arrive. When the feed keeps nothing (expired), or the answer ended without an end mark (its
 * owner crashed, or a stop found the owner gone and stored it as cancelled), the rest comes from
 * the stored answer.
 */
export function remoteRun(row: QuestionRow, deps: RemoteRunDeps): RunSource {
  return {
    subscribe(afterSeq: number, listener: RunListener) {
      let last = afterSeq;
      let lastEventAt = Date.now();
      let done = false;
      let stopFollowing = () => {};
      const finish = () => {
        if (done) return;
        done = true;
        clearInterval(watchdog);
        listener.end();
      };
      const fromStore = (stored: QuestionRow | undefined) => {
        if (done) return;
        stopFollowing();
        if (stored) for (const f of storedFrames(stored, last, deps.makeShaper)) listener.event(f.id, f.data);
        finish();
      };
      const watchdog = setInterval(() => {
        if (done || Date.now() - lastEventAt < REMOTE_IDLE_CHECK_MS) return;
        deps.reload().then((stored) => {
          if (stored && stored.answer_status === ANSWER_STATUS.outputting) lastEventAt = Date.now();
          else fromStore(stored);
        }, deps.onError);
      }, REMOTE_IDLE_CHECK_MS);
      watchdog.unref();
      if (row.answer_status === ANSWER_STATUS.outputting) deps.watch().catch(deps.onError);
      stopFollowing = deps.feed.follow(
        row.id,
        afterSeq,
        {
          event: (seq, data) => {
            if (done) return;
            last = seq;
            lastEventAt = Date.now();
            listener.event(formatEventId(row.id, seq), data);
          },
          end: finish,
        },
        {
          live: row.answer_status === ANSWER_STATUS.outputting,
          onMissing: () => fromStore(row),
        },
      );
      return () => {
        done = true;
        clearInterval(watchdog);
        stopFollowing();
      };
    },
  };
}
