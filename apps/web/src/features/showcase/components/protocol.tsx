import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import styles from '../showcase.module.css';

const DOCS = [
  ['agreement', '/agreement'],
  ['privacy', '/articles/privacy'],
  ['terms', '/articles/terms'],
] as const;

/** /showcase/protocol: the product's agreements. */
export function Protocol() {
  const { t } = useTranslation('screens');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('showcase.protocolHeading')}</h1>
      <p className={styles.muted}>{t('showcase.protocolBody')}</p>
      <ul className={styles.links}>
        {DOCS.map(([key, to]) => (
          <li key={key}>
            <Link to={to}>{t(`showcase.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
