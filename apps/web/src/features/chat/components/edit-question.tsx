import { useTranslation } from 'react-i18next';
import { useChat, useChatStore } from '../chat-context';
import type { UserMessage } from '../model';
import { latestSelectors } from '../latest-selectors';
import { chatSelectors } from '../store';
import styles from './messages.module.css';

/**
 * Under the latest question: puts its text back in the composer, to be changed and sent as a
 * new question (the one asked stays, with its answer).
 */
export function EditQuestion({ message }: { message: UserMessage }) {
  const { t } = useTranslation('conversation');
  const { store } = useChat();
  const latest = useChatStore((s) => latestSelectors.questionId(s) === message.id);
  const busy = useChatStore(chatSelectors.isBusy);
  if (!latest) return null;
  return (
    <button
      type="button"
      className={styles.editButton}
      disabled={busy}
      onClick={() => store.getState().editQuestion(message.content)}
      data-testid="edit-question"
    >
      <span className={styles.editGlyph} aria-hidden="true" />
      {t('user.edit')}
    </button>
  );
}
