import { useEffect, useLayoutEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useChatActions, useChatStore } from '../chat-context';
import { chatSelectors } from '../store';
import { HistoryHeader, HISTORY_HEADER_PX } from './history-header';
import styles from './messages.module.css';
import { StoreMessage } from './message-view';

/** Within this distance of the end the list follows new output; beyond it the user is reading. */
const FOLLOW_PX = 80;
/** Closer than this to the top, the previous page of history is loaded. */
const LOAD_OLDER_PX = 240;
const GAP_PX = 16;

/**
 * Every message of the conversation in one virtualised, end-anchored list: only the rows near
 * the viewport are in the DOM, so a 500-message chat scrolls and types smoothly. It follows a
 * streaming answer while the user is at the end, keeps the reading position when older pages
 * are put on top, and offers 回到最新 once the user has scrolled away from the end.
 */
export function MessageList() {
  const { t } = useTranslation('conversation');
  const ids = useChatStore(chatSelectors.ids);
  const history = useChatStore(chatSelectors.history);
  const activeRobotId = useChatStore((s) => s.activeRobotId);
  const chatActions = useChatActions();
  const scrollerRef = useRef<HTMLElement>(null);
  const placedAtEnd = useRef(false);

  // The app does not use the React Compiler; the virtualizer re-renders this list itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => 180,
    getItemKey: (index) => ids[index]!,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: FOLLOW_PX,
    overscan: 6,
    gap: GAP_PX,
    paddingStart: HISTORY_HEADER_PX,
    paddingEnd: GAP_PX,
    initialRect: { width: 390, height: 700 },
  });

  // Open at the latest message once the first page has arrived.
  useLayoutEffect(() => {
    if (placedAtEnd.current || history.status === 'idle' || history.status === 'loading' || ids.length === 0) return;
    placedAtEnd.current = true;
    virtualizer.scrollToEnd();
  }, [history.status, ids.length, virtualizer]);

  // A question the user just sent brings the list back to the end, wherever they were reading.
  useEffect(() => {
    if (activeRobotId) virtualizer.scrollToEnd();
  }, [activeRobotId, virtualizer]);

  const offset = virtualizer.scrollOffset ?? 0;
  const canLoadOlder = history.status === 'ready' && history.hasMore;
  useEffect(() => {
    if (canLoadOlder && placedAtEnd.current && offset < LOAD_OLDER_PX) void chatActions.loadOlder();
  }, [canLoadOlder, offset, ids.length, chatActions]);

  const away = ids.length > 0 && !virtualizer.isAtEnd(FOLLOW_PX);

  return (
    <div className={styles.listFrame}>
      <section
        ref={scrollerRef}
        className={styles.list}
        aria-label={t('messages')}
        data-testid="message-list"
        data-count={ids.length}
      >
        <div className={styles.listInner} style={{ height: virtualizer.getTotalSize() }}>
          <HistoryHeader history={history} />
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <StoreMessage id={ids[item.index]!} />
            </div>
          ))}
        </div>
      </section>
      {away ? (
        <button
          type="button"
          className={styles.backToLatest}
          onClick={() => virtualizer.scrollToEnd()}
          data-testid="back-to-latest"
        >
          {t('list.backToLatest')}
        </button>
      ) : null}
    </div>
  );
}
