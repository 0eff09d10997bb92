import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '../../conversation-strings';
import { SessionList } from './session-list';
import styles from './sessions.module.css';

/** /chat (会话): the user's sessions and the way to start a new one. */
export function SessionsScreen() {
  const { t } = useTranslation('conversation');
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('sessions.heading')}</h1>
        <Link className={styles.primary} to={paths.chatNew} data-testid="new-session">
          {t('sessions.newChat')}
        </Link>
      </div>
      <SessionList />
    </section>
  );
}
