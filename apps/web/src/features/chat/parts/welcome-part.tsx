import { useTranslation } from 'react-i18next';
import { useGlobalConfig } from '../api/global-config';
import { useChatActions, useChatStore } from '../chat-context';
import { SuggestionsPlaceholder } from '../components/suggestions-placeholder';
import { useSuggestions } from '../hooks/use-suggestions';
import { chatSelectors } from '../store';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

/** The welcome's own part: the default greeting when guide_text gave none, and suggestions with 换一批. */
export function WelcomePart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  const config = useGlobalConfig(true);
  const { visible, canRefresh, refresh } = useSuggestions(config.data?.guess);
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
        <section className={styles.nextStep} aria-label={t('suggestions.heading')}>
          <div className={styles.suggestionsHead}>
            <p className={styles.partTitle}>{t('suggestions.heading')}</p>
            {canRefresh ? (
              <button type="button" className={styles.textButton} onClick={refresh} data-testid="suggestions-refresh">
                {t('suggestions.refresh')}
              </button>
            ) : null}
          </div>
          <ul>
            {visible.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  className={styles.suggestion}
                  disabled={busy}
                  onClick={() => void chatActions.ask({ text: q })}
                  data-testid="suggestion"
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : config.isPending ? (
        <SuggestionsPlaceholder />
      ) : null}
    </div>
  );
}
