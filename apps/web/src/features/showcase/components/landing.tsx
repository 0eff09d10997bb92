import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import styles from '../showcase.module.css';

const FEATURES = ['feature1', 'feature2', 'feature3'] as const;

/** /showcase (blank layout): what the assistant does, with the way in. */
export function Landing() {
  const { t } = useTranslation('screens');
  return (
    <section className={`${styles.page} ${styles.hero}`}>
      <h1 className={styles.heroTitle}>{t('showcase.heading')}</h1>
      <p className={styles.lead}>{t('showcase.tagline')}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/chatNext" data-track="gw_showcase_try">
          {t('showcase.try')}
        </Link>
        <Link className={styles.secondary} to="/showcase/download" data-track="gw_showcase_download">
          {t('showcase.download')}
        </Link>
        <Link className={styles.secondary} to="/showcase/protocol">
          {t('showcase.protocol')}
        </Link>
      </div>
      <ul className={styles.features}>
        {FEATURES.map((f) => (
          <li key={f} className={styles.feature}>
            <h2>{t(`showcase.${f}`)}</h2>
            <p className={styles.muted}>{t(`showcase.${f}Body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
