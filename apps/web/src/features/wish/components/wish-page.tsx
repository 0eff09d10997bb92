import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { useWishList } from '../api/wish-list';
import styles from '../wish.module.css';
import { WishRow } from './wish-row';

/** /wish: the wish list with target prices; reached ones are marked. */
export function WishPage() {
  const { t } = useTranslation('screens');
  const list = useWishList();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('wish.heading')}</h1>
      {list.isError ? (
        <p className={styles.status} role="alert">
          {t('common.loadFailed')}{' '}
          <button type="button" className={styles.secondary} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : !list.data ? (
        <p className={styles.status} aria-busy="true">
          {t('common.loading')}
        </p>
      ) : list.data.length === 0 ? (
        <p className={styles.status}>{t('wish.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.data.map((item) => (
            <WishRow key={item.product.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
