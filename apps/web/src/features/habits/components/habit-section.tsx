import type { HabitField } from '@app/protocol/habits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { confirmDialog } from '@/lib/dialog';
import { useHabitMutations } from '../api/habits';
import styles from '../habits.module.css';

/** One kind of preference: its values, each deletable, an add box and "clear all". */
export function HabitSection({ field, values }: { field: HabitField; values: string[] }) {
  const { t } = useTranslation('screens');
  const { update, remove } = useHabitMutations();
  const [draft, setDraft] = useState('');
  const name = t(`habits.${field}`);
  const value = draft.trim();

  async function clearAll() {
    const ok = await confirmDialog({
      content: t('habits.clearConfirm', { field: name }),
      confirmText: t('common.delete'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate({ field });
  }

  return (
    <section className={styles.section} aria-labelledby={`habit-${field}`} data-testid={`habit-${field}`}>
      <div className={styles.sectionHead}>
        <h2 id={`habit-${field}`} className={styles.h2}>
          {name}
        </h2>
        {values.length ? (
          <button type="button" className={styles.linkButton} onClick={() => void clearAll()} data-track="gw_habit_clear">
            {t('habits.clearField', { field: name })}
          </button>
        ) : null}
      </div>
      {values.length ? (
        <ul className={styles.chips}>
          {values.map((v) => (
            <li key={v} className={styles.chip}>
              {v}
              <button
                type="button"
                className={styles.chipDelete}
                aria-label={t('habits.deleteValue', { value: v })}
                onClick={() => remove.mutate({ field, value: v })}
                data-track="gw_habit_delete"
                data-testid="habit-delete"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('habits.none')}</p>
      )}
      <form
        className={styles.addRow}
        onSubmit={(e) => {
          e.preventDefault();
          if (!value || values.includes(value)) return;
          update.mutate({ field, values: [value, ...values] }, { onSuccess: () => setDraft('') });
        }}
      >
        <input
          className={styles.input}
          value={draft}
          maxLength={32}
          placeholder={t('habits.addPlaceholder')}
          aria-label={`${name} · ${t('habits.add')}`}
          onChange={(e) => setDraft(e.target.value)}
          data-testid={`habit-input-${field}`}
        />
        <button
          type="submit"
          className={`${styles.secondary} ${styles.small}`}
          disabled={!value || update.isPending}
          data-testid={`habit-add-${field}`}
        >
          {t('habits.add')}
        </button>
      </form>
    </section>
  );
}
