import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { SuggestionChips } from './suggestion-chips';

/** Follow-up questions the assistant suggests; a tap asks one. */
export function NextStepPart({ part }: AnswerPartProps<'suggestions'>) {
  const { t } = useTranslation('conversation');
  return (
    <section aria-label={t('nextStep.heading')}>
      <p className={styles.partTitle}>{t('nextStep.heading')}</p>
      <SuggestionChips questions={part.steps} testId="next-step" />
    </section>
  );
}
