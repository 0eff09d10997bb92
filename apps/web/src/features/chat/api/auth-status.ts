import { SETTINGS_ENDPOINTS, authStatusSchema, DEFAULT_AUTH_PLATFORM, type AuthStatus } from '@app/protocol/chat-settings';
import { http } from '@/lib/http';

/** `POST /api/v2/user/get_auth_other_status` {platform}: has the user shared shopping preferences? */
export const fetchAuthStatus = (platform: number = DEFAULT_AUTH_PLATFORM): Promise<AuthStatus> =>
  http.post(SETTINGS_ENDPOINTS.authStatus, { platform }, { quiet: true, formatData: (d) => authStatusSchema.parse(d) });

/** `POST /api/v2/user/set_auth_other_status` {platform, authorized}. */
export const setAuthStatus = (authorized: boolean, platform: number = DEFAULT_AUTH_PLATFORM): Promise<AuthStatus> =>
  http.post(SETTINGS_ENDPOINTS.setAuthStatus, { platform, authorized }, { formatData: (d) => authStatusSchema.parse(d) });
