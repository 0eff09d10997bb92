import { ANSWER_STATUS, formatEventId } from '@app/protocol';
import type { EventShaper, RunListener, RunSource } from './chat-run';
import type { RunFeed } from './run-feed';
import type { QuestionRow } from './repository';
import { storedFrames } from './stored-replay';

/** A follower with no event for this long checks whether the answer ended without telling it. */
export const REMOTE_IDLE_CHECK_MS = 2000;
/**
 * A follower left with only the stored answer (the feed lost frames) that cannot read it either
 * (the database is down too) ends after this long with the interruption, rather than hang; the
 * client can resume from its last event later and get the exact rest.
 */
export const REMOTE_STORE_GIVE_UP_MS = 30_000;

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
 * the stored answer. So it does when the feed loses frames (issue 23: a Redis cut, a follower
 * that starts during an outage): the follower waits for the answer to be stored as ended and
 * replays the rest from there, exact by its stream marks, or closing with the interruption.
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
      /** The feed lost frames: only the stored answer can give the rest, once it has ended. */
      let fromStoreOnly = false;
      let lostAt = 0;
      const check = () =>
        deps.reload().then(
          (stored) => {
            if (stored && stored.answer_status === ANSWER_STATUS.outputting) lastEventAt = Date.now();
            else fromStore(stored);
          },
          (err: unknown) => {
            deps.onError(err);
            if (fromStoreOnly && Date.now() - lostAt > REMOTE_STORE_GIVE_UP_MS)
              fromStore({ ...row, answer_status: ANSWER_STATUS.outputting });
          },
        );
      const watchdog = setInterval(() => {
        if (done || (!fromStoreOnly && Date.now() - lastEventAt < REMOTE_IDLE_CHECK_MS)) return;
        void check();
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
          lost: () => {
            if (done) return;
            fromStoreOnly = true;
            lostAt = Date.now();
            void check();
          },
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
