import { useMemo } from 'react';
import { SafeMarkdown } from '../markdown/safe-markdown';
import { stableSource } from '../markdown/stable-source';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

/**
 * The answer text, rendered from Markdown without HTML. While it streams, unfinished syntax at
 * its end is held back so the text never jumps; a caret blinks after it. An answer that did not
 * finish (stopped, cut off by the network, failed) ends where it was cut: the unfinished syntax
 * there is held back the same way, never shown raw (issue 21).
 */
export function AnswerPart({ message }: PartProps) {
  const streaming = message.status === 'outputting' && !message.isHistory;
  const cut = message.status !== 'finish';
  const source = useMemo(() => (cut ? stableSource(message.content) : message.content), [cut, message.content]);
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
