import { useRef, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_MAX_CHARS } from '@app/protocol/chat-limits';
import styles from './composer.module.css';
import { shouldSendOnEnter } from './ime';

interface TextInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The question box: Enter sends, Shift+Enter breaks the line, an IME's Enter never sends. */
export function TextInput({ id, value, onChange, onSend, ref }: TextInputProps) {
  const { t } = useTranslation('chat');
  const composing = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const e = event.nativeEvent;
    const enter = { key: event.key, shiftKey: event.shiftKey, isComposing: e.isComposing, keyCode: e.keyCode };
    if (!shouldSendOnEnter(enter, composing.current)) return;
    event.preventDefault();
    onSend();
  };
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('input.label')}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        data-testid="chat-input"
        rows={1}
        maxLength={QUESTION_MAX_CHARS}
        enterKeyHint="send"
        placeholder={t('input.placeholder')}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        onCompositionStart={() => (composing.current = true)}
        onCompositionEnd={() => (composing.current = false)}
      />
      <span id={`${id}-hint`} className="visually-hidden">
        {t('input.hint')}
      </span>
    </>
  );
}
