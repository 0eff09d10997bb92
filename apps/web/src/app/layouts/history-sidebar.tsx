import { lazy, Suspense, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import styles from './history-sidebar.module.css';

/** Asked for only on a desktop: a phone's first screen of the chat never downloads it. */
const RecentHistory = lazy(() => import('@/features/history/components/recent-history'));

/**
 * On a desktop (≥1024 px), the recent history beside a chat; nothing (and no request) on a phone.
 * Its room is held while it downloads, so the chat beside it does not move when it arrives.
 */
export function HistorySidebar({ activeKey = null }: { activeKey?: string | null }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  if (!desktop) return null;
  return (
    <Suspense fallback={<div className={styles.reserved} aria-hidden="true" />}>
      <RecentHistory activeKey={activeKey} />
    </Suspense>
  );
}

/** A chat screen with the history sidebar on its left (desktop). */
export function ChatWithHistory({ activeKey = null, children }: { activeKey?: string | null; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <HistorySidebar activeKey={activeKey} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
