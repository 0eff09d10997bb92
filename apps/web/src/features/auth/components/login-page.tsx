import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { authSelectors, useAuthStore } from '../store';
import { queryKeys } from '@/config/paths';
import styles from '../auth.module.css';
import { safeRedirect } from '../redirect';
import { LoginForm } from './login-form';

/** /login (blank layout): after login, go to the `redirect` query or /chatNext. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get(queryKeys.redirect));
  const user = useAuthStore(authSelectors.user);
  const [switching, setSwitching] = useState(false);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{tc('app.name')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
        {user && !switching ? (
          // Already signed in: say so and offer the chat, or a switch of account.
          <div data-testid="already-logged-in">
            <p>{t('pageLinks.alreadyIn', { name: user.nickname })}</p>
            <p>
              <Link to={target}>{t('pageLinks.toChat')}</Link>{' '}
              <button type="button" className={styles.linkButton} onClick={() => setSwitching(true)}>
                {t('pageLinks.switchAccount')}
              </button>
            </p>
          </div>
        ) : (
          <>
            <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
            <p className={styles.subtitle}>
              {t('pageLinks.noAccount')}{' '}
              <Link to={paths.register} data-testid="to-register">
                {t('pageLinks.toRegister')}
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
