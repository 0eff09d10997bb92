import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../history.module.css';
import { entryTitle, type EntryView } from './entry-kinds';

const timeOf = (iso: string, locale: string) => new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

/** One entry of /history: what was asked, the start of the answer, and where it was asked. */
export function EntryLink({ view }: { view: EntryView }) {
  const { t, i18n } = useTranslation('screens');
  return (
    <Link className={styles.item} to={view.href} data-track="gw_history_open" data-testid="history-item">
      <p className={styles.itemTitle}>{entryTitle(view, t)}</p>
      {view.question ? <p className={styles.itemMeta}>{t('history.lastQuestion', { text: view.question })}</p> : null}
      {view.excerpt ? (
        <p className={styles.excerpt} data-testid="history-excerpt">
          {view.excerpt}
        </p>
      ) : null}
      <p className={styles.itemMeta}>
        <time dateTime={view.at}>{timeOf(view.at, i18n.language)}</time>
        <span className={styles.badge}>{t(view.badgeKey)}</span>
      </p>
    </Link>
  );
}
