import { useLocation, useParams } from 'react-router';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { ChatDetailScreen } from '@/features/chat/v1/components/chat-detail-screen';
import { v1ModeOf } from '@/features/chat/v1/composer-mode';
import { ConversationPartsProvider, type ConversationParts } from '@/features/chat/v1/conversation-parts';
import { recentKey } from '@/features/history/recent-key';
import { HistorySidebar } from '../layouts/history-sidebar';

/** /chat/{id}: one session, continued. */
export function Component({ parts }: { parts: ConversationParts }) {
  const { search } = useLocation();
  const { id = '' } = useParams();
  const userId = useAuthStore((s) => authSelectors.user(s)?.userId ?? null);
  return (
    <ConversationPartsProvider value={parts}>
      <ChatDetailScreen
        sessionId={id}
        userId={userId}
        mode={v1ModeOf(search)}
        sidebar={<HistorySidebar activeKey={recentKey.session(id)} />}
      />
    </ConversationPartsProvider>
  );
}
