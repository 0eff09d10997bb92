import { useLocation } from 'react-router';
import { CHAT_NEXT_MODES, queryKeys, type ChatNextMode } from '@/config/paths';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { ChatFrame } from '@/features/chat/components/chat-frame';
import { ChatBody, ChatScreen } from '@/features/chat/components/chat-screen';
import { loadConversationViews } from '@/features/chat/components/load-conversation-views';
import { Composer } from '@/features/chat/composer/composer';
import type { ConversationParts } from '@/features/chat/v1/conversation-parts';
import { recentKey } from '@/features/history/recent-key';
import { UserProfileCollectNotice } from '@/features/host-app/components/user-profile-collect-notice';
import { ChatWithHistory } from '../layouts/history-sidebar';

const modeOf = (search: string): ChatNextMode => {
  const mode = new URLSearchParams(search).get(queryKeys.mode);
  return (CHAT_NEXT_MODES as readonly string[]).includes(mode ?? '') ? (mode as ChatNextMode) : 'voice';
};

/**
 * /share/:token, loaded through this route's chunks: it shows the chat's message views, so the
 * modules it shares with /chatNext stay where they are instead of being split out of them.
 */
export const loadShareRoute = () => loadConversationViews().then((m) => m.loadSharePage());

/** The conversation parts the v1 session screens reuse, from this chunk (see ConversationParts). */
export const conversationParts: ConversationParts = { Frame: ChatFrame, Body: ChatBody, Composer };

/**
 * /chatNext: the main chat (and the pushed user-info-collecting notice). A query without a mode
 * never renders here: the route's loader (chatNextModeLoader) gives it the mode the user last
 * switched to, or else the first visit's (voice on a phone that can record, the keyboard on a
 * desktop or without a microphone).
 */
export function Component() {
  const location = useLocation();
  const userId = useAuthStore((s) => authSelectors.user(s)?.userId ?? null);
  const focusQuestionId = new URLSearchParams(location.search).get(queryKeys.questionId);
  return (
    <>
      <UserProfileCollectNotice />
      <ChatWithHistory activeKey={focusQuestionId ? recentKey.question(focusQuestionId) : null}>
        <ChatScreen userId={userId} mode={modeOf(location.search)} focusQuestionId={focusQuestionId} />
      </ChatWithHistory>
    </>
  );
}
