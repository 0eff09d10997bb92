import { useMemo } from 'react';
import { SafeMarkdown } from '../markdown/safe-markdown';
import { stableSource } from '../markdown/stable-source';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

/**
 * The answer text, rendered from Markdown without HTML. While it streams, unfinished syntax at
 * its end is held back so the text never jumps; a caret blinks after it.
 */
export function AnswerPart({ message }: PartProps) {
  const streaming = message.status === 'outputting' && !message.isHistory;
  const source = useMemo(() => (streaming ? stableSource(message.content) : message.content), [streaming, message.content]);
  return (
    <div
      className={styles.answer}
      data-testid="answer-text"
      data-streaming={streaming}
      data-answer-type={message.answerType ?? undefined}
    >
      <SafeMarkdown source={source} live={streaming} />
    </div>
  );
}
