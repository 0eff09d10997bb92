import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../chat.module.css';
import type { PartProps } from './part-props';

/** The model's reasoning: open while it streams, folded once thinking ends (the user can toggle). */
export function ReasoningPart({ message }: PartProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  const thinking = message.reasonStatus === 'thinking';
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? thinking;
  const title = thinking
    ? t('reasoning.thinking')
    : message.thinkMs
      ? t('reasoning.doneWithTime', { seconds: Math.max(1, Math.round(message.thinkMs / 1000)) })
      : t('reasoning.done');

  return (
    <div className={styles.reasoning}>
      <button
        type="button"
        className={styles.reasoningToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setChoice(!open)}
      >
        <span>{title}</span>
        <span className="visually-hidden">{open ? t('reasoning.hide') : t('reasoning.show')}</span>
        <span aria-hidden="true" className={styles.chevron} data-open={open} />
      </button>
      {open ? (
        <p id={id} className={styles.reasoningText}>
          {message.reasoningContent}
        </p>
      ) : null}
    </div>
  );
}
