import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedConversation } from '@app/protocol/shares';
import { ErrorBoundary } from '@/lib/error-boundary';
import { RobotMessageView } from '../components/robot-message';
import { UserMessageView } from '../components/user-message';
import { READ_ONLY_PARTS } from '../parts/registry';
import { sharedTurnToPair } from './shared-messages';
import styles from './share.module.css';

/**
 * A shared conversation's messages with the chat's own views: each question, and its answer with
 * only the read-only parts (no like, dislike, retry, buttons or suggestions). It travels in the
 * conversation's chunk (components/conversation.tsx), beside the views it uses.
 */
export function SharedMessages({ conversation }: { conversation: SharedConversation }) {
  const { t } = useTranslation('conversation');
  const pairs = useMemo(() => conversation.turns.map(sharedTurnToPair), [conversation]);
  return (
    <ol className={styles.messages} aria-label={t('messages')} data-testid="shared-messages">
      {pairs.map(({ key, question, answer }) => (
        <li key={key} className={styles.pair}>
          <ErrorBoundary fallback={<p>{t('renderError')}</p>}>
            <UserMessageView message={question} />
            <RobotMessageView message={answer} parts={READ_ONLY_PARTS} />
          </ErrorBoundary>
        </li>
      ))}
    </ol>
  );
}
