import { paths } from '@/config/paths';

export const HOST_ENDPOINTS = { currentUserV2: '/api/v2/user/get_current_user_v2' } as const;

/** Query keys of /login/guide: the original search string and pathname (spec section 2). */
export const LOGIN_GUIDE_QUERY = { search: 'search', pathname: 'pathname' } as const;

export function loginGuideUrl(pathname: string, search: string): string {
  const query = new URLSearchParams({ [LOGIN_GUIDE_QUERY.search]: search, [LOGIN_GUIDE_QUERY.pathname]: pathname });
  return `${paths.loginGuide}?${query.toString()}`;
}
