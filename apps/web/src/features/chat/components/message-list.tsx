import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useChatActions, useChatStore, type ConversationActions } from '../chat-context';
import { chatSelectors, type HistoryState } from '../store';
import { HistoryHeader, HISTORY_HEADER_PX } from './history-header';
import { HistorySkeleton } from './history-skeleton';
import styles from './messages.module.css';
import { StoreMessage } from './message-view';

/** Within this distance of the end the list follows new output; beyond it the user is reading. */
const FOLLOW_PX = 80;
/** Closer than this to the top, the previous page of history is loaded. */
const LOAD_OLDER_PX = 240;
const GAP_PX = 16;

/**
 * Where a list was read, by history entry (issue 21): leaving the chat for an item page and coming
 * Back returns to the same spot instead of the end. Its rows' measured sizes go with it, so the
 * offset means the same place again; kept only for the same messages.
 */
interface ReadingPlace {
  /** The first message in view, and how far its top was above the list's top. */
  anchorKey: string;
  delta: number;
  count: number;
  measurements: VirtualItem[];
}
const readingPlaces = new Map<string, ReadingPlace>();
/** History entries remembered; the oldest is forgotten first. */
const MAX_PLACES = 20;

function rememberPlace(key: string, place: ReadingPlace | null): void {
  readingPlaces.delete(key);
  if (!place) return;
  readingPlaces.set(key, place);
  if (readingPlaces.size > MAX_PLACES) readingPlaces.delete(readingPlaces.keys().next().value!);
}

/** The header re-renders with the history state only, not with every measurement of the list. */
const MemoHistoryHeader = memo(HistoryHeader);

/** Schedules a callback for the next frame; returns a handle for `cancel`. */
type FrameScheduler = { request: (run: () => void) => number; cancel: (handle: number) => void };

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

/**
 * Every message of the conversation in one virtualised, end-anchored list: only the rows near
 * the viewport are in the DOM, so a 500-message chat scrolls and types smoothly. It follows a
 * streaming answer while the user is at the end, keeps the reading position when older pages
 * are put on top, and offers 回到最新 once the user has scrolled away from the end.
 */
export function MessageList() {
  const { t } = useTranslation('conversation');
  const labels = useMemo(() => ({ list: t('messages'), backToLatest: t('list.backToLatest'), loading: t('list.loading') }), [t]);
  const ids = useChatStore(chatSelectors.ids);
  const history = useChatStore(chatSelectors.history);
  const firstPageLoading = useChatStore(chatSelectors.firstPageLoading);
  const activeRobotId = useChatStore((s) => s.activeRobotId);
  const focusedId = useChatStore(chatSelectors.focusedUserId);
  const chatActions = useChatActions();
  const placeKey = useLocation().key;
  return (
    <VirtualMessages
      placeKey={placeKey}
      labels={labels}
      ids={ids}
      history={history}
      firstPageLoading={firstPageLoading}
      activeRobotId={activeRobotId}
      focusedId={focusedId}
      chatActions={chatActions}
    />
  );
}

interface VirtualMessagesProps {
  /** The history entry the list is shown in: where it was read is remembered under it. */
  placeKey: string;
  labels: { list: string; backToLatest: string; loading: string };
  ids: string[];
  history: HistoryState;
  /** The placeholder stands above the greeting until the first page of history is in. */
  firstPageLoading: boolean;
  activeRobotId: string | null;
  /** The question the screen was opened at: brought to the top once, and marked. */
  focusedId: string | null;
  chatActions: ConversationActions;
}

/**
 * The list itself. The virtualizer re-renders it on every measurement while an answer streams,
 * so what it reads from the store and the translations come in as props.
 */
