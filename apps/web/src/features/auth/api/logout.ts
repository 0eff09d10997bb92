import { endpoints } from '@/config/paths';
import { http } from '@/lib/http';

/** `POST /api/user/logout`; the caller clears the session whatever the answer. */
export const logoutRequest = (): Promise<unknown> => http.post(endpoints.logout, undefined, { quiet: true });
