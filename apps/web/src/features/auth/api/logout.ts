import { AUTH_ENDPOINTS } from '@app/protocol/auth-endpoints';
import { http } from '@/lib/http';

/** `POST /api/user/logout`; the caller clears the session whatever the answer. */
export const logoutRequest = (): Promise<unknown> => http.post(AUTH_ENDPOINTS.logout, undefined, { quiet: true });
