import { SafeMarkdown } from '../markdown/safe-markdown';
import styles from '../chat.module.css';
import type { PartProps } from './part-props';

/** The answer text, rendered from Markdown without HTML; a caret blinks while it streams. */
export function AnswerPart({ message }: PartProps) {
  return (
    <div className={styles.answer} data-testid="answer-text" data-streaming={message.status === 'outputting'}>
      <SafeMarkdown source={message.content} />
    </div>
  );
}
