import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useChatActions, useChatStore, type ConversationActions } from '../chat-context';
import { chatSelectors, type HistoryState } from '../store';
import { HistoryHeader, HISTORY_HEADER_PX } from './history-header';
import { HistorySkeleton } from './history-skeleton';
import { createEndFollower } from './end-follower';
import styles from './messages.module.css';
import { StoreMessage } from './message-view';
import { recallPlace } from './reading-place';
import { usePlaceHold, useRememberPlace } from './use-reading-place';

/** Within this distance of the end the list follows new output; beyond it the user is reading. */
const FOLLOW_PX = 80;
/** Closer than this to the top, the previous page of history is loaded. */
const LOAD_OLDER_PX = 240;
const GAP_PX = 16;

/** The header re-renders with the history state only, not with every measurement of the list. */
const MemoHistoryHeader = memo(HistoryHeader);

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
  const [returnTo] = useState(() => recallPlace(placeKey, ids.length));
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

  const hold = usePlaceHold(virtualizer, scrollerRef, ids);

  // Open at the latest message once the first page has arrived, before that page is painted: the
  // greeting at the end stays where the user is reading it while the page goes on top.
  useLayoutEffect(() => {
    if (placedAtEnd.current || history.status === 'idle' || history.status === 'loading' || ids.length === 0) return;
    placedAtEnd.current = true;
    const el = scrollerRef.current;
    if (returnTo && ids.includes(returnTo.anchorKey)) {
      hold.pin(returnTo.anchorKey, returnTo.delta);
      return;
    }
    if (el) el.scrollTop = el.scrollHeight;
    virtualizer.scrollToEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- placed once, with the ids of then
  }, [history.status, ids.length, virtualizer, returnTo, hold]);

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

  useRememberPlace({ placeKey, virtualizer, scrollerRef, ids, away: () => !follower.following });

  // When the list grew or shrank (a row grew, one was added) or the viewport changed size, follow
  // to the end before the change is painted; not on renders for scrolling, so a slow drag near the
  // end is not pulled back.
  const viewport = virtualizer.scrollRect?.height ?? 0;
  const renderedViewport = useRef(viewport);
  useLayoutEffect(() => {
    if (total === rendered.current && viewport === renderedViewport.current) return;
    rendered.current = total;
    renderedViewport.current = viewport;
    if (hold.active) hold.apply();
    else if (placedAtEnd.current) follower.snap(virtualizer.scrollOffset ?? 0);
    else follower.follow(virtualizer.scrollOffset ?? 0);
  });

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // Heard before the virtualizer's own listener (capture listeners run first at the target):
    // the virtualizer renders synchronously inside its listener, and a row measured in that
    // render would otherwise snap a reader who has just scrolled up back to the end.
    // A reader who scrolls away from the end also ends the virtualizer's own scroll to the end,
    // which it keeps re-aiming for up to 5 s after opening while rows are measured: it would
    // otherwise pull them back to the end when a row lower down grows. Only a move of the list
    // itself counts: while rows are added or measured (its height changes) the aim stays.
    let height = el.scrollHeight;
    const onScroll = () => {
      const was = follower.following;
      follower.scrolled(el.scrollTop);
      const moved = el.scrollHeight === height;
      height = el.scrollHeight;
      if (was && !follower.following && moved) virtualizer.cancelScroll();
    };
    el.addEventListener('scroll', onScroll, { passive: true, capture: true });
    return () => el.removeEventListener('scroll', onScroll, { capture: true });
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

  // Near the top, the previous page. The element's own offset decides: the virtualizer's is still
  // the one of its first render when the list has just been placed (0, which loaded a page on
  // every Back to a place read in the middle).
  const offset = virtualizer.scrollOffset ?? 0;
  const canLoadOlder = history.status === 'ready' && history.hasMore;
  useEffect(() => {
    const top = scrollerRef.current?.scrollTop ?? offset;
    if (canLoadOlder && placedAtEnd.current && top < LOAD_OLDER_PX) void chatActions.loadOlder();
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
