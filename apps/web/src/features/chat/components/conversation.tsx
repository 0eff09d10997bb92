import '../conversation-strings';
import { useChat } from '../chat-context';
import { useAnnouncer } from '../hooks/use-announcer';
import { useOnlineResume } from '../hooks/use-online-resume';
import { useVisibilityResume } from '../hooks/use-visibility-resume';
import type { ChatStore } from '../store';
import { SharedMessages } from '../share/shared-messages-view';
import { MessageList } from './message-list';

/**
 * Sharing is reached through this chunk (see load-conversation-views): the sheet, and the public
 * page, whose messages are drawn by the chat's own views, from here.
 */
export const loadShareSheet = () => import('../share/share-sheet');
export const loadSharePage = () =>
  import('../share/shared-conversation').then(({ SharedConversationRoute }) => ({
    Component: () => <SharedConversationRoute Messages={SharedMessages} />,
  }));

/** The polite live region; its own component, so a new announcement re-renders only it, not the list. */
function Announcer({ store }: { store: ChatStore }) {
  const announcement = useAnnouncer(store);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
      {announcement}
    </div>
  );
}

/**
 * The message area of a chat, loaded after the screen's first paint (ChatBody has started the
 * conversation): follows answers across background/foreground and
 * lost networks, and reads them out politely.
 */
export default function Conversation() {
  const { store } = useChat();
  useVisibilityResume();
  useOnlineResume();

  return (
    <>
      <MessageList />
      <Announcer store={store} />
    </>
  );
}
