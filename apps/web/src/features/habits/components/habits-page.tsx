import { HABIT_FIELDS } from '@app/protocol/habits';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { confirmDialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useAuthStatus, useHabits, useSetAuthStatus } from '../api/habits';
import styles from '../habits.module.css';
import { HabitSection } from './habit-section';

function AuthCard() {
  const { t } = useTranslation('screens');
  const status = useAuthStatus();
  const set = useSetAuthStatus();
  const authorized = status.data?.authorized ?? false;
  async function toggle() {
    if (authorized) {
      const ok = await confirmDialog({
        content: t('habits.revokeConfirm'),
        confirmText: t('habits.revoke'),
        cancelText: t('common.cancel'),
      });
      if (ok) set.mutate(false, { onSuccess: () => toast.success(t('habits.revoked')) });
    } else set.mutate(true, { onSuccess: () => toast.success(t('habits.granted')) });
  }
  return (
    <section className={`${styles.section} ${styles.auth}`} aria-labelledby="habits-auth">
      <div>
        <h2 id="habits-auth" className={styles.h2}>
          {t('habits.authTitle')}
        </h2>
        <p className={styles.muted} data-testid="auth-status" data-authorized={authorized}>
          {status.data ? (authorized ? t('habits.authOn') : t('habits.authOff')) : t('common.loading')}
        </p>
      </div>
      {status.data ? (
        <button
          type="button"
          className={authorized ? styles.secondary : styles.primary}
          disabled={set.isPending}
          onClick={() => void toggle()}
          data-track="gw_habit_auth"
          data-testid="auth-toggle"
        >
          {authorized ? t('habits.revoke') : t('habits.grant')}
        </button>
      ) : null}
    </section>
  );
}

/** /habits: categories, brands, budget and malls the assistant collected; edit, delete, revoke. */
export function HabitsPage() {
  const { t } = useTranslation('screens');
  const habits = useHabits();
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('habits.heading')}</h1>
      <p className={styles.muted}>{t('habits.intro')}</p>
      <AuthCard />
      {habits.isError ? (
        <p className={styles.status} role="alert">
          {t('common.loadFailed')}
        </p>
      ) : !habits.data ? (
        <p className={styles.status}>{t('common.loading')}</p>
      ) : (
        <>
          {HABIT_FIELDS.map((f) => (
            <HabitSection key={f} field={f} values={habits.data[f]} />
          ))}
          {habits.data.updated_at ? (
            <p className={styles.muted} style={{ marginTop: 12, fontSize: 13 }}>
              {t('habits.updated', { time: new Date(habits.data.updated_at).toLocaleString() })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
