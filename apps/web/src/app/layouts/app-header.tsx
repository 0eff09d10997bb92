import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { paths } from '@/config/paths';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { routeMetaOf } from '../route-meta';
import { HeaderMenu } from './header-menu';
import styles from './layouts.module.css';

/**
 * The default layout's header: brand on the left, the menu on the right. A logged-out visitor
 * on a public page (/register, the agreement) gets no menu: its screens all need a login.
 */
export function AppHeader() {
  const { t } = useTranslation();
  const isPublic = routeMetaOf(useMatches()).public === true;
  const loggedIn = useAuthStore(authSelectors.isLoggedIn);
  return (
    <header className={styles.header}>
      <Link className={styles.brand} to={paths.home}>
        {t('app.name')}
        <span className={styles.lab}>{t('app.lab')}</span>
      </Link>
      {isPublic && !loggedIn ? null : <HeaderMenu />}
    </header>
  );
}
