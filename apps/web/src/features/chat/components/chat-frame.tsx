import type { ReactNode } from 'react';
import styles from '../chat.module.css';
import { ChatToolbar, type ShareScope, type ToolbarBack } from './chat-toolbar';

export interface ChatFrameProps {
  /** The page's one h1, for screen readers: the toolbar row shows no title, so nothing in it is said twice. */
  heading: string;
  back?: ToolbarBack;
  /** What 分享 makes a link of; without it there is no 分享 button. */
  shareable?: ShareScope;
  /** The conversation (message list and composer) or the screen's loading state. */
  children: ReactNode;
}

/** The column every chat screen shares (/chatNext, /chat/new, /chat/{id}): heading, toolbar, then the conversation. */
export function ChatFrame({ heading, back, shareable, children }: ChatFrameProps) {
  return (
    <div className={styles.screen}>
      <h1 className="visually-hidden">{heading}</h1>
      <ChatToolbar back={back} shareable={shareable} />
      {children}
    </div>
  );
}
