import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './parts.module.css';

/** Under wish buttons: how many were added (with the way to the list), or why adding failed. */
export function WishAddStatus({ added, error }: { added: number; error: string | null }) {
  const { t } = useTranslation('conversation');
  return (
    <>
      {added > 0 ? (
        <p className={styles.wishAdded} role="status" data-testid="wish-add-done">
          {t('wishAdd.done', { count: added })} <Link to={paths.wish}>{t('wishAdd.view')}</Link>
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert" data-testid="wish-add-error">
          {t('wishAdd.failed', { reason: error })}
        </p>
      ) : null}
    </>
  );
}
