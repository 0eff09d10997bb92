/**
 * The settings module's endpoints, apart from its schemas (decision 030): the first screen asks
 * for the guide text early without loading zod (decision 009). `chat-settings.ts` re-exports them.
 */
export const SETTINGS_ENDPOINTS = {
  globalConfig: '/api/v2/global_config',
  guideText: '/api/v2/user/guide_text',
  authStatus: '/api/v2/user/get_auth_other_status',
  setAuthStatus: '/api/v2/user/set_auth_other_status',
} as const;
