import type { EnvFlags } from '@app/protocol/env-flags';
import { CHAT_NEXT_DEFAULT_MODE, paths, queryKeys, type ChatNextMode } from '@/config/paths';

interface Where {
  pathname: string;
  search: string;
  hash: string;
}

/** `/` on mobile (or in the host app) goes to /chat/ with the same query and hash. */
export function homeRedirect(location: Where, flags: Pick<EnvFlags, 'isMobile' | 'isInApp'>): string | null {
  if (!flags.isMobile && !flags.isInApp) return null;
  return `${paths.chatIndex}${location.search}${location.hash}`;
}

/**
 * /chatNext without a `mode` query gets `mode=voice` (the caller replaces the entry), or the mode
 * the user last switched to when there is one.
 */
export function chatNextModeRedirect(location: Where, remembered: ChatNextMode | null = null): string | null {
  const params = new URLSearchParams(location.search);
  if (params.has(queryKeys.mode)) return null;
  params.set(queryKeys.mode, remembered ?? CHAT_NEXT_DEFAULT_MODE);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}
