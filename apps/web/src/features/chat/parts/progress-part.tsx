import { useTranslation } from 'react-i18next';
import type { MessageStatus } from '@app/protocol/status';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

type ProgressKey = 'fetching' | 'thinking' | 'searching' | 'glm_command' | 'writing' | 'searching_product_card';

const PROGRESS: Partial<Record<MessageStatus, ProgressKey>> = {
  fetching: 'fetching',
  thinking: 'thinking',
  thinkend: 'writing',
  searching: 'searching',
  searched: 'writing',
  glm_command: 'glm_command',
  outputting: 'writing',
  searching_product_card: 'searching_product_card',
};

export const progressKeyOf = (status: MessageStatus): ProgressKey | undefined => PROGRESS[status];

/** What the assistant is doing before (or after) the answer text streams. */
export function ProgressPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const key = progressKeyOf(message.status);
  if (!key) return null;
  return (
    <p className={styles.progress} data-testid="robot-progress">
      <span className={styles.dots} aria-hidden="true" />
      {t(`status.${key}`)}
    </p>
  );
}
