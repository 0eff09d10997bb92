/**
 * The auth module's endpoints, apart from its schemas (decision 030): the first screen names
 * `currentUser` without loading zod (decision 009). `auth.ts` re-exports them.
 */
export const AUTH_ENDPOINTS = {
  captcha: '/api/user/captcha',
  quickLogin: '/api/user/quickLogin',
  register: '/api/user/register',
  login: '/api/user/login',
  logout: '/api/user/logout',
  currentUser: '/api/v1/get_current_user',
  currentUserV2: '/api/v2/user/get_current_user_v2',
} as const;
