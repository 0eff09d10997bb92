import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HeaderMenu } from './header-menu';
import styles from './layouts.module.css';

/** The default layout's header: brand on the left, the menu on the right. */
export function AppHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link className={styles.brand} to={paths.home}>
        {t('app.name')}
        <span className={styles.lab}>{t('app.lab')}</span>
      </Link>
      <HeaderMenu />
    </header>
  );
}
