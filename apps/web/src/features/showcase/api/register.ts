import { captchaSentSchema, loginResultSchema, type LoginResult, type RegisterRequest } from '@app/protocol/auth';
import { http } from '@/lib/http';

export const REGISTER_URLS = { register: '/api/user/register', sendCode: '/api/user/captcha' } as const;

/** `POST /api/user/captcha {phone}`: sends the SMS code the registration needs. */
export const sendRegisterCode = (phone: string) =>
  http.post(REGISTER_URLS.sendCode, { phone }, { formatData: (d) => captchaSentSchema.parse(d) });

/** `POST /api/user/register {phone, code, password, nickname}`: creates the account and logs in. */
export const register = (body: RegisterRequest): Promise<LoginResult> =>
  http.post(REGISTER_URLS.register, { ...body }, { formatData: (d) => loginResultSchema.parse(d) });
