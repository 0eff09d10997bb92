import type { ReactNode } from 'react';
import { useLongPress } from '../hooks/use-long-press';
import type { ChatMessage } from '../model';
import { EditQuestion } from './edit-question';
import { MessageTime } from './message-time';
import styles from './messages.module.css';

/**
 * Around a message, outside its text: its time (shown on hover, or after a long press on a phone)
 * and, under the latest question, the edit action. The welcome has neither.
 */
export function MessageFrame({ message, children }: { message: ChatMessage; children: ReactNode }) {
  const { shown, handlers } = useLongPress();
  if (message.role === 'robot' && message.kind === 'welcome') return children;
  return (
    <div className={styles.frame} data-role={message.role} data-show-time={shown || undefined} {...handlers}>
      <MessageTime iso={message.dateTime} />
      {children}
      {message.role === 'user' && message.content ? <EditQuestion message={message} /> : null}
    </div>
  );
}
