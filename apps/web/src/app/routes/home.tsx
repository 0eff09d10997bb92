import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useEnvFlags } from '@/lib/env';
import { homeRedirect } from '../navigation/redirects';
import styles from './pages.module.css';

/** `/`: phones go to /chat/ (query and hash kept); desktops see the home page. */
export function Component() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const flags = useEnvFlags();
  const target = homeRedirect(location, flags);
  if (target) return <Navigate to={target} replace />;
  return (
    <section className={`${styles.page} ${styles.hero}`}>
      <h1 className={styles.heroTitle}>{t('home.heading')}</h1>
      <p className={styles.body}>{t('home.body')}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={paths.chatNext}>
          {t('home.start')}
        </Link>
        <Link className={styles.secondary} to={paths.login}>
          {t('home.login')}
        </Link>
      </div>
    </section>
  );
}
