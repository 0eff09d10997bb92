import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_CHARS } from '@app/protocol/chat-limits';
import { useChat, useChatStore } from '../chat-context';
import type { UserMessage } from '../model';
import { latestSelectors } from '../latest-selectors';
import { chatSelectors } from '../store';
import styles from './messages.module.css';

/**
 * Under the latest question: 编辑 opens its words in place; 发送 asks the changed question in that
 * turn's place (the old question and its answer go, decision 027), 取消 or Esc leaves it as it was.
 */
export function EditQuestion({ message }: { message: UserMessage }) {
  const { t } = useTranslation('conversation');
  const { actions } = useChat();
  const latest = useChatStore((s) => latestSelectors.questionId(s) === message.id);
  const busy = useChatStore(chatSelectors.isBusy);
  const [draft, setDraft] = useState<string | null>(null);
  const inputId = useId();
  if (!latest) return null;

  if (draft === null)
    return (
      <button
        type="button"
        className={styles.editButton}
        disabled={busy}
        onClick={() => setDraft(message.content)}
        data-testid="edit-question"
      >
        <span className={styles.editGlyph} aria-hidden="true" />
        {t('user.edit')}
      </button>
    );

  const text = draft.trim();
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text || busy) return;
    setDraft(null);
    if (text !== message.content.trim()) void actions.editQuestion(message.id, text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') setDraft(null);
    else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  return (
    <form className={styles.editForm} onSubmit={send} data-testid="edit-question-form">
      <label className="visually-hidden" htmlFor={inputId}>
        {t('user.editLabel')}
      </label>
      <textarea
        id={inputId}
        className={styles.editInput}
        value={draft}
        maxLength={QUESTION_MAX_CHARS}
        rows={3}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        data-testid="edit-question-input"
      />
      <div className={styles.editActions}>
        <button type="button" className={styles.editCancel} onClick={() => setDraft(null)} data-testid="edit-question-cancel">
          {t('user.editCancel')}
        </button>
        <button type="submit" className={styles.editSend} disabled={!text || busy} data-testid="edit-question-send">
          {t('user.editSend')}
        </button>
      </div>
    </form>
  );
}
