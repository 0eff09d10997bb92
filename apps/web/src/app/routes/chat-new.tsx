import { useLocation } from 'react-router';
import { queryKeys } from '@/config/paths';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { NewChatScreen } from '@/features/chat/v1/components/new-chat-screen';
import { v1ModeOf } from '@/features/chat/v1/composer-mode';
import { ConversationPartsProvider, type ConversationParts } from '@/features/chat/v1/conversation-parts';
import { HistorySidebar } from '../layouts/history-sidebar';

/** /chat/new: a new session; `question` in the query is asked at once (the start-new-chat event). */
export function Component({ parts }: { parts: ConversationParts }) {
  const { search } = useLocation();
  const userId = useAuthStore((s) => authSelectors.user(s)?.userId ?? null);
  const question = new URLSearchParams(search).get(queryKeys.question) ?? '';
  return (
    <ConversationPartsProvider value={parts}>
      <NewChatScreen userId={userId} question={question} mode={v1ModeOf(search)} sidebar={<HistorySidebar />} />
    </ConversationPartsProvider>
  );
}
