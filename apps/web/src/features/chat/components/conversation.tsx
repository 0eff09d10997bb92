import { useEffect } from 'react';
import '../conversation-strings';
import { useChat } from '../chat-context';
import { useAnnouncer } from '../hooks/use-announcer';
import { useVisibilityResume } from '../hooks/use-visibility-resume';
import { MessageList } from './message-list';

/**
 * The message area of /chatNext, loaded after the screen's first paint: starts the conversation
 * (welcome, history), follows answers across background/foreground, and reads them out politely.
 */
export default function Conversation({ userId }: { userId: string | null }) {
  const { store, actions } = useChat();
  const announcement = useAnnouncer(store);
  useVisibilityResume();
  useEffect(() => {
    if (userId) void actions.start();
  }, [userId, actions]);

  return (
    <>
      <MessageList />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </div>
    </>
  );
}
