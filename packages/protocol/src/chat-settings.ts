import { z } from 'zod';
import { optionalBody } from './envelope';
import { WELCOME_KEYS } from './constants';

/**
 * Contracts of the per-user settings the chat screen reads at start (spec section 7, "Chat and
 * history"): suggestions, welcome text, the shopping-preference authorisation, the WebSocket
 * ticket. Apart from feedback.ts so the first screen builds only these schemas, not those of
 * assessing, reporting and uploading (decision 019). Shapes the spec leaves "not shown" are fixed
 * here (DESIGN 2.6) so web and server read one definition.
 */
export { SETTINGS_ENDPOINTS } from './chat-settings-endpoints';

export const SUGGESTION_MAX_CHARS = 50;
export const SUGGESTIONS_MAX = 100;

/** The suggestion list an operator sets; the order is the order shown. */
export const suggestionListSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: '建议问题不能为空' })
      .max(SUGGESTION_MAX_CHARS, { error: `建议问题最多 ${SUGGESTION_MAX_CHARS} 字` }),
  )
  .min(1, { error: '至少需要一条建议问题' })
  .max(SUGGESTIONS_MAX, { error: `建议问题最多 ${SUGGESTIONS_MAX} 条` });

/**
 * `POST /api/v2/global_config` answer. `guess.update_at` changes exactly when the list does;
 * the client resets its suggestion index on that change (spec section 9).
 */
export const globalConfigSchema = z.object({
  guess: z.object({ list: z.array(z.string()), update_at: z.number() }),
  upload: z.object({
    image_max_bytes: z.number().int(),
    voice_max_bytes: z.number().int(),
    voice_max_seconds: z.number().int(),
  }),
  feedback_content_max: z.number().int(),
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/** `POST /api/v2/user/guide_text` answer: the welcome shown as the first robot message. */
export const guideTextSchema = z.object({
  text: z.string(),
  welcome_key: z.literal(WELCOME_KEYS.welcome),
});
export type GuideText = z.infer<typeof guideTextSchema>;

/** Which partner platform the shopping-preference authorisation is for; 1 is the default. */
export const DEFAULT_AUTH_PLATFORM = 1;
const platformSchema = z
  .number({ error: '平台编号应为数字' })
  .int({ error: '平台编号应为整数' })
  .min(1, { error: '平台编号无效' })
  .max(99, { error: '平台编号无效' })
  .default(DEFAULT_AUTH_PLATFORM);

/** `POST /api/v2/user/get_auth_other_status`: the body may be absent (Fastify then validates `null`). */
export const authStatusQuerySchema = optionalBody(z.object({ platform: platformSchema }));
export const setAuthStatusBodySchema = z.object({
  platform: platformSchema,
  authorized: z.boolean({ error: '请说明是否授权' }),
});
export type SetAuthStatusBody = z.infer<typeof setAuthStatusBodySchema>;
export const authStatusSchema = z.object({ authorized: z.boolean(), platform: z.number().int() });
export type AuthStatus = z.infer<typeof authStatusSchema>;

/** `POST /api/v2/generate_ws_token` answer: single use, valid for `WS_TOKEN_TTL_MS`. */
export const WS_TOKEN_TTL_MS = 60_000;
export const wsTokenSchema = z.object({ ws_token: z.string() });
export type WsToken = z.infer<typeof wsTokenSchema>;
