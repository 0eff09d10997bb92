import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudMobileTask } from '@app/protocol/cards';
import { useStartCloudTask } from '../api/task-actions';
import styles from '../cloud-phone.module.css';

/** Starts a task by hand (the chat starts them through button types 4/5 and the assistant). */
export function StartForm({ onStarted }: { onStarted: (task: CloudMobileTask) => void }) {
  const { t } = useTranslation('cloudPhone');
  const [text, setText] = useState('');
  const start = useStartCloudTask();
  const submit = () => {
    const task_name = text.trim();
    if (!task_name) return;
    start.mutate({ task_name }, { onSuccess: onStarted });
  };
  return (
    <form
      className={`${styles.card} ${styles.row}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <input
        className={styles.input}
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('startPlaceholder')}
        aria-label={t('startPlaceholder')}
      />
      <button type="submit" className={styles.button} disabled={start.isPending || !text.trim()}>
        {t('start')}
      </button>
    </form>
  );
}
