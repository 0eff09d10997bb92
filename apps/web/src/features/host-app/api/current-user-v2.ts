import { AUTH_ENDPOINTS } from '@app/protocol/auth-endpoints';
import type { CurrentUser } from '@app/protocol/auth';
import { http } from '@/lib/http';

const parse = async (data: unknown): Promise<CurrentUser> => (await import('@app/protocol/auth')).currentUserSchema.parse(data);

/** `POST /api/v2/user/get_current_user_v2` (quiet, used inside the app); null when not logged in. */
export async function fetchCurrentUserV2(): Promise<CurrentUser | null> {
  try {
    return await http.post(AUTH_ENDPOINTS.currentUserV2, undefined, { quiet: true, formatData: parse });
  } catch {
    return null;
  }
}
