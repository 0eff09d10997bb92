import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './pages.module.css';

/** Any unmatched path, in the 404 layout. */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className={styles.center}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title} data-testid="not-found-heading">
        {t('notFound.title')}
      </h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <p>
        <Link to={paths.home}>{t('notFound.backHome')}</Link>
      </p>
    </section>
  );
}
