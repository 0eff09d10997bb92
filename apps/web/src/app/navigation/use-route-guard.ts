import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { usePermissionStore } from '@/features/auth/permission-store';
import { authSelectors, useAuthStore } from '@/features/auth/store';
import { toast } from '@/lib/toast';
import type { RouteMeta } from '../route-meta';
import { lacksAccess, loginCheckFor, loginRedirect, mustLogIn } from './guard';

/**
 * The route guard (spec sections 4-6), run on every path change: a missing role or permission
 * shows a toast without blocking; off the public routes an unknown user is fetched (debounced),
 * and a still-anonymous visitor of a chat page is sent to /login?redirect=….
 */
export function useRouteGuard(meta: RouteMeta): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (lacksAccess(meta, usePermissionStore.getState())) toast.error(CLIENT_ERROR_TEXT.noPermission);
    const auth = useAuthStore.getState();
    if (loginCheckFor(meta, authSelectors.isLoggedIn(auth)) === 'none') return;
    let current = true;
    void auth.refreshUser().then((loggedIn) => {
      if (current && mustLogIn(meta, loggedIn)) void navigate(loginRedirect(pathname, search, hash), { replace: true });
    });
    return () => {
      current = false;
    };
    // The guard runs per path change; a query change on the same page is not a navigation to guard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, meta]);
}
