import type { CurrentUser } from '@app/protocol/auth';
import { AUTH_ENDPOINTS } from '@app/protocol/auth-endpoints';
import { LIMITS } from '@app/protocol/constants';
import { afterFirstPaint } from '@/lib/after-startup';
import { debounceAsync } from '@/lib/debounce';
import { http } from '@/lib/http';

/**
 * The schema module (and zod) load with the answer, not with the first screen; and since the
 * answer often arrives while the first screen is still being drawn, they wait until it is. The
 * endpoint comes from the zod-free auth-endpoints.ts (decisions 009, 030).
 */
const parseCurrentUser = async (data: unknown): Promise<CurrentUser> => {
  await afterFirstPaint();
  return (await import('@app/protocol/auth')).currentUserSchema.parse(data);
};

/** `POST /api/v1/get_current_user` (quiet); `null` when not logged in or on any failure. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await http.post(AUTH_ENDPOINTS.currentUser, undefined, { quiet: true, formatData: parseCurrentUser });
  } catch {
    return null;
  }
}

/** Current-user results are debounced at 500 ms (spec section 7). */
export const fetchCurrentUserDebounced = debounceAsync(fetchCurrentUser, LIMITS.currentUserDebounceMs);
