import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import styles from '../showcase.module.css';

/** /registerResult: success (when logged in after registering) or the way back to the form. */
export function RegisterResult({ success, nickname }: { success: boolean; nickname: string | null }) {
  const { t } = useTranslation('screens');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{success ? t('register.resultHeading') : t('register.resultFailed')}</h1>
      <p className={styles.muted} data-testid="register-result">
        {success ? `${nickname ? `${nickname}，` : ''}${t('register.resultBody')}` : t('register.resultFailedBody')}
      </p>
      <div className={styles.actions}>
        {success ? (
          <Link className={styles.primary} to="/chatNext">
            {t('register.toChat')}
          </Link>
        ) : (
          <Link className={styles.primary} to="/register">
            {t('register.back')}
          </Link>
        )}
      </div>
    </section>
  );
}
