import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../auth.module.css';
import { useLoginDialogStore } from '../login-dialog-store';
import { LoginForm } from './login-form';

/** The modal itself: focus moves in on open and back on close; Escape or the backdrop closes it. */
export default function LoginDialogPanel() {
  const { t } = useTranslation('auth');
  const close = useLoginDialogStore((s) => s.close);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [close]);

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={panel}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="login-dialog"
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {t('dialog.title')}
          </h2>
          <button type="button" className={styles.closeButton} onClick={close} aria-label={t('dialog.close')}>
            ×
          </button>
        </div>
        <LoginForm onLoggedIn={close} />
      </div>
    </div>
  );
}
