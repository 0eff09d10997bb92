import { onUnauthorized } from '@/lib/session-events';
import { openLoginDialog } from './login-dialog-store';
import { useAuthStore } from './store';

/**
 * What a 401 does to the session (spec sections 4 and 8): the login state is cleared and, for a
 * call the user is waiting on, the login dialog opens. Returns the unsubscribe function.
 */
export function connectSessionEvents(): () => void {
  return onUnauthorized(({ interactive, hadSession }) => {
    useAuthStore.getState().clear();
    // On the login pages the form is already there: a sheet over it would only stack.
    const onLoginPage = /^\/(login|register)(\/|$)/.test(window.location.pathname);
    if (interactive && hadSession && !onLoginPage) openLoginDialog();
  });
}
