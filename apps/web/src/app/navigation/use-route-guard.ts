import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { usePermissionStore } from '@/features/auth/permission-store';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { hostBootSettled } from '@/features/host-app/boot-settled';
import { getEnvFlags } from '@/lib/env';
import { toast } from '@/lib/toast';
import type { RouteMeta } from '../route-meta';
import { lacksAccess, loginCheckFor, loginTarget, mustLogIn } from './guard';

/**
 * The route guard (spec sections 4-6), run on every path change: a missing role or permission
 * shows a toast without blocking; off the public routes an unknown user is fetched (debounced),
 * and a still-anonymous visitor of a chat page is sent to /login?redirect=…. Inside the host app
 * the guard first waits for the host boot (which reads the login from the host's cookies), so
 * the two never race, and sends an anonymous visitor to /login/guide as the boot does.
 */
export function useRouteGuard(meta: RouteMeta): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (lacksAccess(meta, usePermissionStore.getState())) toast.error(CLIENT_ERROR_TEXT.noPermission);
    const auth = useAuthStore.getState();
    if (loginCheckFor(meta, authSelectors.isLoggedIn(auth)) === 'none') return;
    const flags = getEnvFlags();
    const inHostApp = flags.isInApp && !flags.isUnsupported;
    let current = true;
    void (inHostApp ? hostBootSettled() : Promise.resolve())
      .then(() => (current ? useAuthStore.getState().refreshUser() : false))
      .then((loggedIn) => {
        if (current && mustLogIn(meta, loggedIn))
          void navigate(loginTarget(inHostApp, pathname, search, hash), { replace: true });
      });
    return () => {
      current = false;
    };
    // The guard runs per path change; a query change on the same page is not a navigation to guard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, meta]);
}
