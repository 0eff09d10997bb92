/** Schedules a callback for the next frame; returns a handle for `cancel`. */
export type FrameScheduler = { request: (run: () => void) => number; cancel: (handle: number) => void };

const animationFrames: FrameScheduler = {
  request: (run) => requestAnimationFrame(run),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Keeps a list at its end while content grows there, at most once per frame: `follow()` may be
 * called on every render, and the next frame writes the offset `target()` gives then (from the
 * virtualizer's sizes, not the DOM, so nothing forces a layout). `scrolled(offset)` reads a scroll
 * event: one at the offset it wrote is its own; any other keeps following only within
 * `thresholdPx` of the end, so scrolling up stops it until `resume()`. After `resume()` it keeps
 * following until a scroll event has reached the end (rows measured on the way move the end).
 * Before it writes, `read()` (the element's offset now) tells whether the user has scrolled since
 * the last offset it heard of: that scroll's event may not have come yet, and it wins.
 */
export function createEndFollower({
  target,
  distanceFromEnd,
  write,
  onFollowingChange,
  thresholdPx,
  read,
  frames = animationFrames,
  startFollowing = true,
}: {
  /** The offset at the end of the list, as rendered. */
  target: () => number;
  /** How far `offset` is from the end of the list, as rendered. */
  distanceFromEnd: (offset: number) => number;
  write: (offset: number) => void;
  onFollowingChange: (following: boolean) => void;
  thresholdPx: number;
  /** The offset the scroll element has now (read only when about to write). */
  read?: () => number;
  frames?: FrameScheduler;
  /** False: the list opens somewhere the user was reading, not following the end until `resume()`. */
  startFollowing?: boolean;
}) {
  let following = startFollowing;
  let frame: number | null = null;
  let written: number | null = null;
  let seeking = false;
  /** The last offset this follower heard of: from the list, a scroll event, or its own write. */
  let known: number | null = null;

  const setFollowing = (next: boolean) => {
    if (next === following) return;
    following = next;
    onFollowingChange(next);
  };
  /** A scroll whose event has not come yet (the user moved the list) is handled as one now. */
  const overtaken = (): boolean => {
    const actual = read?.();
    if (actual === undefined || known === null || Math.abs(actual - known) < 1) return false;
    if (written !== null && Math.abs(actual - written) < 1) return false;
    scrolled(actual);
    return !following;
  };
  const put = (offset: number) => {
    written = offset;
    known = offset;
    write(offset);
  };
  function scrolled(offset: number) {
    known = offset;
    const atEnd = distanceFromEnd(offset) <= thresholdPx;
    if (atEnd) seeking = false;
    if (written !== null && Math.abs(offset - written) < 1) return;
    written = null;
    if (!seeking) setFollowing(atEnd);
  }

  return {
    get following() {
      return following;
    },
    /** Brings the list to its end in the next frame, if it is following and not there yet. */
    follow(current: number) {
      if (!following || frame !== null) return;
      known = current;
      if (Math.abs(target() - current) < 1) {
        seeking = false;
        return;
      }
      frame = frames.request(() => {
        frame = null;
        if (!following || overtaken()) return;
        put(target());
      });
    },
    /**
     * Brings the list to its end now, if it is following: called where the list's size changed
     * before it is painted, so a page or a measurement that grew the list is never seen off the end.
     */
    snap(current: number) {
      if (!following) return;
      if (frame !== null) frames.cancel(frame);
      frame = null;
      known = current;
      const offset = target();
      if (Math.abs(offset - current) < 1) {
        seeking = false;
        return;
      }
      if (overtaken()) return;
      put(offset);
    },
    scrolled,
    /** Stops following until `resume()` (the list was moved to a message the user should read). */
    pause() {
      setFollowing(false);
    },
    resume(current: number) {
      seeking = true;
      setFollowing(true);
      this.follow(current);
    },
    dispose() {
      if (frame !== null) frames.cancel(frame);
      frame = null;
    },
  };
}
