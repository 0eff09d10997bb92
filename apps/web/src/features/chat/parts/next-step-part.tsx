import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';
import type { PartProps } from './part-props';
import { SuggestionChips } from './suggestion-chips';

/** Follow-up questions the assistant suggests; a tap asks one. */
export function NextStepPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  return (
    <section aria-label={t('nextStep.heading')}>
      <p className={styles.partTitle}>{t('nextStep.heading')}</p>
      <SuggestionChips questions={message.nextStep} testId="next-step" />
    </section>
  );
}
