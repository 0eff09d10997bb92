import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/lib/error-boundary';
import { useChatStore } from '../chat-context';
import type { ChatMessage } from '../model';
import { MessageFrame } from './message-frame';
import { chatSelectors } from '../store';
import styles from './messages.module.css';
import { RobotMessageView } from './robot-message';
import { UserMessageView } from './user-message';

function Fallback() {
  const { t } = useTranslation('conversation');
  return <p className={styles.renderError}>{t('renderError')}</p>;
}

/** One message of either role, isolated so a bad message cannot take the list down. */
export function MessageView({ message }: { message: ChatMessage }) {
  return (
    <ErrorBoundary fallback={<Fallback />}>
      <MessageFrame message={message}>
        {message.role === 'user' ? <UserMessageView message={message} /> : <RobotMessageView message={message} />}
      </MessageFrame>
    </ErrorBoundary>
  );
}

/** A message read from the store by id: only this one re-renders while it streams. */
export const StoreMessage = memo(function StoreMessage({ id }: { id: string }) {
  const message = useChatStore(chatSelectors.message(id));
  return message ? <MessageView message={message} /> : null;
});
