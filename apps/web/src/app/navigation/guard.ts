import { canAccess } from '@app/protocol/access';
import { paths, queryKeys } from '@/config/paths';
import { loginGuideUrl } from '@/features/host-app/endpoints';
import type { RouteMeta } from '../route-meta';

interface Access {
  roles: readonly string[];
  permissions: readonly string[];
}

/** The route demands a role or permission the user lacks (spec section 5: toast, not blocked). */
export function lacksAccess(meta: RouteMeta, access: Access): boolean {
  const need = { roles: meta.role ?? [], permissions: meta.permission ?? [] };
  if (need.roles.length === 0 && need.permissions.length === 0) return false;
  return !canAccess(access, need);
}

/** What the guard does for a navigation while the user is not known to be logged in. */
export type LoginCheck = 'none' | 'fetch-user';

export const loginCheckFor = (meta: RouteMeta, loggedIn: boolean): LoginCheck =>
  meta.public || loggedIn ? 'none' : 'fetch-user';

/** After the user fetch: does an anonymous visitor have to log in first? */
export const mustLogIn = (meta: RouteMeta, loggedIn: boolean): boolean =>
  !meta.public && !loggedIn && meta.requiresLogin === true;

/** `/login?redirect=<original path + search + hash>` (issue 21: the hash survives the login too). */
export function loginRedirect(pathname: string, search: string, hash = ''): string {
  const query = new URLSearchParams({ [queryKeys.redirect]: `${pathname}${search}${hash}` });
  return `${paths.login}?${query.toString()}`;
}

/**
 * Where a still-anonymous visitor of a chat page goes: /login?redirect=…, or inside the host app
 * (whose login lives in the host's cookies, spec section 6) /login/guide with the original search
 * and pathname, the same place the host boot sends a visitor the host has not logged in.
 */
export const loginTarget = (inHostApp: boolean, pathname: string, search: string, hash = ''): string =>
  inHostApp ? loginGuideUrl(pathname, search) : loginRedirect(pathname, search, hash);
