import { useTranslation } from 'react-i18next';
import { chatSession, useChatStore } from '../chat-instance';
import styles from '../chat.module.css';
import { chatSelectors } from '../store';
import type { PartProps } from './part-props';

/** Follow-up questions the assistant suggests; a tap asks one. */
export function NextStepPart({ message }: PartProps) {
  const { t } = useTranslation('chat');
  const busy = useChatStore(chatSelectors.isBusy);
  return (
    <section className={styles.nextStep} aria-label={t('nextStep.heading')}>
      <p className={styles.nextStepTitle}>{t('nextStep.heading')}</p>
      <ul>
        {message.nextStep.map((q) => (
          <li key={q}>
            <button
              type="button"
              className={styles.suggestion}
              disabled={busy}
              onClick={() => void chatSession.ask(q)}
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
