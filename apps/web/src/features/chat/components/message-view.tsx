import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/lib/error-boundary';
import { useChatStore } from '../chat-instance';
import styles from '../chat.module.css';
import type { ChatMessage } from '../model';
import { chatSelectors } from '../store';
import { RobotMessageView } from './robot-message';
import { UserMessageView } from './user-message';

function Fallback() {
  const { t } = useTranslation('chat');
  return <p className={styles.error}>{t('renderError')}</p>;
}

/** One message of either role, isolated so a bad message cannot take the list down. */
export function MessageView({ message }: { message: ChatMessage }) {
  return (
    <ErrorBoundary fallback={<Fallback />}>
      {message.role === 'user' ? <UserMessageView message={message} /> : <RobotMessageView message={message} />}
    </ErrorBoundary>
  );
}

/** A live message read from the store by id: only this one re-renders while it streams. */
export function LiveMessage({ id }: { id: string }) {
  const message = useChatStore(chatSelectors.message(id));
  return message ? <MessageView message={message} /> : null;
}
