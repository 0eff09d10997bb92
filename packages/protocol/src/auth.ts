import { z } from 'zod';

export { AUTH_ENDPOINTS } from './auth-endpoints';

/** Mainland China mobile numbers: 11 digits starting with 1[3-9]. */
export const phoneSchema = z
  .string({ error: '请输入手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, { error: '请输入正确的手机号' });

export const smsCodeSchema = z
  .string({ error: '请输入验证码' })
  .trim()
  .regex(/^\d{6}$/, { error: '验证码为 6 位数字' });

export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(8, { error: '密码至少 8 位' })
  .max(64, { error: '密码最多 64 位' });

export const nicknameSchema = z
  .string({ error: '请输入昵称' })
  .trim()
  .min(1, { error: '请输入昵称' })
  .max(20, { error: '昵称最多 20 个字' });

export const captchaRequestSchema = z.object({
  phone: phoneSchema,
  /** Image captcha answer, needed after repeated wrong codes. */
  captcha_id: z.string().max(64).optional(),
  captcha_text: z.string().max(16).optional(),
});
export type CaptchaRequest = z.infer<typeof captchaRequestSchema>;

export const quickLoginSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  captcha_id: z.string().max(64).optional(),
  captcha_text: z.string().max(16).optional(),
});
export type QuickLoginRequest = z.infer<typeof quickLoginSchema>;

export const registerSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  password: passwordSchema,
  nickname: nicknameSchema,
});
export type RegisterRequest = z.infer<typeof registerSchema>;

export const passwordLoginSchema = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, { error: '请输入账号' }).max(64),
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(64),
});
export type PasswordLoginRequest = z.infer<typeof passwordLoginSchema>;

export const currentUserSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  phone: z.string().optional(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expireTime: z.number().int().positive(),
  secret_key: z.string(),
  user: currentUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const captchaSentSchema = z.object({
  /** Seconds until another code may be requested. */
  retry_after: z.number().int(),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
});
export type CaptchaSent = z.infer<typeof captchaSentSchema>;

/** /passport/captcha/init answer: an svg image and the id to send back with the text. */
export const passportCaptchaSchema = z.object({ captcha_id: z.string(), svg: z.string() });
export type PassportCaptcha = z.infer<typeof passportCaptchaSchema>;

/** The session and access rules live zod-free in access.ts so a first screen can use them. */
export { isLoggedInInfo, ROLES, DEFAULT_ROLE, hasAny, canAccess } from './access';
