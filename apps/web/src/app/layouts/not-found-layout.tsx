import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import styles from './layouts.module.css';

/** The 404 layout: the brand, then the not-found page centred. */
export function NotFoundLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.notFoundShell}>
      <Link className={styles.brand} to={paths.home}>
        {t('app.name')}
      </Link>
      <main id="main" className={styles.notFoundMain}>
        <Outlet />
      </main>
    </div>
  );
}
