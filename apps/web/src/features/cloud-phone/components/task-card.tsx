import { useTranslation } from 'react-i18next';
import type { CloudMobileTask } from '@app/protocol/cards';
import { taskIdOf } from '@app/protocol/cloud-phone';
import { useCompleteUserAction, useInterruptCloudTask } from '../api/task-actions';
import type { CloudPhase } from '../task-machine';
import styles from '../cloud-phone.module.css';
import { ReplayViewer } from './replay-viewer';

const mallOf = (task: CloudMobileTask): string => (task.app_name ?? '').replace(/\s*App$/, '');

/** The live task: phase, message, progress, steps, the handover login, interrupt and replay. */
export function TaskCard({ task, phase }: { task: CloudMobileTask; phase: CloudPhase }) {
  const { t } = useTranslation('cloudPhone');
  const complete = useCompleteUserAction();
  const interrupt = useInterruptCloudTask();
  const id = taskIdOf(task);
  const rate = Math.round(task.task_progress?.completion_rate ?? 0);
  const live = phase === 'ongoing' || phase === 'handover';
  const stop = (interrupt_type: 'user_stop' | 'user_takeover') =>
    interrupt.mutate({ interrupt_type, mall_name: mallOf(task), task_id: id });

  return (
    <>
      <section className={styles.card} data-testid="cloud-task" data-phase={phase}>
        <div className={styles.row}>
          <strong>{task.task_name}</strong>
          <span className={styles.phase}>{t(`phase.${phase}`)}</span>
        </div>
        {task.show_message && <p data-testid="cloud-message">{task.show_message}</p>}
        <div className={styles.bar} role="progressbar" aria-valuenow={rate} aria-valuemin={0} aria-valuemax={100}>
          <div className={styles.barFill} style={{ width: `${rate}%` }} />
        </div>
        <span>{t('progress', { rate })}</span>
        <strong>{t('steps')}</strong>
        <ol className={styles.steps}>
          {(task.task_progress?.steps ?? []).map((step) => (
            <li key={step.title} className={step.done ? styles.done : undefined}>
              {step.done ? '✓ ' : ''}
              {step.title}
            </li>
          ))}
        </ol>
        {live && (
          <div className={styles.actions}>
            {phase === 'handover' && (
              <button type="button" className={styles.button} disabled={complete.isPending} onClick={() => complete.mutate(id)}>
                {t('loginDone')}
              </button>
            )}
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => stop('user_takeover')}>
              {t('takeover')}
            </button>
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => stop('user_stop')}>
              {t('interrupt')}
            </button>
          </div>
        )}
      </section>
      <ReplayViewer url={task.replay_url} ended={!live} />
    </>
  );
}
