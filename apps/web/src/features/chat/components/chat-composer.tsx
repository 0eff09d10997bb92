import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_CHARS } from '@app/protocol/chat';
import { chatSession, useChatStore } from '../chat-instance';
import styles from '../chat.module.css';
import { shouldSendOnEnter } from '../ime';
import { chatSelectors } from '../store';

/** The question box: Enter sends, Shift+Enter breaks the line, IME Enter never sends; Stop while answering. */
export function ChatComposer() {
  const { t } = useTranslation('chat');
  const id = useId();
  const [text, setText] = useState('');
  const composing = useRef(false);
  const phase = useChatStore(chatSelectors.phase);
  const busy = phase !== 'idle';

  const send = () => {
    if (busy || !text.trim()) return;
    void chatSession.ask(text);
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const e = event.nativeEvent;
    if (
      !shouldSendOnEnter(
        { key: event.key, shiftKey: event.shiftKey, isComposing: e.isComposing, keyCode: e.keyCode },
        composing.current,
      )
    )
      return;
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={id}>
        {t('input.label')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        data-testid="chat-input"
        rows={1}
        maxLength={QUESTION_MAX_CHARS}
        enterKeyHint="send"
        placeholder={t('input.placeholder')}
        aria-describedby={`${id}-hint`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('input.hint')}
      </span>
      {busy ? (
        <button
          type="button"
          className={styles.stopButton}
          data-testid="stop-button"
          aria-label={t('input.stop')}
          disabled={phase === 'stopping'}
          onClick={() => void chatSession.stop()}
        >
          <span className={styles.stopIcon} aria-hidden="true" />
        </button>
      ) : (
        <button
          type="submit"
          className={styles.sendButton}
          data-testid="send-button"
          aria-label={t('input.send')}
          disabled={!text.trim()}
        >
          <span className={styles.sendIcon} aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
