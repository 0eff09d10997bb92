import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chatSelectors } from '../../store';
import { useChatActions, useChatStore } from '../../chat-context';
import styles from './sessions.module.css';

/** A new session's starter questions (init_question): tapping one asks it. */
export function StarterPrompts({ suggestions }: { suggestions: readonly string[] }) {
  const { t } = useTranslation('conversation');
  const busy = useChatStore(chatSelectors.isBusy);
  const actions = useChatActions();
  const id = useId();
  return (
    <section className={styles.starters} aria-labelledby={id} data-testid="starter-prompts">
      <h2 id={id} className={styles.startersTitle}>
        {t('sessions.startersHeading')}
      </h2>
      {suggestions.length ? (
        <ul className={styles.starterList}>
          {suggestions.map((q) => (
            <li key={q}>
              <button type="button" className={styles.starter} disabled={busy} onClick={() => void actions.ask({ text: q })}>
                {q}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
