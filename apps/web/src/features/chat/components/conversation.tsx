import '../conversation-strings';
import { useChat } from '../chat-context';
import { useAnnouncer } from '../hooks/use-announcer';
import { useOnlineResume } from '../hooks/use-online-resume';
import { useVisibilityResume } from '../hooks/use-visibility-resume';
import type { ChatStore } from '../store';
import { MessageList } from './message-list';

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
