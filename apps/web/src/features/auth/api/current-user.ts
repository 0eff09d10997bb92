import { AUTH_ENDPOINTS, currentUserSchema, type CurrentUser } from '@app/protocol/auth';
import { LIMITS } from '@app/protocol/constants';
import { afterFirstPaint } from '@/lib/after-startup';
import { debounceAsync } from '@/lib/debounce';
import { http } from '@/lib/http';

/**
 * The answer often arrives while the first screen is still being drawn: parsing it waits until
 * the screen is painted. (The auth module itself loads with the first screen since it names the
 * endpoint, decision 030.)
 */
const parseCurrentUser = async (data: unknown): Promise<CurrentUser> => {
  await afterFirstPaint();
  return currentUserSchema.parse(data);
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
