import { SessionsScreen } from '@/features/chat/v1/components/sessions-screen';

/** /chat (会话): the user's sessions. */
export function Component() {
  return <SessionsScreen />;
}