const VirtualMessages = memo(function VirtualMessages({
  placeKey,
  labels,
  ids,
  history,
  firstPageLoading,
  activeRobotId,
  focusedId,
  chatActions,
}: VirtualMessagesProps) {
  const scrollerRef = useRef<HTMLElement>(null);
  const placedAtEnd = useRef(false);
  // Back to this entry with the same messages: the place it was read at, not the end.
  const [returnTo] = useState(() => {
    const place = readingPlaces.get(placeKey);
    return place && place.count === ids.length ? place : null;
  });
  const [following, setFollowing] = useState(!returnTo);

  // The app does not use the React Compiler; the virtualizer re-renders this list itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => 180,
    getItemKey: (index) => ids[index]!,
    anchorTo: 'end',
    // Following the end as rows are added or grow is the follower's (below), once a frame: the
    // virtualizer's own end anchoring would scroll, and read the DOM, on every measurement.
    followOnAppend: false,
    scrollEndThreshold: -1,
    overscan: 6,
    gap: GAP_PX,
    paddingStart: firstPageLoading ? 0 : HISTORY_HEADER_PX,
    paddingEnd: GAP_PX,
    initialRect: { width: 390, height: 700 },
    ...(returnTo ? { initialMeasurementsCache: returnTo.measurements } : {}),
  });

  // Back at a place the user was reading: the message they had at the top stays there, also while
  // rows above it are measured, until the user moves the list.
  const pinned = useRef<{ index: number; delta: number } | null>(null);
  const holdPin = () => {
    const pin = pinned.current;
    const el = scrollerRef.current;
    const start = pin ? virtualizer.measurementsCache[pin.index]?.start : undefined;
    if (!pin || !el || start === undefined) return;
    const offset = Math.max(0, start - pin.delta);
    if (Math.abs(el.scrollTop - offset) >= 1) el.scrollTop = offset;
  };

  // Open at the latest message once the first page has arrived, before that page is painted: the
  // greeting at the end stays where the user is reading it while the page goes on top.
  useLayoutEffect(() => {
    if (placedAtEnd.current || history.status === 'idle' || history.status === 'loading' || ids.length === 0) return;
    placedAtEnd.current = true;
    const el = scrollerRef.current;
    if (returnTo) {
      const index = ids.indexOf(returnTo.anchorKey);
      if (index >= 0) {
        pinned.current = { index, delta: returnTo.delta };
        holdPin();
        return;
      }
    }
    if (el) el.scrollTop = el.scrollHeight;
    virtualizer.scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed once; holdPin reads refs only
  }, [history.status, ids.length, virtualizer, returnTo]);

  const total = virtualizer.getTotalSize();
  // While the messages are shorter than the list they sit at its end, above the composer (the
  // greeting where it stays when history goes on top). They are moved there by a transform, not
  // by layout, so nothing counts as a layout shift when history fills the room.
  const lead = Math.max(0, (virtualizer.scrollRect?.height ?? 0) - total);
  const rendered = useRef(total);
  const [follower] = useState(() =>
    createEndFollower({
      target: () => Math.max(0, rendered.current - (virtualizer.scrollRect?.height ?? 0)),
      distanceFromEnd: (offset) => rendered.current - (virtualizer.scrollRect?.height ?? 0) - offset,
      write: (offset) => {
        if (scrollerRef.current) scrollerRef.current.scrollTop = offset;
      },
      onFollowingChange: setFollowing,
      thresholdPx: FOLLOW_PX,
      read: () => scrollerRef.current?.scrollTop ?? 0,
      startFollowing: !returnTo,
    }),
  );
  useEffect(() => () => follower.dispose(), [follower]);

  // Leaving this entry away from the end (to an item page, say): remember which message was at the
  // top and where, for Back. Read before the list leaves the page (a layout effect's cleanup): by
  // a passive cleanup the emptied list has already been scrolled by the browser.
  const ownIds = useRef(ids);
  ownIds.current = ids;
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    return () => {
      const offset = el?.scrollTop ?? 0;
      const top = virtualizer.measurementsCache.find((item) => item.end > offset);
      const place =
        !follower.following && top
          ? {
              anchorKey: String(top.key),
              delta: top.start - offset,
              count: ownIds.current.length,
              measurements: virtualizer.measurementsCache,
            }
          : null;
      rememberPlace(placeKey, place);
    };
  }, [placeKey, follower, virtualizer]);

  // When the list grew or shrank (a row grew, one was added) or the viewport changed size, follow
  // to the end before the change is painted; not on renders for scrolling, so a slow drag near the
  // end is not pulled back.
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const renderedViewport = useRef(viewport);
  useLayoutEffect(() => {
    if (total === rendered.current && viewport === renderedViewport.current) return;
    rendered.current = total;
    renderedViewport.current = viewport;
    if (pinned.current) holdPin();
    else if (placedAtEnd.current) follower.snap(virtualizer.scrollOffset ?? 0);
    else follower.follow(virtualizer.scrollOffset ?? 0);
  });

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // The virtualizer's own listener, added first, has already read the new offset.
    const onScroll = () => {
      follower.scrolled(virtualizer.scrollOffset ?? 0);
    };
    // The user moves the list: a place held since Back is theirs again.
    const unpin = () => (pinned.current = null);
    const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    inputs.forEach((type) => el.addEventListener(type, unpin, { passive: true }));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      inputs.forEach((type) => el.removeEventListener(type, unpin));
    };
  }, [follower, virtualizer]);

  // Opened at a stored question: once it is on screen, it goes to the top and the end is no longer followed.
  const shownFocus = useRef<string | null>(returnTo ? focusedId : null);
  const focusIndex = focusedId ? ids.indexOf(focusedId) : -1;
  useLayoutEffect(() => {
    if (!focusedId || focusIndex < 0 || shownFocus.current === focusedId || !placedAtEnd.current) return;
    shownFocus.current = focusedId;
    follower.pause();
    virtualizer.scrollToIndex(focusIndex, { align: 'start' });
  });

  // A question the user just sent brings the list back to the end, wherever they were reading.
  useEffect(() => {
    if (activeRobotId) follower.resume(virtualizer.scrollOffset ?? 0);
  }, [activeRobotId, follower, virtualizer]);

  const offset = virtualizer.scrollOffset ?? 0;
  const canLoadOlder = history.status === 'ready' && history.hasMore;
  useEffect(() => {
    if (canLoadOlder && placedAtEnd.current && offset < LOAD_OLDER_PX) void chatActions.loadOlder();
  }, [canLoadOlder, offset, ids.length, chatActions]);

  const away = ids.length > 0 && !following;

  return (
    <div className={styles.listFrame}>
      <section
        ref={scrollerRef}
        className={styles.list}
        aria-label={labels.list}
        data-testid="message-list"
        data-count={ids.length}
      >
        <div className={styles.listInner} style={{ height: total + lead }}>
          {firstPageLoading ? (
            <div className={styles.lead} style={{ height: lead }}>
              <HistorySkeleton label={labels.loading} />
            </div>
          ) : null}
          <div className={styles.rows} style={lead ? { transform: `translateY(${lead}px)` } : undefined}>
            {firstPageLoading ? null : <MemoHistoryHeader history={history} />}
            {virtualizer.getVirtualItems().map((item) => (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.row}
                data-focused={ids[item.index] === focusedId ? 'true' : undefined}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <StoreMessage id={ids[item.index]!} />
              </div>
            ))}
          </div>
        </div>
      </section>
      {away ? (
        // A band of its own under the list (the list gives up that height, its rows stay put):
        // floating over the rows, the pill hid 反馈 and the end of user bubbles.
        <div className={styles.latestBar}>
          <button
            type="button"
            className={styles.backToLatest}
            onClick={() => follower.resume(virtualizer.scrollOffset ?? 0)}
            data-testid="back-to-latest"
          >
            {labels.backToLatest}
          </button>
        </div>
      ) : null}
    </div>
  );
});
