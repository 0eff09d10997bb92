import { useTranslation } from 'react-i18next';
import '../strings';
import styles from '../host-app.module.css';

/** Android 1–7 (spec section 1, "unsupported platform"): the app does not start, this explains why. */
export function UnsupportedNotice() {
  const { t } = useTranslation('hostApp');
  return (
    <main className={styles.notice} role="alert" data-testid="unsupported-notice">
      <h1 className={styles.title}>{t('unsupported.title')}</h1>
      <p className={styles.body}>{t('unsupported.body')}</p>
    </main>
  );
}
