import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatStore } from '../chat-instance';
import styles from '../chat.module.css';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import type { ChatMessage } from '../model';
import { chatSelectors } from '../store';
import { LiveMessage, MessageView } from './message-view';

/** Recent history (static) followed by this visit's live messages. */
export function MessageList({ history }: { history: ChatMessage[] }) {
  const { t } = useTranslation('chat');
  const ids = useChatStore(chatSelectors.ids);
  const { scrollerRef, contentRef, scrollToBottom } = useStickToBottom<HTMLElement, HTMLDivElement>();

  useEffect(() => {
    scrollToBottom();
  }, [ids.length, history.length, scrollToBottom]);

  const empty = history.length === 0 && ids.length === 0;
  return (
    <section ref={scrollerRef} className={styles.list} aria-label={t('messages')}>
      <div ref={contentRef} className={styles.listInner}>
        {empty ? (
          <div className={styles.welcome}>
            <p className={styles.welcomeTitle}>{t('welcome.title')}</p>
            <p className={styles.welcomeBody}>{t('welcome.body')}</p>
          </div>
        ) : null}
        {history.map((m) => (
          <MessageView key={m.id} message={m} />
        ))}
        {history.length > 0 && ids.length > 0 ? (
          <p className={styles.divider} role="separator">
            {t('historyDivider')}
          </p>
        ) : null}
        {ids.map((id) => (
          <LiveMessage key={id} id={id} />
        ))}
      </div>
    </section>
  );
}
