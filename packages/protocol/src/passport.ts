import { z } from 'zod';
import { phoneSchema, smsCodeSchema } from './auth';

/**
 * The "external account host" (`/passport/**`, DESIGN 2.2): form-encoded posts that carry no
 * auth headers. Answers: captcha init → passportCaptchaSchema, mobile code → captchaSentSchema,
 * quick check → loginResultSchema (all in auth.ts).
 */
export const PASSPORT_ENDPOINTS = {
  captchaInit: '/passport/captcha/init',
  mobileCode: '/passport/mobile/code',
  quickCheck: '/passport/quick/check',
} as const;

/** Form posts send every field, empty ones as `''`; an empty captcha field means "not given". */
const formOptional = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .max(max, { error: `最多 ${max} 个字符` })
      .optional(),
  );

/** `GET /passport/captcha/init`: the host adds cache-busting params, none of which matter. */
export const passportCaptchaInitQuerySchema = z.object({});

/** `POST /passport/mobile/code` (form): `phone=...&captcha_id=&captcha_text=`. */
export const passportMobileCodeSchema = z.object({
  phone: phoneSchema,
  captcha_id: formOptional(64),
  captcha_text: formOptional(16),
});
export type PassportMobileCodeRequest = z.infer<typeof passportMobileCodeSchema>;

/** `POST /passport/quick/check` (form): `phone=...&code=...`, plus the captcha once it is required. */
export const passportQuickCheckSchema = z.object({
  phone: phoneSchema,
  code: smsCodeSchema,
  captcha_id: formOptional(64),
  captcha_text: formOptional(16),
});
export type PassportQuickCheckRequest = z.infer<typeof passportQuickCheckSchema>;
