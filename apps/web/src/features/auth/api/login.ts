import {
  AUTH_ENDPOINTS,
  loginResultSchema,
  type LoginResult,
  type PasswordLoginRequest,
  type QuickLoginRequest,
} from '@app/protocol/auth';
import { http } from '@/lib/http';

const asLoginResult = (data: unknown): LoginResult => loginResultSchema.parse(data);

/** `POST /api/user/quickLogin` {phone, code}; errors are shown inline by the form, so quiet. */
export const quickLogin = (body: QuickLoginRequest): Promise<LoginResult> =>
  http.post(AUTH_ENDPOINTS.quickLogin, { ...body }, { quiet: true, formatData: asLoginResult });

/** `POST /api/user/login` {account, password}. */
export const passwordLogin = (body: PasswordLoginRequest): Promise<LoginResult> =>
  http.post(AUTH_ENDPOINTS.login, { ...body }, { quiet: true, formatData: asLoginResult });
