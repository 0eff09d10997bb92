import { useChatActions, useChatStore } from '../chat-context';
import { chatSelectors } from '../store';
import styles from './parts.module.css';

interface SuggestionChipsProps {
  questions: readonly string[];
  /** `suggestion`: the welcome's (guesses, or a new session's starters); `next-step`: an answer's follow-ups. */
  testId: 'suggestion' | 'next-step';
}

/** Questions offered as chips, one look on every chat screen: a tap asks one (not while an answer is output). */
export function SuggestionChips({ questions, testId }: SuggestionChipsProps) {
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  return (
    <ul className={styles.chips}>
      {questions.map((q) => (
        <li key={q}>
          <button
            type="button"
            className={styles.suggestion}
            disabled={busy}
            onClick={() => void chatActions.ask({ text: q })}
            data-testid={testId}
          >
            {q}
          </button>
        </li>
      ))}
    </ul>
  );
}
