import { AUTH_ENDPOINTS, captchaSentSchema, type CaptchaRequest, type CaptchaSent } from '@app/protocol/auth';
import { ApiError, http } from '@/lib/http';

/** `POST /api/user/captcha` {phone, captcha_id?, captcha_text?}: sends an SMS code. */
export const sendSmsCode = (body: CaptchaRequest): Promise<CaptchaSent> =>
  http.post(AUTH_ENDPOINTS.captcha, { ...body }, { quiet: true, formatData: (d) => captchaSentSchema.parse(d) });

/** The server asks for the image captcha after repeated wrong codes (API_ERRORS.captcha_required). */
export const isCaptchaRequired = (error: unknown): boolean => error instanceof ApiError && error.key === 'captcha_required';
