import { useTranslation } from 'react-i18next';
import type { PageKey } from '../route-meta';
import styles from './pages.module.css';

type InfoPageKey = Exclude<PageKey, 'home' | 'login' | 'chatNext' | 'notFound'>;

/** A page whose content arrives with its feature: its heading and a short description. */
export function InfoPage({ page }: { page: InfoPageKey }) {
  const { t } = useTranslation('pages');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(`${page}.title`)}</h1>
      <p className={styles.body}>{t(`${page}.body`)}</p>
    </section>
  );
}

export type { InfoPageKey };
