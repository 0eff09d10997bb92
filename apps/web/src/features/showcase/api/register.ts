import { AUTH_ENDPOINTS, captchaSentSchema, loginResultSchema, type LoginResult, type RegisterRequest } from '@app/protocol/auth';
import { http } from '@/lib/http';

/** `POST /api/user/captcha {phone}`: sends the SMS code the registration needs. */
export const sendRegisterCode = (phone: string) =>
  http.post(AUTH_ENDPOINTS.captcha, { phone }, { formatData: (d) => captchaSentSchema.parse(d) });

/** `POST /api/user/register {phone, code, password, nickname}`: creates the account and logs in. */
export const register = (body: RegisterRequest): Promise<LoginResult> =>
  http.post(AUTH_ENDPOINTS.register, { ...body }, { formatData: (d) => loginResultSchema.parse(d) });
