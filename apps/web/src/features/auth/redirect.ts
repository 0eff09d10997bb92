import { paths } from '@/config/paths';

/**
 * Where to go after login: the `redirect` query when it is a same-site path, else /chatNext.
 * Anything absolute or protocol-relative is ignored, so the query cannot send users off-site.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = paths.chatNext): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === paths.login || value.startsWith(`${paths.login}?`)) return fallback;
  return value;
}
