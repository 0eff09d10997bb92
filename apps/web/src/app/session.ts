import { connectSessionEvents } from '@/features/auth/session';
import { useAuthStore } from '@/features/auth/store';
import { requestGuideTextEarly } from '@/features/chat/api/guide-text-early';
import { paths } from '@/config/paths';
import { getEnvFlags } from '@/lib/env';

/** The chat feature stays out of the first-screen bundle: it is loaded only to be reset. */
const resetChat = () => import('@/features/chat/chat-instance').then((chat) => chat.resetChat());

/**
 * Session wiring across features: 401s clear the login (auth), and when a different user logs
 * in the live conversation of the previous one is forgotten (chat). A 401 followed by the same
 * user logging in again keeps the conversation on screen.
 */
export function connectAppSession(): () => void {
  const offUnauthorized = connectSessionEvents();
  let lastUserId = useAuthStore.getState().info?.userId ?? null;
  const offUserChange = useAuthStore.subscribe((state) => {
    const userId = state.info?.userId ?? null;
    if (!userId || userId === lastUserId) return;
    if (lastUserId) void resetChat();
    lastUserId = userId;
  });
  return () => {
    offUnauthorized();
    offUserChange();
  };
}

/**
 * A stored token outside the host app: ask who the user is (and, on /chatNext, the welcome) while
 * the first route's code is still downloading, instead of after it has rendered (the route
 * guard's call joins this one). Inside the host app the bridge boot reads the user.
 */
export function fetchUserEarly(pathname = window.location.pathname): void {
  const auth = useAuthStore.getState();
  if (!auth.token || auth.info || getEnvFlags().isInApp) return;
  void auth.refreshUser();
  if (pathname === paths.chatNext) requestGuideTextEarly(auth.token);
}
