import { partOf } from '@app/protocol/answer';
import { useTranslation } from 'react-i18next';
import { useGlobalConfig } from '../api/global-config';
import { SuggestionsPlaceholder } from '../components/suggestions-placeholder';
import { useSuggestions } from '../hooks/use-suggestions';
import styles from './parts.module.css';
import type { PartProps } from './part-props';
import { SuggestionChips } from './suggestion-chips';

const NO_STARTERS: string[] = [];

/**
 * The welcome's own part: the default greeting when guide_text gave none, and its suggestions.
 * A new v1 session's welcome carries its starter questions (init_question) as `nextStep`; any
 * other welcome offers global_config's guesses, a few at a time with 换一批.
 */
export function WelcomePart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const starters = partOf(message.parts, 'suggestions')?.steps ?? NO_STARTERS;
  const config = useGlobalConfig(starters.length === 0);
  const guesses = useSuggestions(config.data?.guess);
  const { visible, canRefresh, refresh } = starters.length ? { ...guesses, visible: starters, canRefresh: false } : guesses;
  const loaded = message.status === 'finish';

  return (
    <div className={styles.welcome} data-testid="welcome">
      {loaded && !message.content ? (
        <>
          <p className={styles.welcomeTitle}>{t('welcome.title')}</p>
          <p className={styles.welcomeBody}>{t('welcome.body')}</p>
        </>
      ) : null}
      {visible.length ? (
        <section aria-label={t('suggestions.heading')}>
          <div className={styles.suggestionsHead}>
            <p className={styles.partTitle}>{t('suggestions.heading')}</p>
            {canRefresh ? (
              <button type="button" className={styles.textButton} onClick={refresh} data-testid="suggestions-refresh">
                {t('suggestions.refresh')}
              </button>
            ) : null}
          </div>
          <SuggestionChips questions={visible} testId="suggestion" />
        </section>
      ) : config.isPending && !starters.length ? (
        <SuggestionsPlaceholder />
      ) : null}
    </div>
  );
}
