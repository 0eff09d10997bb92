import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../conversation-strings';
import { SessionList } from './session-list';
import styles from './sessions.module.css';

/**
 * A v1 conversation with, on a desktop (≥1024 px), the user's sessions beside it, or the
 * `sidebar` the route composes in their place (the history of both chat screens).
 */
export function V1Layout({ activeId, sidebar, children }: { activeId: string | null; sidebar?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('conversation');
  if (sidebar !== undefined)
    return (
      <div className={styles.layout}>
        {sidebar}
        <div className={styles.main}>{children}</div>
      </div>
    );
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label={t('sessions.listLabel')} data-testid="session-sidebar">
        <h2 className={styles.sidebarTitle}>{t('sessions.heading')}</h2>
        <SessionList activeId={activeId} />
      </nav>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
