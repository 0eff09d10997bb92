import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
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

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{tc('app.name')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
        <LoginForm onLoggedIn={() => void navigate(target, { replace: true })} />
      </div>
    </div>
  );
}
