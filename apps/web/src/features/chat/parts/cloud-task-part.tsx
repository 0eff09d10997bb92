import { useTranslation } from 'react-i18next';
import { CLOUD_ACTION_TYPES, cloudRunPhase, type CloudActionType } from '@app/protocol/status';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { SmartLink } from './smart-link';

const isKnownAction = (value: string): value is CloudActionType => (CLOUD_ACTION_TYPES as readonly string[]).includes(value);

/** A cloud-phone task (spec section 3): what it is, where it runs, its state, progress and replay. */
export function CloudTaskPart({ part }: AnswerPartProps<'cloud-task'>) {
  const { t } = useTranslation('conversation');
  const task = part.task;
  if (!task) return null;
  const phase = cloudRunPhase(task.run_state);
  const rate = task.task_progress ? Math.round(Math.min(1, Math.max(0, task.task_progress.completion_rate)) * 100) : null;

  return (
    <section className={styles.cloudTask} data-testid="cloud-task" data-phase={phase} aria-label={t('cloud.heading')}>
      <p className={styles.partTitle}>{task.task_name || t('cloud.heading')}</p>
      <dl className={styles.fields}>
        {task.app_name ? (
          <>
            <dt>{t('cloud.app')}</dt>
            <dd>{task.app_name}</dd>
          </>
        ) : null}
        <dt>{t('cloud.state')}</dt>
        <dd>{t(`cloud.phase.${phase}`)}</dd>
        <dt>{t('cloud.step')}</dt>
        <dd>{isKnownAction(task.action_type) ? t(`cloud.action.${task.action_type}`) : task.action_type}</dd>
      </dl>
      {task.show_message ? <p className={styles.cloudMessage}>{task.show_message}</p> : null}
      {task.confirm_auto_task ? <p className={styles.cloudMessage}>{task.confirm_auto_task.content}</p> : null}
      {rate !== null ? (
        <>
          <progress className={styles.progressBar} max={100} value={rate} aria-label={t('cloud.progress', { rate })} />
          <ol className={styles.steps}>
            {task.task_progress!.steps.map((step, i) => (
              <li key={`${step.title}-${i}`} data-done={step.done}>
                <span className="visually-hidden">{step.done ? t('cloud.stepDone') : t('cloud.stepPending')}</span>
                {step.title}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {task.replay_url ? (
        <SmartLink className={styles.textLink} href={task.replay_url}>
          {t('cloud.replay')}
        </SmartLink>
      ) : null}
    </section>
  );
}
