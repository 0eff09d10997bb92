import { useTranslation } from 'react-i18next';
import styles from './pages.module.css';

/** A route failed to load or render; a failed module load also reloads the page after 1 s. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main id="main" className={`${styles.page} ${styles.center}`}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p className={styles.body}>{t('routeError.body')}</p>
      <p>
        <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
          {t('routeError.retry')}
        </button>
      </p>
    </main>
  );
}

/** Shown while the first route module loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status">
      {t('loading')}
    </p>
  );
}
