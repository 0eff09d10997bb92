import { useTranslation } from 'react-i18next';
import { useChatActions, useChatStore } from '../chat-context';
import { chatSelectors } from '../store';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

/** Follow-up questions the assistant suggests; a tap asks one. */
export function NextStepPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  return (
    <section className={styles.nextStep} aria-label={t('nextStep.heading')}>
      <p className={styles.partTitle}>{t('nextStep.heading')}</p>
      <ul>
        {message.nextStep.map((q) => (
          <li key={q}>
            <button
              type="button"
              className={styles.suggestion}
              disabled={busy}
              onClick={() => void chatActions.ask({ text: q })}
              data-testid="next-step"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
