import { useTranslation } from 'react-i18next';
import { useRecentHistory } from '../api/recent-history';
import styles from '../chat.module.css';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';

interface ChatScreenProps {
  /** The logged-in user; history loads only for one. */
  userId: string | null;
}

/** /chatNext: the continuous conversation with the assistant. */
export function ChatScreen({ userId }: ChatScreenProps) {
  const { t } = useTranslation('chat');
  const history = useRecentHistory(userId);
  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">{t('heading')}</h1>
      <MessageList history={history.data ?? []} />
      <ChatComposer />
    </div>
  );
}
