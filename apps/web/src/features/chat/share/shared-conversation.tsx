import { useCallback, type ComponentType, type ReactNode } from 'react';
import type { SharedConversation } from '@app/protocol/shares';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import '../conversation-strings';
import { formatMessageTime } from '../message-time';
import { InternalLinks } from '../parts/internal-links';
import { useShared } from './api/shares';
import { sharedReaderLink } from './share-url';
import styles from './share.module.css';

/** A state instead of the conversation: the link no longer works, or loading failed. */
function SharedState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <section className={styles.state} role="status" data-testid="shared-state">
      <h2 className={styles.stateTitle}>{title}</h2>
      <p className={styles.stateBody}>{body}</p>
      {action}
    </section>
  );
}

interface SharedPageProps {
  /**
   * The messages, drawn by the chat's views (SharedMessages), given by the chunk that holds them
   * and loaded this page: importing them here would split modules off /chatNext's first screen.
   */
  Messages: ComponentType<{ conversation: SharedConversation }>;
}

/**
 * /share/:token, for anyone with the link and no login: what it is, a way into the app, and the
 * shared conversation read-only. A revoked or unknown link says so.
 */
export function SharedConversationPage({ token, Messages }: { token: string } & SharedPageProps) {
  const { t, i18n } = useTranslation('conversation');
  const shared = useShared(token);
  const conversation = shared.data?.status === 'ready' ? shared.data.conversation : null;
  const readerLink = useCallback((url: string) => sharedReaderLink(token, url), [token]);

  let body: ReactNode;
  if (shared.isPending) body = <p className={styles.state}>{t('share.loading')}</p>;
  else if (shared.isError)
    body = (
      <SharedState
        title={t('share.failed')}
        body={shared.error.message}
        action={
          <button type="button" className={styles.open} onClick={() => void shared.refetch()}>
            {t('share.retry')}
          </button>
        }
      />
    );
  else if (!conversation) body = <SharedState title={t('share.gone')} body={t('share.goneBody')} />;
  else
    body = (
      <InternalLinks.Provider value={readerLink}>
        <Messages conversation={conversation} />
      </InternalLinks.Provider>
    );

  return (
    <div className={styles.page} data-testid="shared-page">
      <header className={styles.header}>
        <div>
          {conversation ? (
            <p className={styles.meta} data-testid="shared-label">
              {t('share.heading')}
            </p>
          ) : null}
          <h1 className={styles.heading}>{conversation?.title ?? t('share.heading')}</h1>
          {conversation ? (
            <p className={styles.meta}>
              {t('share.sharedAt', { time: formatMessageTime(conversation.created_at, new Date(), i18n.language) })}
            </p>
          ) : null}
        </div>
        <Link className={styles.open} to={paths.chatNext} data-testid="shared-open-app">
          {t('share.openApp')}
        </Link>
      </header>
      {conversation ? <p className={styles.meta}>{t('share.notice')}</p> : null}
      {body}
    </div>
  );
}

/** The route's screen: the token comes from the path. */
export function SharedConversationRoute({ Messages }: SharedPageProps) {
  const { token = '' } = useParams();
  return <SharedConversationPage token={token} Messages={Messages} />;
}
