import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, queryKeys } from '@/config/paths';
import type { ChatVersion } from '@app/protocol/status';
import { useChat } from '../chat-context';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { hasServerId } from '../model';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

export const thinkingPagePath = (questionId: string): string =>
  `${paths.chatNextThinking}?${new URLSearchParams({ [queryKeys.questionId]: questionId }).toString()}`;

/** Only the /chatNext conversation has a page for an answer's whole reasoning. */
const HAS_THINKING_PAGE: Record<ChatVersion, boolean> = { v1: false, v2: true };

/** The model's reasoning: open and live while it streams, folded once thinking ends (the user can toggle). */
export function ReasoningPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const id = useId();
  const { version } = useChat();
  const thinking = message.reasonStatus === 'thinking';
  const elapsed = useElapsedSeconds(message.dateTime, thinking && !message.isHistory);
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? thinking;
  const title = thinking
    ? t('reasoning.thinking', { seconds: elapsed })
    : message.thinkMs
      ? t('reasoning.doneWithTime', { seconds: Math.max(1, Math.round(message.thinkMs / 1000)) })
      : t('reasoning.done');

  return (
    <div className={styles.reasoning} data-testid="reasoning" data-state={thinking ? 'thinking' : 'done'}>
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
      <div id={id} hidden={!open}>
        <p className={styles.reasoningText} data-testid="reasoning-text">
          {message.reasoningContent}
        </p>
        {!thinking && HAS_THINKING_PAGE[version] && hasServerId(message) ? (
          <Link className={styles.reasoningLink} to={thinkingPagePath(message.questionId)} data-testid="reasoning-full">
            {t('reasoning.full')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
