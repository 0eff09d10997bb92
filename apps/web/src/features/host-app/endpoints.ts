import { paths } from '@/config/paths';

/** Query keys of /login/guide: the original search string and pathname (spec section 2). */
export const LOGIN_GUIDE_QUERY = { search: 'search', pathname: 'pathname' } as const;

export function loginGuideUrl(pathname: string, search: string): string {
  const query = new URLSearchParams({ [LOGIN_GUIDE_QUERY.search]: search, [LOGIN_GUIDE_QUERY.pathname]: pathname });
  return `${paths.loginGuide}?${query.toString()}`;
}
