import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { isInternalPath } from '@/lib/safe-url';
import styles from '../showcase.module.css';

/** Where to go back to: the original pathname and search from the query, when they are ours. */
export function guideTarget(query: URLSearchParams): string {
  const pathname = query.get('pathname') ?? '';
  const raw = query.get('search') ?? '';
  const search = raw && !raw.startsWith('?') ? `?${raw}` : raw;
  return pathname && isInternalPath(pathname) ? `${pathname}${search}` : '/chatNext';
}

/** /login/guide: the page asked for needs a login; offers it and comes back afterwards. */
export function LoginGuide({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('screens');
  const target = guideTarget(query);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('login.guideHeading')}</h1>
      <p className={styles.muted}>{t('login.guideBody')}</p>
      <p className={styles.card} data-testid="guide-target">
        {t('login.guideTarget', { target })}
      </p>
      <div className={styles.actions}>
        <Link
          className={styles.primary}
          to={`/login?redirect=${encodeURIComponent(target)}`}
          data-track="gw_guide_login"
          data-testid="guide-login"
        >
          {t('login.login')}
        </Link>
        <Link className={styles.secondary} to="/register">
          {t('login.register')}
        </Link>
      </div>
    </section>
  );
}

/** /login/logged-in. */
export function LoggedIn({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation('screens');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('login.loggedInHeading')}</h1>
      <p className={styles.muted}>{nickname ? t('login.loggedInBody', { name: nickname }) : t('login.loggedInAnonymous')}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to="/chatNext">
          {t('login.toChat')}
        </Link>
        <Link className={styles.secondary} to="/history">
          {t('login.toHistory')}
        </Link>
      </div>
    </section>
  );
}
