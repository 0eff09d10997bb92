import '../conversation-strings';
import { useChat } from '../chat-context';
import { useAnnouncer } from '../hooks/use-announcer';
import { useVisibilityResume } from '../hooks/use-visibility-resume';
import { MessageList } from './message-list';

/**
 * The message area of a chat, loaded after the screen's first paint (ChatBody has started the
 * conversation): follows answers across background/foreground, and reads them out politely.
 */
export default function Conversation() {
  const { store } = useChat();
  const announcement = useAnnouncer(store);
  useVisibilityResume();

  return (
    <>
      <MessageList />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </div>
    </>
  );
}
